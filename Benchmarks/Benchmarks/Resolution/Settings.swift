import Benchmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Settings shared by the suite's benchmarks.
enum Settings {
  /// Set `STATELY_BENCHMARK_SMOKE=1` to run each benchmark a few times only, as CI's smoke pass does:
  /// it proves that the benchmarks build and run, and measures nothing worth keeping.
  static let isSmokeRun = Environment.value("STATELY_BENCHMARK_SMOKE") != nil

  /// The defaults for every benchmark of the suite: time, instructions and allocations; tolerances
  /// that make `thresholds check` fail on a regression.
  static func apply() {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
      metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal],
      timeUnits: .nanoseconds,
      warmupIterations: isSmokeRun ? 1 : 10,
      scalingFactor: .kilo,
      maxDuration: isSmokeRun ? .milliseconds(50) : .seconds(2),
      maxIterations: isSmokeRun ? 5 : 10_000,
      thresholds: [
        // Time is noisy on a shared machine: a regression is 25 % and 5 ns over the stored p90.
        .wallClock: .init(relative: [.p50: 25, .p90: 25], absolute: [.p50: 5, .p90: 5]),
        .cpuTotal: .init(relative: [.p50: 25, .p90: 25], absolute: [.p50: 5, .p90: 5]),
        // Instructions are stable: 5 % more is a regression.
        .instructions: .init(relative: [.p50: 5, .p90: 5]),
        // Allocations are exact: one more per iteration is a regression.
        .mallocCountTotal: .init(absolute: [.p50: 0, .p90: 0]),
      ])
  }
}

/// Reads the process environment without Foundation.
enum Environment {
  static func value(_ name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    return String(cString: pointer)
  }
}
