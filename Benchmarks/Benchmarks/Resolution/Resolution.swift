import Benchmark
import BenchmarkSupport
import Stately

/// Resolving one value: the hand-written baselines against `StateTable`.
///
/// Every benchmark runs 1,000 lookups per iteration (`scalingFactor: .kilo`), cycling through 1,024
/// fixed input states, so the figures printed are per lookup.
let benchmarks: @Sendable () -> Void = {
  Settings.apply()

  let fiveBit = Fixture.fiveBit()
  Benchmark("Baseline: hand-written if-chain, 5 bits") { benchmark in
    let inputs = fiveBit.inputs
    var sum = 0
    for index in benchmark.scaledIterations { sum &+= Fixture.handWritten(inputs[index & 1023]) }
    blackHole(sum)
  }

  for fixture in [fiveBit] + [16, 64, 256].map(Fixture.generated(count:)) {
    let rules = "\(fixture.ruleCount) rules"
    Benchmark("Baseline: per-state Dictionary, \(rules)") { benchmark in
      let inputs = fixture.inputs
      var sum = 0
      for index in benchmark.scaledIterations { sum &+= fixture.dictionaryLookup(inputs[index & 1023]) }
      blackHole(sum)
    }
    Benchmark("Baseline: linear scan, \(rules)") { benchmark in
      let inputs = fixture.inputs
      var sum = 0
      for index in benchmark.scaledIterations { sum &+= fixture.linearScan(inputs[index & 1023]) }
      blackHole(sum)
    }
    Benchmark("StateTable.value(for:), \(rules)") { benchmark in
      let inputs = fixture.inputs
      let table = fixture.table
      var sum = 0
      for index in benchmark.scaledIterations {
        sum &+= table.value(for: ControlState(rawValue: inputs[index & 1023]))
      }
      blackHole(sum)
    }
  }
}
