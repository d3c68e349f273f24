/// Nearest-rank percentiles of measured latencies.
struct LatencySummary {
  /// The latencies, ascending.
  let sorted: [Duration]

  /// Sorts the measurements.
  init(_ latencies: [Duration]) {
    sorted = latencies.sorted()
  }

  /// The smallest latency that at least `fraction` of the measurements do not exceed, or zero when
  /// there are none.
  func percentile(_ fraction: Double) -> Duration {
    guard !sorted.isEmpty else { return .zero }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// The largest latency, or zero when there are none.
  var maximum: Duration { sorted.last ?? .zero }
}

extension Duration {
  /// The duration in microseconds, for reports.
  var microseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  }

  /// `812 µs` or `4.31 ms`, for reports.
  var formatted: String {
    let value = microseconds
    if value < 1_000 { return "\(Int(value.rounded())) µs" }
    return "\((value / 10).rounded() / 100) ms"
  }
}
