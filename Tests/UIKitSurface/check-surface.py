#!/usr/bin/env python3
"""Checks that the declarations-only UIKit surface matches its checked-in manifest.

The surface (UIKit/) is what StatelyUIKit is type-checked against on Linux. manifest.txt lists every
public declaration it makes, one line each: the symbol's path, its declaration as Swift prints it, and
its availability, transcribed from Apple's documentation. This script dumps the surface's symbol graph
and fails, showing the difference, when a declaration was added, removed or changed without the
manifest, so the surface cannot drift silently.

  python3 Tests/UIKitSurface/check-surface.py             # check (run from the repository root)
  python3 Tests/UIKitSurface/check-surface.py --update    # rewrite the manifest after a reviewed change
"""
import argparse
import difflib
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "manifest.txt")


def availability(symbol):
    entries = []
    for item in symbol.get("availability", []):
        introduced = item.get("introduced")
        if introduced:
            version = f"{introduced['major']}.{introduced.get('minor', 0)}"
            entries.append(f"{item['domain']} {version}")
    return ", ".join(entries) if entries else "-"


def lines(graph_dir):
    result = set()
    for path in glob.glob(os.path.join(graph_dir, "UIKitSurface*.symbols.json")):
        for symbol in json.load(open(path))["symbols"]:
            location = symbol.get("location", {}).get("uri", "")
            if "UIKitSurface/UIKit/" not in location:
                continue  # synthesized or inherited: not a declaration of the surface
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            result.add(f"{'.'.join(symbol['pathComponents'])} :: {declaration} :: {availability(symbol)}")
    return sorted(result)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite the manifest")
    parser.add_argument("--symbol-graph-dir", help="use symbol graphs already dumped here")
    args = parser.parse_args()
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
