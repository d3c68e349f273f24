// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
// A declarations-only stand-in for UIKit, compiled on Linux only (see ../README.md): it declares just
// the symbols StatelyUIKit uses, with Apple's spellings, raw values and availability, and stores what a
// test reads back. It is never built on Apple platforms, where the real UIKit is imported instead.
@_exported import Foundation
