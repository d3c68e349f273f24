/// A configuration state that keeps its custom states in ``CustomStates``: the custom-state members of
/// ``ConfigurationState``, written once for ``ViewConfigurationState`` and ``CellConfigurationState``.
///
/// The protocol is internal and its members are `public`: they are the two types' witnesses of
/// ``ConfigurationState``'s requirements, which is what other modules call, and where DocC documents
/// them.
protocol CustomStateStoring {
  /// The custom states.
  var customStates: CustomStates { get set }
}

extension CustomStateStoring {
  /// The value of a custom state, such as `state[.isArchived]`, or the key's default when it is not set
  /// (or was set with another type under the same name). Setting the default removes it.
  ///
  /// - Complexity: O(*n*) for *n* custom states.
  public subscript<Value>(key: ConfigurationStateKey<Value>) -> Value {
    get { customStates.value(for: key) }
    set { customStates.setValue(newValue, for: key) }
  }

  /// The custom state stored under a raw key name, for code that knows only names.
  ///
  /// - Parameter name: The key's name.
  /// - Throws: ``ConfigurationStateError/unknownCustomState(name:known:)`` when nothing is set.
  public func customState(named name: String) throws(ConfigurationStateError) -> any Hashable & Sendable {
    try customStates.lookUp(name)
  }

  /// The names of the custom states that are set, in ascending order.
  public var customStateNames: [String] { customStates.entries.map(\.name) }
}
