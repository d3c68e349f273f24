extension StateSpace {
  /// The standard space: highlighted, disabled and selected, with no custom states.
  public static let standard: StateSpace = {
    do { return try StateSpace() } catch {
      preconditionFailure("the standard state space is valid: \(error)")
    }
  }()
}
