extension StatePredicate: CustomStringConvertible {
  /// A readable form, such as `containsAll[selected, mutual]` or `(exact[highlighted] | custom("odd"))`.
  public var description: String { node.description }
}

extension StatePredicate.Node: CustomStringConvertible {
  @usableFromInline var description: String {
    switch self {
    case .exact(let s): return "exact\(s)"
    case .containsAll(let s): return "containsAll\(s)"
    case .doesNotContainAll(let s): return "doesNotContainAll\(s)"
    case .containsAny(let s): return "containsAny\(s)"
    case .containsNone(let s): return "containsNone\(s)"
    case .custom(let custom): return "custom(\"\(custom.name)\")"
    case .and(let lhs, let rhs): return "(\(lhs) & \(rhs))"
    case .or(let lhs, let rhs): return "(\(lhs) | \(rhs))"
    case .not(let inner): return "!\(inner)"
    }
  }
}
