/// An object that bindings write to, held weakly and shared by its bindings (ARCHITECTURE.md, "Bindings").
///
/// Sharing the reference, not only the object's identifier, keeps an object allocated later at a freed
/// target's address from being taken for it.
final class BindingTarget {
  /// The object, or `nil` once it has gone away.
  weak let object: AnyObject?
  /// The identity of the object, kept after it has gone away.
  let id: ObjectIdentifier

  /// A weak reference to `object`.
  init(_ object: AnyObject) {
    self.object = object
    id = ObjectIdentifier(object)
  }
}
