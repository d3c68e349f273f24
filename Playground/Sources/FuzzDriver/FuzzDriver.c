// Declarations only: LLVMFuzzerRunDriver comes from libFuzzer when the fuzz target is built with
// -sanitize=fuzzer (see Fuzz/README.md).
#include "FuzzDriver.h"
