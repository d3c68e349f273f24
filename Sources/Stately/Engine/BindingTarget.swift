/// The object that one or more bindings write to, held weakly.
///
/// The bindings of one object share one `BindingTarget`, made when the first of them is bound. An update
/// loads the object once for consecutive bindings that share it, and lends it to each of their writes.
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
