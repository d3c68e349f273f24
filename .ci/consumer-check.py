#!/usr/bin/env python3
"""Builds an app package that adds Stately with the README's own package line and compiles the README's
first sample in it, then checks what SwiftPM fetched.

The README's "Add it" section gives the line for a clone beside the app, `.package(path: "../Stately",
traits: [])`, and for a hosted copy, `.package(url: ..., from: "0.1.0", traits: [])`. This script makes
a scratch folder holding `Stately` (a link to this repository) and `App`, whose manifest uses the clone
line as written, builds it from clean and prints the packages it fetched and the build time. When this
repository has the tag 0.1.0 it builds the hosted line too, with a `file://` URL to the link. It exits 1
when a build fails or when a package only Stately's tests, docs, HTML or snapshot testing use was
fetched.

  python3 .ci/consumer-check.py [--keep DIR]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# What an app that uses only the engine and the controls must not fetch.
FORBIDDEN = ["plot", "swift-snapshot-testing", "swift-syntax", "swift-custom-dump", "xctest-dynamic-overlay",
             "swift-property-based", "swift-docc-plugin", "swift-docc-symbolkit"]


def readme_parts():
    """The clone line, the hosted line and the first sample (its first two Swift blocks), from README.md."""
    text = open(os.path.join(ROOT, "README.md")).read()
    add_it = text.split("## Add it", 1)[1].split("\n## ", 1)[0]
    clone = re.search(r'^\s*(\.package\(path: "\.\./Stately", traits: \[\]\)),?\s*$', add_it, re.M)
    hosted = re.search(r'^\s*(\.package\(url: "[^"]+", from: "0\.1\.0", traits: \[\]\)),?\s*$', add_it, re.M)
    product = re.search(r'^\s*(\.product\(name: "StatelyControls", package: "Stately"\)),?\s*$', add_it, re.M)
    if not (clone and hosted and product):
        sys.exit("README.md's \"Add it\" section lacks the clone line, the hosted line or the product line")
    sample = text.split("## A follow button", 1)[1]
    blocks = re.findall(r"```swift\n(.*?)```", sample, re.S)[:2]
    if len(blocks) < 2:
        sys.exit("README.md's follow button lacks its two Swift blocks")
    return clone.group(1), hosted.group(1), product.group(1), "\n".join(blocks)


def build(scratch, package_line, product_line, sample, label):
    """Builds the app with `package_line`; returns the fetched packages and the seconds it took."""
    app = os.path.join(scratch, "App")
    shutil.rmtree(app, ignore_errors=True)
    os.makedirs(os.path.join(app, "Sources", "App"))
    with open(os.path.join(app, "Package.swift"), "w") as manifest:
        manifest.write(f"""// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [{package_line}],
  targets: [
    .executableTarget(
      name: "App", dependencies: [.product(name: "Stately", package: "Stately"), {product_line}])
  ],
  swiftLanguageModes: [.v6]
)
""")
    with open(os.path.join(app, "Sources", "App", "main.swift"), "w") as main:
        main.write(sample)
        main.write('\nprint(title, findings.isEmpty ? "no findings" : "findings")\n')
    start = time.monotonic()
    result = subprocess.run(["swift", "build", "--package-path", app], capture_output=True, text=True)
    seconds = time.monotonic() - start
    if result.returncode != 0:
        print(result.stdout[-4000:], result.stderr[-4000:])
        sys.exit(f"{label}: the app does not build")
    run = subprocess.run(["swift", "run", "--package-path", app, "--skip-build", "App"], capture_output=True,
                         text=True)
    if run.returncode != 0 or "Mutual" not in run.stdout:
        sys.exit(f"{label}: the app ran with {run.returncode} and printed {run.stdout!r}")
    checkouts = os.path.join(app, ".build", "checkouts")
    fetched = sorted(os.listdir(checkouts)) if os.path.isdir(checkouts) else []
    return fetched, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", help="build in this folder and keep it")
    args = parser.parse_args()
    clone, hosted, product, sample = readme_parts()
    scratch = args.keep or tempfile.mkdtemp(prefix="stately-consumer-")
    os.makedirs(scratch, exist_ok=True)
    link = os.path.join(scratch, "Stately")
    if not os.path.lexists(link):
        os.symlink(ROOT, link)
    runs = [("clone", clone)]
    tags = subprocess.run(["git", "-C", ROOT, "tag", "-l", "0.1.0"], capture_output=True, text=True).stdout
    if tags.strip() == "0.1.0":
        runs.append(("hosted", re.sub(r'url: "[^"]+"', f'url: "file://{link}"', hosted)))
    else:
        print("no tag 0.1.0 in this clone: the hosted line is not built")
    failed = False
    for label, line in runs:
        fetched, seconds = build(scratch, line, product, sample, label)
        bad = [name for name in fetched if name.lower() in FORBIDDEN]
        print(f"{label}: {line}\n  fetched: {', '.join(fetched) or 'nothing'}\n  clean build: {seconds:.0f} s")
        if bad:
            print(f"  FAIL: fetched {', '.join(bad)}, which an app of Stately and StatelyControls does not use")
            failed = True
    if not args.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
