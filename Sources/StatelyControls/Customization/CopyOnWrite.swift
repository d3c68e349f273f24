/// Copy-on-write storage for a configuration's values: copying the configuration is one retain, and a
/// change copies the values only when another configuration still shares them.
///
/// Its accessors are inlinable so that a client's `configuration.title = "Buy"` compiles to a direct
/// write: the key path of the dynamic member folds away instead of being applied at run time.
@usableFromInline
struct CopyOnWrite<Value: Sendable & Hashable>: @unchecked Sendable, Hashable {
  // `@unchecked Sendable`: the box is mutated only through `value`'s `_modify`, which first makes sure
  // this is the only reference, so no two owners ever see a mutation.
  @usableFromInline
  final class Box {
    // Unchecked: a box is only ever reached through `value`, whose accesses never overlap.
    @exclusivity(unchecked) @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }

    /// A copy of `other`'s values, counted by ``ConfigurationCopyCounter``.
    @usableFromInline init(copying other: Box) {
      value = other.value
      ConfigurationCopyCounter.current?.count += 1
    }
  }

  @usableFromInline var box: Box

  @inlinable init(_ value: Value) { box = Box(value) }

  /// The values; a mutation copies them first when they are shared.
  @inlinable var value: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(copying: box) }
      yield &box.value
    }
  }

  @inlinable static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }

  @inlinable func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// Counts the copies that copy-on-write storage makes while it is bound: how a test checks that an
/// update copies a configuration's values at most once. Resolved appearances (`CellAppearance`,
/// `BackgroundAppearance`) keep their values in the same storage, so their copies count too, which
/// only makes such a bound stricter.
///
/// ```swift
/// let counter = ConfigurationCopyCounter()
/// ConfigurationCopyCounter.$current.withValue(counter) { cycle.flush() }
/// #expect(counter.count <= 1)
/// ```
package final class ConfigurationCopyCounter: @unchecked Sendable {
  // `@unchecked Sendable`: a counter is bound to one task and read by it after the work it counts.

  /// The counter the current task binds, if any.
  @TaskLocal package static var current: ConfigurationCopyCounter?

  /// The copies counted so far.
  package var count = 0

  /// A counter at zero.
  package init() {}
}
