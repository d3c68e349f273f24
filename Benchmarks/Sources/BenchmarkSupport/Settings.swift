internal import Benchmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Settings shared by every benchmark suite of this package.
public enum Settings {
  /// Set `STATELY_BENCHMARK_SMOKE=1` to run each benchmark a few times only, as CI's smoke pass does:
  /// it proves that the benchmarks build and run, and measures nothing worth keeping.
  public static let isSmokeRun = Environment.value("STATELY_BENCHMARK_SMOKE") != nil

  /// The defaults for every benchmark of a suite: time and allocations (this VM exposes no hardware
  /// counters, so `.instructions` reads nothing); tolerances
  /// that make `thresholds check` fail on a regression.
  public static func apply() {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
      metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
      timeUnits: .nanoseconds,
      warmupIterations: isSmokeRun ? 1 : 10,
      scalingFactor: .kilo,
      maxDuration: isSmokeRun ? .milliseconds(50) : .seconds(2),
      maxIterations: isSmokeRun ? 5 : 10_000,
      thresholds: [
        // Time is noisy on a shared machine: 35 % over the stored p90 is a regression.
        .wallClock: .init(relative: [.p90: 35]),
        .cpuTotal: .init(relative: [.p90: 35]),
        // Allocations are counted per measured iteration, which is 1,000 state changes or lookups for
        // the scaled benchmarks: a tolerance of 5 absorbs one-off buffer growth, while one allocation
        // more per change or lookup adds 1,000 and fails.
        .mallocCountTotal: .init(absolute: [.p90: 5]),
      ])
  }
}

/// Reads the process environment without Foundation.
enum Environment {
  /// The value of the environment variable `name`, or `nil` when it is not set.
  static func value(_ name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    return String(cString: pointer)
  }
}
