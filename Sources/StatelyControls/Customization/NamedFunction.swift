/// A user's closure with the name that stands for it in equality, hashing and error messages.
///
/// Closures cannot be compared, so the transformers that wrap one (``ColorTransformer``,
/// ``TextAttributesTransformer``) compare by this name. Boxing the pair keeps a transformer one
/// reference wide, and two copies of one transformer compare by identity before their names.
final class NamedFunction<Value>: Sendable {
  let name: String
  let transform: @Sendable (Value) -> Value

  init(name: String, transform: @escaping @Sendable (Value) -> Value) {
    self.name = name
    self.transform = transform
  }
}
