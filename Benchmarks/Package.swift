// swift-tools-version: 6.1
import PackageDescription

/// The Stately benchmarks: a nested package, so the library's own manifest never pulls in benchmark
/// tooling. Run from the repository root with `swift package --package-path Benchmarks benchmark`;
/// see Benchmarks/README.md.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Stately", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(path: "../Playground"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: [
    // Settings every suite shares: metrics, iteration limits, threshold tolerances, the CI smoke pass.
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "Benchmark", package: "benchmark")],
      path: "Sources/BenchmarkSupport"
    ),
    // The controls the Controls suite and the instruction gate measure.
    .target(
      name: "ControlFixtures",
      dependencies: [
        .product(name: "Stately", package: "Stately"),
        .product(name: "StatelyControls", package: "Stately"),
      ],
      path: "Sources/ControlFixtures"
    ),
    // The key paths the instruction-count gate measures under callgrind (instruction-gate.py).
    .executableTarget(
      name: "instruction-gate",
      dependencies: [
        "ControlFixtures",
        .product(name: "Stately", package: "Stately"),
        .product(name: "StatelyControls", package: "Stately"),
        .product(name: "PlaygroundCore", package: "Playground"),
      ],
      path: "Sources/InstructionGate"
    ),
    // The web host under load: N live sessions × M browser events over loopback WebSockets, with the
    // server's own time per event; see Benchmarks/README.md.
    .executableTarget(
      name: "host-load",
      dependencies: [
        "ControlFixtures",
        .product(name: "PlaygroundCore", package: "Playground"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/HostLoad"
    ),
    // A list scrolling by one screen per frame, each pass timed: scroll, flush, visible appearances read.
    .executableTarget(
      name: "cell-frames",
      dependencies: [
        .product(name: "Stately", package: "Stately"),
        .product(name: "StatelyControls", package: "Stately"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/CellFrames"
    ),
    // Resolving one value: hand-written baselines against StateTable and CompiledStateTable, 4 to 256 rules.
    .executableTarget(
      name: "Resolution",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Stately", package: "Stately"),
      ],
      path: "Benchmarks/Resolution",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // State changes through the update cycle: bound properties, Button, a frame of cells, ChangePinForm.
    .executableTarget(
      name: "Controls",
      dependencies: [
        "BenchmarkSupport",
        "ControlFixtures",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Stately", package: "Stately"),
        .product(name: "StatelyControls", package: "Stately"),
        .product(name: "StatelyExamples", package: "Stately"),
      ],
      path: "Benchmarks/Controls",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
