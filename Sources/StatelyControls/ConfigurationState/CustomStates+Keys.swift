extension CustomStates {
  /// The value for a typed key: the stored value when it has the key's type, else the default.
  func value<Value>(for key: ConfigurationStateKey<Value>) -> Value {
    guard let stored = value(named: key.name), let typed = stored as? Value else { return key.defaultValue }
    return typed
  }

  /// Stores a value for a typed key; the key's default removes it.
  mutating func setValue<Value>(_ value: Value, for key: ConfigurationStateKey<Value>) {
    if value == key.defaultValue {
      if self.value(named: key.name) != nil { setValue(nil, named: key.name) }
    } else {
      setValue(value, named: key.name)
    }
  }

  /// The value for a raw name, or an error listing the names that are set.
  func lookUp(_ name: String) throws(ConfigurationStateError) -> any Hashable & Sendable {
    guard let value = value(named: name) else {
      throw .unknownCustomState(name: name, known: entries.map(\.name))
    }
    return value
  }
}
