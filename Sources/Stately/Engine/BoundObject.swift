/// The weakly held object of one or more bindings. Every binding of one object shares one, so an
/// update loads the object once, however many of its properties change.
///
/// Sharing the weak reference itself, rather than comparing object addresses, keeps a new object
/// that happens to reuse a released object's address from ever being written through an old binding.
internal final class BoundObject {
  /// The object, or `nil` once it has gone away.
  weak var object: AnyObject?
  /// The identity of the object, kept after it has gone away.
  let id: ObjectIdentifier

  /// A weak hold on `object`.
  ///
  /// - Parameter object: The bound object.
  init(_ object: AnyObject) {
    self.object = object
    id = ObjectIdentifier(object)
  }
}

/// The object one update last loaded from a ``BoundObject``, held strongly until the update ends, so
/// consecutive bindings of one object load it once.
internal struct LoadedObject {
  /// The identity of the ``BoundObject`` last loaded from. The bindings being applied keep it alive.
  private var source: ObjectIdentifier?
  /// What that load returned.
  private var object: AnyObject?

  /// Nothing loaded yet.
  init() {}

  /// The object `bound` holds, loaded now unless the last load was from `bound`.
  ///
  /// The reference is unretained: this value holds the object strongly until it is dropped or loads
  /// another, so use the reference before either.
  ///
  /// - Parameter bound: The weak hold to read.
  /// - Returns: The object, or `nil` when it has gone away.
  /// - Complexity: O(1).
  mutating func object(of bound: BoundObject) -> Unmanaged<AnyObject>? {
    let id = ObjectIdentifier(bound)
    if source != id {
      source = id
      object = bound.object
    }
    guard let object else { return nil }
    return Unmanaged.passUnretained(object)
  }
}
