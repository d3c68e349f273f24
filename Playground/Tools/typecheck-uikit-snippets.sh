#!/usr/bin/env bash
# Type-checks the UIKit code the gallery shows on its tiles against Apple's real iOS SDK, from Linux.
#
#   usage: Playground/Tools/typecheck-uikit-snippets.sh [SDK_DIR]
#     SDK_DIR  an extracted iPhoneOS*.sdk (default: $IOS_SDK_WORK/iPhoneOS26.2.sdk)
#   env: IOS_SDK_WORK (default $HOME/.cache/stately-ios-sdk)
#
# UIKit does not exist on Linux, so the Playground package never compiles
# Tests/GallerySnippetTests/UIKit/UIKitSnippets.swift, which GallerySnippetTests writes from the tiles (and
# checks is current). This script type-checks it with the flags and the resource folder that
# ../shared/tools/ios-sdk/typecheck.sh prepares (run that once first), for iOS 26, where the glass
# styles exist. Nothing is linked or run. The last line is `uikit-snippets: N errors, M warnings`.
set -u
cd "$(dirname "$0")/.."
WORK=${IOS_SDK_WORK:-$HOME/.cache/stately-ios-sdk}
SDK=$(cd "${1:-$WORK/iPhoneOS26.2.sdk}" 2>/dev/null && pwd) || { echo "uikit-snippets: could not run: no SDK"; exit 2; }
NAME=$(basename "$SDK" .sdk)
RD=$WORK/rd-$NAME
[ -d "$RD/shims" ] || { echo "uikit-snippets: could not run: run ../shared/tools/ios-sdk/typecheck.sh first ($RD)"; exit 2; }
FILE=Tests/GallerySnippetTests/UIKit/UIKitSnippets.swift
LOG=$(mktemp)
swiftc -typecheck -target arm64-apple-ios26.0 -sdk "$SDK" -resource-dir "$RD" -module-cache-path "$WORK/mc-$NAME" \
  -I "$RD/shims" -swift-version 6 -no-color-diagnostics "$FILE" > "$LOG" 2>&1
status=$?
errors=$(grep -c ': error:' "$LOG")
warnings=$(grep -c ': warning:' "$LOG")
grep -E ': (error|warning):' "$LOG" | head -40
rm -f "$LOG"
echo "uikit-snippets: $errors errors, $warnings warnings ($(grep -c '^@MainActor func' "$FILE") snippets)"
[ "$status" = 0 ] && [ "$errors" = 0 ] && [ "$warnings" = 0 ]
