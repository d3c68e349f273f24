/// The JSON type of one value: what an error message names when a field has the wrong type.
enum JSONKind: Sendable, Hashable {
  case null, bool, number, string, array, object

  /// The type with its article, as an error message says it: "a string", "an array".
  var name: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
