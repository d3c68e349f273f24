// swift-tools-version: 6.1
import PackageDescription

/// Strict settings shared by every target; Swift 6 language mode is set package-wide below.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "StatelyPlayground",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "stately-playground", targets: ["stately-playground"]),
    .library(name: "PlaygroundCore", targets: ["PlaygroundCore"]),
  ],
  dependencies: [
    .package(name: "Stately", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // Server, sessions, live protocol, pages and static export.
    .target(
      name: "PlaygroundCore",
      dependencies: [
        .product(name: "Stately", package: "Stately"),
        .product(name: "StatelyControls", package: "Stately"),
        .product(name: "StatelyExamples", package: "Stately"),
        .product(name: "StatelyHTML", package: "Stately"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
      ],
      // The pages' stylesheet and scripts, and the tab icon, as files.
      resources: [.copy("Resources")],
      swiftSettings: strict),
    // The `stately-playground` command.
    .executableTarget(
      name: "stately-playground",
      dependencies: [
        "PlaygroundCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    // The fuzz target over the live protocol: a libFuzzer entry point when built with
    // `-sanitize=fuzzer -DFUZZING`, otherwise a command that replays inputs (see Fuzz/README.md).
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "playground-fuzz", dependencies: ["PlaygroundCore", "FuzzDriver"], swiftSettings: strict),
    // The fuzz target over the HTTP layer: raw bytes on a connection to a server in the same process.
    .executableTarget(
      name: "playground-http-fuzz", dependencies: ["PlaygroundCore", "FuzzDriver"], swiftSettings: strict),
    .testTarget(
      name: "PlaygroundCoreTests",
      dependencies: [
        "PlaygroundCore",
        .product(name: "StatelyControls", package: "Stately"),
        .product(name: "StatelyExamples", package: "Stately"),
        .product(name: "StatelyHTML", package: "Stately"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    // The Swift each gallery tile shows: Stately's, generated into Generated/ and compiled and run here;
    // UIKit's, generated into UIKit/ for a type-check against Apple's SDK (UIKit does not exist on Linux).
    .testTarget(
      name: "GallerySnippetTests",
      dependencies: [
        "PlaygroundCore",
        .product(name: "Stately", package: "Stately"),
        .product(name: "StatelyControls", package: "Stately"),
        .product(name: "StatelyExamples", package: "Stately"),
        .product(name: "StatelyHTML", package: "Stately"),
      ],
      exclude: ["UIKit"],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
