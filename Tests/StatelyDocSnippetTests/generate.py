#!/usr/bin/env python3
"""Writes every public doc snippet of Sources/ into this test target, so `swift test` compiles them.

A snippet is a ```swift block in a `///` comment. Statements become the body of a function (async when
they await) whose parameters are the names of CONTEXT below that the snippet mentions (a snippet may
shadow one with its own declaration); declarations go in an enum of their own, an override in a
subclass of the class it belongs to, and extensions and `@Observable` classes stay at file scope. The target's test checks that every snippet in
Sources/ is here, so a changed snippet fails `swift test` until this script runs again:

    python3 Tests/StatelyDocSnippetTests/generate.py
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MODULES = [
    "Stately", "StatelyControls", "StatelyExamples", "StatelyHTML", "StatelyTesting", "StatelyUIKit", "StatelySwiftUI",
]
# Where a module's snippets go, from the package's root, when not into this target: StatelySwiftUI's are
# compiled by its own test target, which the real-SDK type-check builds against SwiftUI.
OUTPUT = {"StatelySwiftUI": "Tests/StatelySwiftUITests/Generated"}
# The condition a module's snippets are compiled under, for the frameworks Linux does not have.
CONDITION = {"StatelyUIKit": "canImport(UIKit)", "StatelySwiftUI": "canImport(SwiftUI)"}
DECLARATION = re.compile(r"^(extension|import|@Observable|@MainActor|(public |final |open )*(class|struct|enum|actor|protocol) )")


# What a file of each module's snippets imports: the module and those it builds on, as an app using it
# would. The engine's snippets show it driving controls, so they see StatelyControls too.
IMPORTS = {
    "Stately": ["Observation", "Stately", "StatelyControls", "StatelyExamples"],
    "StatelyControls": ["Stately", "StatelyControls"],
    "StatelyExamples": ["Stately", "StatelyControls", "StatelyExamples"],
    "StatelyHTML": ["Stately", "StatelyControls", "StatelyHTML"],
    "StatelyTesting": [
        "Foundation", "SnapshotTesting", "Stately", "StatelyControls", "StatelyExamples", "StatelyHTML", "StatelyTesting",
    ],
    "StatelyUIKit": ["Stately", "StatelyControls", "StatelyExamples", "StatelyUIKit", "UIKit"],
    "StatelySwiftUI": ["Stately", "StatelyControls", "StatelySwiftUI", "SwiftUI"],
}


def snippets(module):
    """(path, body lines) of every snippet of a module, in path order: the ```swift blocks of the `///`
    comments of its Swift files."""
    found = []
    base = os.path.join(ROOT, "Sources", module)
    # Sorted by the path below the module's folder, as the target's test reads them.
    paths = sorted(
        os.path.relpath(os.path.join(folder, name), base)
        for folder, _, files in os.walk(base) for name in files if name.endswith(".swift"))
    marker = r"^ */// ?"
    for relative in paths:
        path = os.path.join(base, relative)
        lines = open(path, encoding="utf-8").read().split("\n")
        index = 0
        while index < len(lines):
            if re.match(marker + r"```swift\s*$", lines[index]):
                body = []
                index += 1
                while not re.match(marker + r"```\s*$", lines[index]):
                    if not re.match(marker, lines[index]):
                        sys.exit("%s:%d: a ```swift block in a doc comment is not closed" % (path, index + 1))
                    body.append(re.sub(marker, "", lines[index]))
                    index += 1
                found.append((os.path.relpath(path, ROOT), body))
            index += 1
    return found


# The names snippets use without declaring them, passed as the function's parameters whenever a snippet
# mentions them (shadowing a parameter is allowed): value types `inout`, so a snippet can change them.
# SnippetContext.swift declares the types that stand for an app's own.
CONTEXT = {
    "a": "StatelyButton", "b": "StatelyButton", "c": "StatelyButton",
    "background": "inout BackgroundConfiguration",
    "button": "StatelyButton",
    "cart": "Cart",
    "cell": "Cell",
    "chart": "Chart",
    "checkout": "StatelyButton",
    "configuration": "inout ButtonConfiguration",
    "control": "SegmentedControl",
    "cycle": "UpdateCycle",
    "engine": "ControlEngine",
    "indexPath": "StatelyList.IndexPath",
    "label": "Label",
    "list": "StatelyList",
    "mailbox": "Mailbox",
    "mailboxes": "inout [Mailbox]",
    "network": "Network",
    "rows": "[String]",
    "state": "inout CellConfigurationState",
}
# Per module, names that mean something else there, or only there.
CONTEXT_MODULE = {
    "Stately": {
        "code": "String", "follow": "FollowButton", "input": "(bit: Int, name: String)",
        "loading": "ControlState", "mutual": "ControlState", "nextField": "Field", "pin": "PinField",
        "space": "StateSpace", "states": "FollowStates", "table": "inout StateTable<DynamicColor>", "title": "inout StateTable<String>",
        "titles": "inout StateTable<String>", "user": "FollowedUser", "validate": "(String) -> Bool",
    },
    "StatelyExamples": {
        "buttonAppearance": "ButtonAppearance", "pinAppearance": "PinCodeAppearance",
        "render": "(ExampleAppearance) -> Void",
    },
    "StatelyHTML": {"table": "ConfigurationTable<ButtonConfiguration>", "state": "ControlState"},
    "StatelyTesting": {
        "appearance": "ButtonAppearance", "table": "ConfigurationTable<ButtonConfiguration>",
        "space": "StateSpace", "url": "URL",
    },
    "StatelyUIKit": {"button": "UIButton", "state": "inout UICellConfigurationState"},
}
# Per file, names that mean something else there.
CONTEXT_IN = {
    "Sources/Stately/Control/TouchGeometry.swift": {"control": "Control"},
}
# Snippets of members only (an override), by file: the class they belong to.
MEMBERS_OF = {
    "Sources/StatelyControls/Cell/Cell.swift": "Cell",
    "Sources/StatelyControls/ConfigurationState/CellConfigurationState.swift": "MailCell",
}


def parameters(module, path, kept):
    """The context names a statement snippet uses, as a parameter list."""
    context = dict(CONTEXT)
    context.update(CONTEXT_MODULE.get(module, {}))
    context.update(CONTEXT_IN.get(path, {}))
    text = "\n".join(kept)
    used = []
    for name in sorted(context):
        if re.search(r"(?<![.\w$])%s\b(?!:)" % re.escape(name), text):
            used.append("%s: %s" % (name, context[name]))
    return ", ".join(used)


def split(kept):
    """The file-scope declarations of a snippet (extensions, and `@Observable` classes, which Swift does
    not allow as local types), and the rest."""
    hoisted, rest, inside = [], [], False
    for line in kept:
        if line.startswith("extension ") or line.startswith("@Observable "):
            inside = True
        if inside:
            hoisted.append(line)
            if line == "}" or (line.startswith("extension ") and line.rstrip().endswith("}")):
                inside = False
        else:
            rest.append(line)
    return hoisted, rest


def is_declarations(rest):
    """Whether a snippet is only declarations: every line at column 0 begins one."""
    top = [line for line in rest if line and not line.startswith(" ") and line not in ("}", ")")]
    return bool(top) and all(DECLARATION.match(line) or line.startswith("//") or line.startswith("@") for line in top)


def emit(module):
    imports = IMPORTS[module]
    out = [
        "// Generated by generate.py from the doc comments of Sources/%s: do not edit." % module,
        "// swift-format-ignore-file",
    ]
    body_imports = set()
    chunks = []
    for number, (path, body) in enumerate(snippets(module), start=1):
        name = "%s%sSnippet%d" % (module[0].lower(), module[1:], number)
        for line in body:
            if line.startswith("import "):
                body_imports.add(line[len("import "):].strip())
        # A snippet's test is compiled, not run: it would record snapshots in this folder.
        kept = [re.sub(r"^(\s*)@Test ", r"\1", line) for line in body if not line.startswith("import ")]
        hoisted, rest = split(kept)
        chunks.append("// %s" % path)
        chunks.extend(hoisted)
        if not [line for line in rest if line.strip()]:
            chunks.append("")
            continue
        if rest[0].startswith("override ") and path in MEMBERS_OF:
            chunks.append("final class %s: %s {" % (name, MEMBERS_OF[path]))
            chunks.extend(("  " + line) if line else "" for line in rest)
            chunks.append("}")
        elif is_declarations(rest):
            # In an enum of its own: snippets may each declare a `FollowButton`.
            chunks.append("enum %s {" % name)
            chunks.extend(("  " + line) if line else "" for line in rest)
            chunks.append("}")
        else:
            effect = " async throws" if re.search(r"\bawait\b", "\n".join(rest)) else " throws"
            chunks.append("@MainActor func %s(%s)%s {" % (name, parameters(module, path, rest), effect))
            chunks.extend(("  " + line) if line else "" for line in rest)
            chunks.append("}")
        chunks.append("")
    for name in sorted(set(imports) | body_imports):
        out.append("import %s" % name)
    out.append("")
    out.extend(chunks)
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    for module in MODULES:
        text = emit(module)
        folder = os.path.join(ROOT, OUTPUT[module]) if module in OUTPUT else os.path.join(HERE, "Generated")
        target = os.path.join(folder, module + "Snippets.swift")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if module in CONDITION:
            header, rest = text.split("\n", 2)[:2], text.split("\n", 2)[2]
            text = "\n".join(header) + "\n#if %s\n" % CONDITION[module] + rest + "#endif\n"
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
