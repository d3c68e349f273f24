/// The looks whose findings were already reported, so each is reported once: a value, tested as one.
struct DiagnosticsLedger: Sendable, Hashable {
  /// The keys reported so far.
  private(set) var reported: Set<AnyHashableLook> = []

  /// The findings to report for a look seen now: all of them the first time the look is seen with
  /// findings, and none afterwards, or for a look without findings.
  ///
  /// - Parameters:
  ///   - key: What identifies the look, such as its space and table.
  ///   - findings: Its findings, computed only the first time.
  /// - Returns: The lines to report now.
  mutating func report(_ key: AnyHashableLook, findings: () -> [String]) -> [String] {
    guard !reported.contains(key) else { return [] }
    reported.insert(key)
    return findings()
  }
}

/// A look's identity for the ledger: any hashable, sendable value, such as a style's space and table.
struct AnyHashableLook: Sendable, Hashable {
  private let value: any Hashable & Sendable

  init(_ value: some Hashable & Sendable) { self.value = value }

  static func == (lhs: AnyHashableLook, rhs: AnyHashableLook) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
}
