// swift-tools-version: 6.1
import PackageDescription

/// The app of StatelyTesting's guide, "Test every state of your control": a control made outside
/// Stately, and its test target, which depends on Stately by path as an app depends on it by URL.
/// `.ci/run` runs its tests, which compare the snapshots under `Tests/BadgesTests/__Snapshots__`.
let package = Package(
  name: "TestingGuide",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Stately", path: "../..")],
  targets: [
    .target(
      name: "Badges",
      dependencies: [
        .product(name: "Stately", package: "Stately"), .product(name: "StatelyControls", package: "Stately"),
      ]),
    .testTarget(
      name: "BadgesTests",
      dependencies: ["Badges", .product(name: "StatelyTesting", package: "Stately")],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
