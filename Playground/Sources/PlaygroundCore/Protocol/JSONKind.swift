/// The JSON type of one value: what an error message names when a field has the wrong type.
enum JSONKind: Sendable, Hashable {
  case null, bool, number, string, array, object
  /// A value `JSONDecoder` read but cannot give as any type, such as a string holding a lone surrogate.
  case undecodable

  /// The type with its article, as an error message says it: "a string", "an array".
  var name: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    case .undecodable: "text that is not valid JSON (such as a lone surrogate or a control character)"
    }
  }

  /// The type of the value `decoder` decodes, found by asking for each type in turn.
  ///
  /// Only an error path calls it: a field of the right type is decoded directly.
  ///
  /// - Parameter decoder: A decoder positioned at one value.
  init(of decoder: any Decoder) {
    if let value = try? decoder.singleValueContainer() {
      if value.decodeNil() {
        self = .null
        return
      }
      if (try? value.decode(Bool.self)) != nil {
        self = .bool
        return
      }
      if (try? value.decode(Double.self)) != nil {
        self = .number
        return
      }
      if (try? value.decode(String.self)) != nil {
        self = .string
        return
      }
    }
    if (try? decoder.unkeyedContainer()) != nil {
      self = .array
    } else if (try? decoder.container(keyedBy: AnyKey.self)) != nil {
      self = .object
    } else {
      self = .undecodable
    }
  }
}

/// A coding key for any field name, to list and read an object's fields by name.
struct AnyKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
