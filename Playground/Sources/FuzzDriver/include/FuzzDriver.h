#ifndef STATELY_FUZZ_DRIVER_H
#define STATELY_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt), linked in by `-sanitize=fuzzer`: runs the fuzzing loop with the
/// command line's options, calling `callback` once per input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
