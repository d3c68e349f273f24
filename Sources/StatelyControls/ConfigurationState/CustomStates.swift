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

  /// The entry with the smallest name, if any.
  private var first: Entry?
  /// The other entries, sorted by name.
  private var rest: [Entry] = []

  /// Whether no custom state is set.
  var isEmpty: Bool { first == nil }

  /// The entries sorted by name.
  var entries: [Entry] {
    guard let first else { return [] }
    return [first] + rest
  }

  /// The stored value for `name`, if set.
  func value(named name: String) -> (any Hashable & Sendable)? {
    if let first, first.name == name { return first.value }
    for entry in rest where entry.name == name { return entry.value }
    return nil
  }

  /// Sets or removes (with `nil`) the value for `name`.
  mutating func setValue(_ value: (any Hashable & Sendable)?, named name: String) {
    if let current = first, current.name == name, rest.isEmpty {
      first = value.map { Entry(name: name, value: $0) }
      return
    }
    if first == nil {
      first = value.map { Entry(name: name, value: $0) }
      return
    }
    var all = entries
    all.removeAll { $0.name == name }
    if let value {
      let index = all.firstIndex { $0.name > name } ?? all.endIndex
      all.insert(Entry(name: name, value: value), at: index)
    }
    first = all.first
    rest = Array(all.dropFirst())
  }
}
