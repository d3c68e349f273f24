#!/usr/bin/env python3
"""The instruction-count gate: instructions and allocations per operation on Stately's key paths, under
callgrind.

Wall-clock thresholds cannot be checked on a shared 2-core machine; instruction counts under
`valgrind --tool=callgrind` repeat exactly. For every mode of the `instruction-gate` executable this
runs COUNT = 0 and COUNT = N operations and divides the difference by N, so setup does not count:
- instructions per operation must stay within the mode's ceiling in InstructionCeilings.json. The
  ceilings sit HEADROOM (15 %) above the figures recorded when they were set: the gate is a guard
  against a change that makes a path clearly slower, not a figure to re-base after each change;
- the modes in ALLOCATION_FREE must not allocate: the calls to malloc and its siblings, counted by
  callgrind, may differ between the two runs by at most ALLOCATION_SLACK (one-time work the first
  operation does), whatever N is.

  python3 Benchmarks/instruction-gate.py            # check (from the repository root)
  python3 Benchmarks/instruction-gate.py --record   # write ceilings HEADROOM above the current counts

Record new ceilings only for a change a user would see that needs more instructions, and say in the
commit which change that is.

valgrind 3.19 cannot read Swift 6.3's DWARF 5 debug information, so the binary is profiled from a copy
with its debug sections stripped.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CEILINGS = os.path.join(HERE, "InstructionCeilings.json")
HEADROOM = 0.15
# Operations per measured run; modes whose operations are expensive use fewer.
COUNTS = {"ruleChange256": 20, "ruleChange16": 200, "cell": 500, "reusedCell": 500, "hostEvent": 300}
DEFAULT_COUNT = 2000
# The state changes that must not allocate: a button whose handler writes a property, a legacy button,
# a cell, a list's cell reconfigured by its data source, and a control with bound properties.
ALLOCATION_FREE = [
    "button", "legacyButton", "cell", "reusedCell", "bindingKeyPaths", "handWrittenControl",
]
# Allocations the first operation may make once (a lazily made value), whatever the count.
ALLOCATION_SLACK = 8
ALLOCATORS = ("malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign")


def run(binary, mode, count, scratch):
    """Instructions and allocator calls of one run."""
    out = os.path.join(scratch, f"{mode}-{count}.callgrind")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--compress-strings=no", binary, mode,
         str(count)],
        capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{mode} {count} failed under valgrind:\n{result.stderr[-2000:]}")
    match = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
    if not match:
        sys.exit(f"no instruction count in callgrind's output for {mode}:\n{result.stderr[-2000:]}")
    allocations = 0
    callee = None
    with open(out) as profile:
        for line in profile:
            if line.startswith("cfn="):
                callee = line[4:].strip().split(" ")[0]
            elif line.startswith("calls=") and callee in ALLOCATORS:
                allocations += int(line.split()[0][6:])
                callee = None
            elif not line.startswith(("cfi=", "cfl=", "cob=")):
                callee = None
    os.remove(out)
    return int(match.group(1)), allocations


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--record", action="store_true", help=f"write ceilings {HEADROOM:.0%} above the measured counts")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed")
    subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", HERE, "--product", "instruction-gate"],
        check=True)
    path = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", HERE, "--show-bin-path"],
        check=True, capture_output=True, text=True).stdout.strip()
    measured = {}
    allocations = {}
    with tempfile.TemporaryDirectory() as scratch:
        binary = os.path.join(scratch, "instruction-gate")
        shutil.copy(os.path.join(path, "instruction-gate"), binary)
        subprocess.run(["strip", "--strip-debug", binary], check=True)
        modes = subprocess.run([binary], capture_output=True, text=True).stdout
        modes = modes.split("modes: ", 1)[1].strip().split(", ")
        for mode in modes:
            count = COUNTS.get(mode, DEFAULT_COUNT)
            base, base_allocations = run(binary, mode, 0, scratch)
            total, total_allocations = run(binary, mode, count, scratch)
            measured[mode] = (total - base) / count
            allocations[mode] = (total_allocations - base_allocations, count)
    if args.record:
        with open(CEILINGS, "w") as file:
            json.dump({mode: round(value * (1 + HEADROOM)) for mode, value in sorted(measured.items())}, file,
                      indent=2)
            file.write("\n")
        print(f"wrote {len(measured)} ceilings to {CEILINGS}")
        return 0
    ceilings = json.load(open(CEILINGS))
    failed = False
    print(f"{'mode':<18} {'instructions/op':>16} {'ceiling':>10} {'ratio':>7} {'allocations':>12}")
    for mode, value in sorted(measured.items()):
        extra, count = allocations[mode]
        allocation_note = f"{extra}/{count}"
        allocation_flag = ""
        if mode in ALLOCATION_FREE and extra > ALLOCATION_SLACK:
            allocation_flag = "  ALLOCATES"
            failed = True
        ceiling = ceilings.get(mode)
        if ceiling is None:
            print(f"{mode:<18} {value:>16.0f} {'(none)':>10} {'':>7} {allocation_note:>12}{allocation_flag}")
            failed = True
            continue
        ratio = value / ceiling
        flag = "  FAIL" if ratio > 1 else ""
        failed |= bool(flag)
        print(f"{mode:<18} {value:>16.0f} {ceiling:>10} {ratio:>7.3f} {allocation_note:>12}{flag}{allocation_flag}")
    for mode in sorted(set(ceilings) - set(measured)):
        print(f"{mode:<18} {'(not measured)':>16} {ceilings[mode]:>10}")
        failed = True
    if failed:
        print(f"the instruction gate failed: a mode exceeds its ceiling, "
              "a mode that must not allocate allocates, or a mode and its ceiling do not match up")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
