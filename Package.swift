// swift-tools-version: 6.1
import PackageDescription

/// Strict settings shared by every target: Swift 6 language mode is set package-wide below.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Stately",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
  products: [
    .library(name: "Stately", targets: ["Stately"]),
    .library(name: "StatelyControls", targets: ["StatelyControls"]),
    .library(name: "StatelyExamples", targets: ["StatelyExamples"]),
    .library(name: "StatelyHTML", targets: ["StatelyHTML"]),
  ],
  dependencies: [
    .package(url: "https://github.com/JohnSundell/Plot.git", from: "0.14.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
      dependencies: ["StatelyControls", .product(name: "Plot", package: "Plot")],
      swiftSettings: strict),

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
      name: "StatelyHTMLTests", dependencies: ["StatelyHTML"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
