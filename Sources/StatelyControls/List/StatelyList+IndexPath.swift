extension StatelyList {
  /// The position of a cell: its section and its item within the section. Ordered by section, then
  /// item.
  public struct IndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates an index path.
    ///
    /// - Parameters:
    ///   - item: The item index.
    ///   - section: The section index.
    public init(item: Int, section: Int) {
      self.item = item
      self.section = section
    }

    /// Orders by section, then item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
      (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
  }
}
