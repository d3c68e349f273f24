/// The JSON type of one value, read without decoding what the value holds: what an error message names
/// when a field has the wrong type.
///
/// It is decoded only on an error path, and only for the one value in question; it never decodes the
/// elements of an array or the fields of an object, so its cost does not grow with their size.
enum JSONKind: Decodable, Sendable {
  case null, bool, number, string, array, object

  init(from decoder: any Decoder) throws {
    if (try? decoder.unkeyedContainer()) != nil {
      self = .array
      return
    }
    if (try? decoder.container(keyedBy: JSONKey.self)) != nil {
      self = .object
      return
    }
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if (try? value.decode(Bool.self)) != nil {
      self = .bool
    } else if (try? value.decode(String.self)) != nil {
      self = .string
    } else {
      self = .number
    }
  }

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

/// A key of a JSON object, whatever its name: lets a decoder list an object's fields, so that unknown
/// ones are refused by name.
struct JSONKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
