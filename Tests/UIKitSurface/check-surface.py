#!/usr/bin/env python3
"""Checks that the declarations-only UIKit surface matches its checked-in manifest.

The surface (UIKit/) is what StatelyUIKit is type-checked against on Linux. manifest.txt lists every
public declaration it makes, one line each: the symbol's path, its declaration as Swift prints it, and
its availability, transcribed from Apple's documentation; an enum with a raw value also has its
synthesized `init?(rawValue:)` line, and a protocol's line shows what it inherits. This script dumps the surface's symbol graph
and fails, showing the difference, when a declaration was added, removed or changed without the
manifest, so the surface cannot drift silently.

  python3 Tests/UIKitSurface/check-surface.py             # check (run from the repository root)
  python3 Tests/UIKitSurface/check-surface.py --update    # rewrite the manifest after a reviewed change
  python3 Tests/UIKitSurface/check-surface.py --audit REPORT
      # with the real SDK: REPORT is the surface_audit-*.txt that ../shared/tools/ios-sdk/audit-surface.sh
      # wrote; fails unless every declaration of the manifest is in the real UIKit with the same shape and
      # availability, or is listed, with its reason, in audit-exceptions.txt
"""
import argparse
import difflib
import fnmatch
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "manifest.txt")
EXCEPTIONS = os.path.join(HERE, "audit-exceptions.txt")


def check_audit(report_path):
    """Reads the shared audit's report and fails on any declaration it found different or missing that
    audit-exceptions.txt does not explain, and on an exception that matches nothing reported."""
    exceptions = {}
    for line in open(EXCEPTIONS):
        if line.strip() and not line.startswith("#"):
            symbol, reason = (part.strip() for part in line.split("|", 1))
            exceptions[symbol] = reason
    def listed(symbol):
        return next((pattern for pattern in exceptions if fnmatch.fnmatchcase(symbol, pattern)), None)
    report = open(report_path).read().splitlines()
    if not report or not report[0].startswith("manifest lines:"):
        print(f"{report_path} is not a surface audit report", file=sys.stderr)
        return 1
    print(report[0])
    manifest_lines = sum(1 for line in open(MANIFEST) if line.strip())
    if f"manifest lines: {manifest_lines};" not in report[0]:
        print(f"the report covers another manifest (this one has {manifest_lines} lines): run the audit again",
              file=sys.stderr)
        return 1
    unexplained, used = [], set()
    for line in report:
        if line.startswith("- "):
            symbol = line[2:].split(" :: ", 1)[0]
            pattern = listed(symbol)
            if pattern is None:
                unexplained.append(line)
            else:
                used.add(pattern)
    stale = sorted(set(exceptions) - used)
    for line in unexplained:
        print(f"not in the real UIKit with this shape, and not explained in audit-exceptions.txt: {line[2:]}")
    for pattern in stale:
        print(f"audit-exceptions.txt explains {pattern}, which the audit no longer reports: remove the line")
    if unexplained or stale:
        return 1
    print(f"UIKit surface audit: every declaration matches the real UIKit, or is one of the {len(used)} "
          "explained exceptions")
    return 0


def availability(symbol):
    entries = []
    for item in symbol.get("availability", []):
        introduced = item.get("introduced")
        if introduced:
            version = f"{introduced['major']}.{introduced.get('minor', 0)}"
            entries.append(f"{item['domain']} {version}")
    return ", ".join(entries) if entries else "-"


def lines(graph_dir):
    """One line per declaration the surface writes, plus one per enum with a raw value: the compiler
    synthesizes that enum's `init?(rawValue:)`, which has no source location, so without this line a
    raw type added to (or missing from) an enum would leave the manifest unchanged. A protocol's
    inheritance is part of its declaration line."""
    result = set()
    for path in glob.glob(os.path.join(graph_dir, "UIKitSurface*.symbols.json")):
        symbols = json.load(open(path))["symbols"]
        enums = {".".join(s["pathComponents"]) for s in symbols
                 if s["kind"]["identifier"] == "swift.enum"
                 and "UIKitSurface/UIKit/" in s.get("location", {}).get("uri", "")}
        for symbol in symbols:
            location = symbol.get("location", {}).get("uri", "")
            key = ".".join(symbol["pathComponents"])
            synthesized_raw_init = (not location and symbol["pathComponents"][-1] == "init(rawValue:)"
                                    and ".".join(symbol["pathComponents"][:-1]) in enums)
            if "UIKitSurface/UIKit/" not in location and not synthesized_raw_init:
                continue  # synthesized or inherited: not a declaration of the surface
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            result.add(f"{key} :: {declaration} :: {availability(symbol)}")
    return sorted(result)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite the manifest")
    parser.add_argument("--symbol-graph-dir", help="use symbol graphs already dumped here")
    parser.add_argument("--audit", metavar="REPORT", help="check the real-SDK audit's report instead")
    args = parser.parse_args()
    if args.audit:
        return check_audit(args.audit)
    graph_dir = args.symbol_graph_dir
    if not graph_dir:
        output = subprocess.run(
            ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
            check=True, capture_output=True, text=True).stdout
        graph_dir = output.strip().splitlines()[-1].split("Files written to ", 1)[-1]
    bridge = os.path.join(graph_dir, "StatelyUIKit.symbols.json")
    names = {s["names"]["title"] for s in json.load(open(bridge))["symbols"]} if os.path.exists(bridge) else set()
    if "StatelyUIButton" not in names:
        print("StatelyUIKit declares no StatelyUIButton: the bridge did not compile against the surface "
              "(is canImport(UIKit) false? check the -module-alias flags in Package.swift)", file=sys.stderr)
        return 1
    current = lines(graph_dir)
    if not current:
        print(f"no UIKit surface symbols found in {graph_dir}", file=sys.stderr)
        return 1
    if args.update:
        with open(MANIFEST, "w") as file:
            file.write("\n".join(current) + "\n")
        print(f"wrote {len(current)} declarations to {MANIFEST}")
        return 0
    expected = [line for line in open(MANIFEST).read().splitlines() if line]
    if current == expected:
        print(f"UIKit surface: {len(current)} declarations match the manifest")
        return 0
    print("The UIKit surface differs from Tests/UIKitSurface/manifest.txt:")
    sys.stdout.writelines(
        line + "\n" for line in difflib.unified_diff(expected, current, "manifest", "surface", lineterm=""))
    return 1


if __name__ == "__main__":
    sys.exit(main())
