// swift-tools-version: 6.1
import PackageDescription

/// Strict settings shared by every target: Swift 6 language mode is set package-wide below.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// On Linux, UIKit does not exist: the bridge is type-checked, and its tests run, against a
/// declarations-only surface in `Tests/UIKitSurface` (see its README). It is declared only here, so
/// `swift build` and Xcode on Apple platforms never see it; there the real UIKit is imported.
///
/// The surface's module is named `UIKitSurface`, and only the bridge's targets see it as `UIKit`
/// (`-module-alias`): a module named `UIKit` in the build would make every other module, dependencies
/// included, believe `canImport(UIKit)`.
#if os(Linux)
  let uikitSurface: [Target] = [
    .target(name: "UIKitSurface", path: "Tests/UIKitSurface/UIKit", swiftSettings: strict)
  ]
  let uikit: [Target.Dependency] = ["UIKitSurface"]
  let uikitProducts: [Product] = []
  // SwiftUI does not exist on Linux: StatelySwiftUI's portable part (a style's state and resolution)
  // builds and is tested here, and the product is declared only on Apple platforms.
  let swiftUIProducts: [Product] = []
  let uikitAlias: [SwiftSetting] = [.unsafeFlags(["-module-alias", "UIKit=UIKitSurface"])]
  // Swift Testing has a cross-import overlay for UIKit that exists only on Apple platforms.
  let uikitTestSettings: [SwiftSetting] =
    uikitAlias + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
#else
  let uikitSurface: [Target] = []
  let uikit: [Target.Dependency] = []
  let uikitProducts: [Product] = [.library(name: "StatelyUIKit", targets: ["StatelyUIKit"])]
  let swiftUIProducts: [Product] = [.library(name: "StatelySwiftUI", targets: ["StatelySwiftUI"])]
  let uikitAlias: [SwiftSetting] = []
  let uikitTestSettings: [SwiftSetting] = []
#endif

let package = Package(
  name: "Stately",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "Stately", targets: ["Stately"]),
    .library(name: "StatelyControls", targets: ["StatelyControls"]),
    .library(name: "StatelyExamples", targets: ["StatelyExamples"]),
    .library(name: "StatelyHTML", targets: ["StatelyHTML"]),
    .library(name: "StatelyTesting", targets: ["StatelyTesting"]),
  ] + uikitProducts + swiftUIProducts,
  // An app that uses only the engine, the controls and the platform bridges fetches none of the packages
  // below it: it names no traits (`traits: []`). StatelyHTML needs the HTML trait (Plot), StatelyTesting
  // the Testing trait (swift-snapshot-testing, and HTML); both are on by default, so this package's own
  // `swift build` and `swift test` build everything.
  traits: [
    .trait(name: "HTML", description: "StatelyHTML: a control's look as HTML, written with Plot."),
    .trait(
      name: "Testing", description: "StatelyTesting: snapshots of every state, with swift-snapshot-testing.",
      enabledTraits: ["HTML"]),
    .default(enabledTraits: ["HTML", "Testing"]),
  ],
  dependencies: [
    .package(url: "https://github.com/JohnSundell/Plot.git", from: "0.14.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // 1. The engine: standard library only.
    .target(name: "Stately", swiftSettings: strict),
    // 2. Colours, configurations, Button and Cell.
    .target(name: "StatelyControls", dependencies: ["Stately"], swiftSettings: strict),
    // 3. The controls from the source articles.
    .target(name: "StatelyExamples", dependencies: ["StatelyControls"], swiftSettings: strict),
    // 4. HTML rendering of resolved appearances.
    .target(
      name: "StatelyHTML",
      dependencies: [
        "StatelyControls", .product(name: "Plot", package: "Plot", condition: .when(traits: ["HTML"])),
      ],
      swiftSettings: strict),
    // 5. The UIKit bridge (iOS 17+; not tvOS, see Sources/StatelyUIKit/Platform.swift): conversions and
    // glue; the decisions stay below.
    .target(
      name: "StatelyUIKit", dependencies: ["StatelyControls"] + uikit, swiftSettings: strict + uikitAlias),
    // 5. The SwiftUI bridge (iOS 17+): button and toggle styles, the gallery view. Its portable part (a
    // style's state and resolution) builds everywhere; its SwiftUI part only where SwiftUI exists.
    .target(name: "StatelySwiftUI", dependencies: ["StatelyControls"], swiftSettings: strict),
    // 6. For an app's test target: every reachable state as a text or HTML snapshot, and rule
    // diagnostics as test failures. Builds everywhere: it does not import the UIKit bridge.
    .target(
      name: "StatelyTesting",
      dependencies: [
        "StatelyControls", "StatelyHTML",
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["Testing"])),
      ],
      swiftSettings: strict),
    // The articles' controls on real UIKit: examples, not part of the library.
    .target(
      name: "StatelyUIKitExamples", dependencies: ["StatelyUIKit", "StatelyExamples"] + uikit,
      path: "Examples/StatelyUIKitExamples", swiftSettings: strict + uikitAlias),
    // The articles' controls in SwiftUI: examples, not part of the library.
    .target(
      name: "StatelySwiftUIExamples", dependencies: ["StatelySwiftUI", "StatelyExamples"],
      path: "Examples/StatelySwiftUIExamples", swiftSettings: strict),

    .testTarget(
      name: "StatelyTests",
      dependencies: ["Stately", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strict),
    .testTarget(
      name: "StatelyControlsTests",
      dependencies: [
        "StatelyControls", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "StatelyExamplesTests",
      dependencies: [
        "StatelyExamples", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "StatelyHTMLTests",
      dependencies: ["StatelyHTML", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strict),
    // Snapshots of every built-in control and every example, recorded under __Snapshots__.
    .testTarget(
      name: "StatelyTestingTests", dependencies: ["StatelyTesting", "StatelyExamples", "StatelySwiftUI"],
      exclude: ["__Snapshots__"], swiftSettings: strict),
    // The same suite runs on Linux against the surface and on an iOS simulator against UIKit
    // (.github/workflows/apple.yml).
    .testTarget(
      name: "StatelyUIKitTests", dependencies: ["StatelyUIKit", "StatelyUIKitExamples"] + uikit,
      swiftSettings: strict + uikitTestSettings),
    // The SwiftUI bridge: its portable logic runs here, compared with StatelyButton, StatelyUIButton and
    // StatelyHTML; its SwiftUI code is type-checked against the real SDK and runs on a simulator.
    .testTarget(
      name: "StatelySwiftUITests",
      dependencies: [
        "StatelySwiftUI", "StatelySwiftUIExamples", "StatelyExamples", "StatelyHTML", "StatelyUIKit",
      ] + uikit,
      swiftSettings: strict + uikitTestSettings),
    // Every public doc snippet of Sources/, compiled; generate.py writes them from the doc comments.
    .testTarget(
      name: "StatelyDocSnippetTests",
      dependencies: [
        "StatelyExamples", "StatelyHTML", "StatelyTesting", "StatelyUIKit",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ] + uikit,
      exclude: ["generate.py"],
      // A snippet shows a value as a bare expression (`button.title  // "Follow"`), which Swift warns
      // is unused: the snippets are compiled for their errors only.
      swiftSettings: strict + uikitTestSettings + [.unsafeFlags(["-suppress-warnings"])]),
  ] + uikitSurface,
  swiftLanguageModes: [.v6]
)
