/// How a binding reaches its property: one closure, built by the `setValue` that made the binding, where
/// the target and value types are known.
///
/// - Called with the object and a pointer to one of the binding's values, it writes the value to the
///   object's property unless the property holds it already, and returns `nil`. It copies the value
///   before it runs any other code.
/// - Called with the object and `nil`, it writes nothing and returns the property's key path, a
///   `ReferenceWritableKeyPath<Target, Value>` retained once, if it applies one; a binding through
///   compiled accessors, whose `setValue` passes the key path itself, returns `nil`. The result is
///   unmanaged so that a write, which returns `nil`, leaves its caller nothing to release.
///
/// A key-path binding's closure answers both so that, at a call site with a key-path literal, the key
/// path has a single use: the closure's capture. The optimiser then propagates the literal into the
/// closure and turns its key-path applications into direct property accesses; it leaves a key path with
/// other uses alone, and the standard library's generic application costs several times as much and
/// allocates.
@usableFromInline
internal typealias PropertyAccess =
  (_ object: AnyObject, _ value: UnsafeRawPointer?) -> Unmanaged<AnyKeyPath>?
