/// The assignment counts of the values the precedence rules compare, as a configuration holds them
/// (see ``Customizable/assignments``).
struct PrecedenceAssignments: Equatable {
  var title: UInt32
  var baseForegroundColor: UInt32
  var image: UInt32

  /// The counts of `configuration`.
  init(_ configuration: ButtonConfiguration) {
    title = configuration.storedValues.$titleContent.assignments
    baseForegroundColor = configuration.storedValues.$baseForegroundColor.assignments
    image = configuration.storedValues.$image.assignments
  }

  /// Marks the customised values of `configuration` that the precedence rules compare, before the
  /// update's override and handler run: any assignment after this changes their counts, even one in a
  /// configuration the handler builds afresh, whose counts would otherwise equal these.
  ///
  /// Writes only the counts that are neither marked nor 0, so a configuration whose values were not
  /// assigned since the last update is not written, nor copied.
  static func mark(_ configuration: inout ButtonConfiguration) {
    let counts = PrecedenceAssignments(configuration)
    func needsMark(_ count: UInt32) -> Bool { count != 0 && count != .max }
    if needsMark(counts.title) { configuration.values.$titleContent.markAssignments() }
    if needsMark(counts.baseForegroundColor) { configuration.values.$baseForegroundColor.markAssignments() }
    if needsMark(counts.image) { configuration.values.$image.markAssignments() }
  }
}

/// Which values the precedence rules compare an update's override or handler wrote.
struct WrittenValues: Sendable, Hashable {
  var title = false
  var baseForegroundColor = false
  var image = false

  init() {}

  /// Compares the assignment counts before and after the override and handler ran: a write counts
  /// even when it writes the value that was already there.
  init(before: PrecedenceAssignments?, after: ButtonConfiguration?) {
    guard let after else { return }
    let now = PrecedenceAssignments(after)
    title = now.title != 0 && now.title != before?.title
    baseForegroundColor =
      now.baseForegroundColor != 0 && now.baseForegroundColor != before?.baseForegroundColor
    image = now.image != 0 && now.image != before?.image
  }
}
