extension StatePredicate: CustomStringConvertible {
  /// A readable form, such as `containsAll[selected, application(0)]` or
  /// `(exact[highlighted] | custom("odd"))`. ``StateNames/describe(_:)-(StatePredicate)`` names the
  /// custom bits.
  public var description: String { StateNames.unnamed.describe(self) }
}

extension StatePredicate.Node {
  /// The expression with its states printed by `names`.
  func describe(with names: StateNames) -> String {
    switch self {
    case .exact(let s): "exact" + names.describe(s)
    case .containsAll(let s): "containsAll" + names.describe(s)
    case .doesNotContainAll(let s): "doesNotContainAll" + names.describe(s)
    case .containsAny(let s): "containsAny" + names.describe(s)
    case .containsNone(let s): "containsNone" + names.describe(s)
    case .custom(let custom): "custom(\"\(custom.name)\")"
    case .and(let lhs, let rhs): "(\(lhs.describe(with: names)) & \(rhs.describe(with: names)))"
    case .or(let lhs, let rhs): "(\(lhs.describe(with: names)) | \(rhs.describe(with: names)))"
    case .not(let inner): "!" + inner.describe(with: names)
    }
  }
}
