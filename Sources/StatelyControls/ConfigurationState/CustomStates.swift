/// The custom states of a configuration state: values keyed by name, kept sorted by name so equality,
/// hashing and listing never depend on insertion order.
///
/// The first entry is stored inline, so a state with one custom state (the common case) needs no
/// heap allocation beyond what its value needs.
struct CustomStates: Sendable, Hashable {
  /// One custom state.
  struct Entry: Sendable, Hashable {
    let name: String
    let value: any Hashable & Sendable

    static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.name == rhs.name && Self.equal(lhs.value, rhs.value)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(value)
    }

    /// Compares two existential values: equal when they have the same type and compare equal.
    static func equal(_ lhs: any Hashable & Sendable, _ rhs: any Hashable & Sendable) -> Bool {
      func open<T: Hashable & Sendable>(_ left: T) -> Bool {
        guard let right = rhs as? T else { return false }
        return left == right
      }
      return open(lhs)
    }
  }

  /// The entries sorted by name, or `nil` when there are none: a state without custom states then
  /// copies and destroys as cheaply as its plain flags.
  private var sorted: [Entry]?

  /// Whether no custom state is set.
  var isEmpty: Bool { sorted == nil }

  /// The entries sorted by name.
  var entries: [Entry] { sorted ?? [] }

  /// The stored value for `name`, if set.
  func value(named name: String) -> (any Hashable & Sendable)? {
    guard let sorted else { return nil }
    for entry in sorted where entry.name == name { return entry.value }
    return nil
  }

  /// Sets or removes (with `nil`) the value for `name`.
  mutating func setValue(_ value: (any Hashable & Sendable)?, named name: String) {
    var all = sorted ?? []
    all.removeAll { $0.name == name }
    if let value {
      let index = all.firstIndex { $0.name > name } ?? all.endIndex
      all.insert(Entry(name: name, value: value), at: index)
    }
    sorted = all.isEmpty ? nil : all
  }
}
