/// Copy-on-write storage for a configuration's values: copying the configuration is one retain, and a
/// change copies the values only when another configuration still shares them.
///
/// Its accessors, and the configurations' dynamic members, are inlinable so that a client's
/// `configuration.title = "Buy"` compiles to a direct write: the key path folds away instead of being
/// applied at run time, which allocates (instruction gate: without them, `button` costs 2,300 more
/// instructions and 3 allocations per update, `reusedCell` 5,400 and 6).
@usableFromInline
struct CopyOnWrite<Value: Sendable & Hashable>: @unchecked Sendable, Hashable {
  // `@unchecked Sendable`: the box is mutated only through `value`'s `_modify`, which first makes sure
  // this is the only reference, so no two owners ever see a mutation.
  @usableFromInline
  final class Box {
    // Unchecked: `value` is read only through `_read` and written only through `_modify` after the
    // uniqueness check, so accesses never overlap; the runtime's check cost 85 instructions per access,
    // and a button update reads a configuration's values 10 times (instruction gate, `button` mode).
    @exclusivity(unchecked) @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
  }

  @usableFromInline var box: Box

  @inlinable init(_ value: Value) { box = Box(value) }

  /// The values; a mutation copies them first when they are shared.
  @inlinable var value: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  @inlinable static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }

  @inlinable func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
