public import Stately

/// A shareable per-state configuration: a base configuration plus state rules, as a value.
///
/// UIKit's `UIButton.Configuration` has no per-state values, so per-state styling ends up in handler
/// code. A table declares it instead, and any number of controls can share it, each resolving it for
/// its own state (the configuration-reuse article's proposed "transferable configuration", done as a value):
///
/// ```swift
/// var table = ConfigurationTable(base: ButtonConfiguration.filled())
/// table.setValue(DynamicColor.systemPink, for: .containsAll(.highlighted), at: \.baseBackgroundColor)
/// table.setValue("Selected", for: .containsAll(.selected), at: \.title)
/// for button in [a, b, c] { button.configurationTable = table }
/// ```
///
/// Resolution for a state starts from ``base``; a whole configuration set with
/// ``setConfiguration(_:for:priority:)`` replaces it where its rule wins; then each property rule
/// writes the value that wins for that property. Rules rank as in `StateTable`.
public struct ConfigurationTable<Configuration: Sendable & Hashable>: Sendable, Hashable {
  /// The configuration for states no whole-configuration rule matches.
  public var base: Configuration
  /// Whole configurations per state.
  public private(set) var configurations: StateTable<Configuration?>
  /// Per-property rules, in the order their first rule was set.
  internal private(set) var properties: [PropertyRules]

  /// Creates a table with no rules.
  ///
  /// - Parameter base: The configuration for states no rule changes.
  public init(base: Configuration) {
    self.base = base
    self.configurations = StateTable(default: nil)
    self.properties = []
  }

  /// Uses `configuration` as the starting point for the states `predicate` matches.
  ///
  /// - Parameters:
  ///   - configuration: A whole configuration.
  ///   - predicate: The states it applies to.
  ///   - priority: An explicit priority, or `nil` for the predicate's default.
  public mutating func setConfiguration(
    _ configuration: Configuration, for predicate: StatePredicate, priority: StatePriority? = nil
  ) {
    configurations.setValue(configuration, for: predicate, priority: priority)
  }

  /// Sets one property's value for the states `predicate` matches.
  ///
  /// - Parameters:
  ///   - value: The property's value in those states.
  ///   - predicate: The states.
  ///   - keyPath: The property.
  ///   - priority: An explicit priority, or `nil` for the predicate's default.
  ///   - label: A name for traces and diagnostics, such as `"title"`. Defaults to the name the
  ///     configuration gives the property (``NamedProperties``), then to the key path's description,
  ///     or `Configuration.property#n` where the key path cannot describe itself.
  public mutating func setValue<Value: Sendable & Hashable>(
    _ value: Value, for predicate: StatePredicate,
    at keyPath: any WritableKeyPath<Configuration, Value> & Sendable,
    priority: StatePriority? = nil, label: String? = nil
  ) {
    if let index = properties.firstIndex(where: { $0.keyPath == keyPath }) {
      properties[index].setValue(value, for: predicate, priority: priority)
    } else {
      let named = (Configuration.self as? any NamedProperties.Type)?.propertyName(of: keyPath)
      let name = label ?? named ?? KeyPathName.describe(keyPath, ordinal: properties.count)
      properties.append(
        PropertyRules(keyPath: keyPath, name: name, value: value, predicate: predicate, priority: priority))
    }
  }

  /// Removes a property rule.
  ///
  /// - Parameters:
  ///   - predicate: The rule's predicate.
  ///   - keyPath: The property.
  /// - Returns: Whether a rule was removed.
  @discardableResult
  public mutating func removeValue<Value: Sendable & Hashable>(
    for predicate: StatePredicate, at keyPath: any WritableKeyPath<Configuration, Value> & Sendable
  ) -> Bool {
    guard let index = properties.firstIndex(where: { $0.keyPath == keyPath }) else { return false }
    let removed = properties[index].removeValue(for: predicate)
    if properties[index].isEmpty { properties.remove(at: index) }
    return removed
  }

  /// The configuration for `state`.
  ///
  /// - Complexity: O(*n*) for *n* rules in all.
  public func configuration(for state: ControlState) -> Configuration {
    var result = configurations.value(for: state) ?? base
    for property in properties { property.apply(state, &result) }
    return result
  }

  /// The number of properties with rules.
  public var ruleCount: Int { configurations.count + properties.reduce(0) { $0 + $1.count } }

  /// For each property with rules, how `state` resolves.
  ///
  /// - Parameters:
  ///   - state: The state to explain.
  ///   - names: The names to print custom states with, usually the control's `StateSpace/names`.
  /// - Returns: Pairs of a property description and its trace, whole configurations first.
  public func explain(_ state: ControlState, names: StateNames = .unnamed)
    -> [(property: String, explanation: StateExplanation)]
  {
    var result: [(String, StateExplanation)] = []
    if !configurations.isEmpty {
      result.append(("configuration", configurations.explain(state, names: names)))
    }
    for property in properties { result.append((property.name, property.explain(state, names: names))) }
    return result
  }

  /// Diagnostics of every rule table in `space`: the whole-configuration table and each property's.
  ///
  /// - Parameter space: The states to examine.
  /// - Returns: Pairs of a property description and its report.
  public func diagnostics(in space: StateSpace) -> [(property: String, diagnostics: TableDiagnostics)] {
    var result: [(String, TableDiagnostics)] = []
    if !configurations.isEmpty { result.append(("configuration", configurations.diagnostics(in: space))) }
    for property in properties { result.append((property.name, property.diagnostics(space))) }
    return result
  }
}

extension ConfigurationTable {
  /// The rules of one property, type-erased so a table can hold properties of any type.
  internal struct PropertyRules: Sendable, Hashable {
    let keyPath: any AnyKeyPath & Sendable
    /// The name shown in traces.
    let name: String
    /// The table, as `StateTable<Value>`.
    private var table: AnyHashableSendable
    private let applyRule: @Sendable (AnyHashableSendable, ControlState, inout Configuration) -> Void
    private let explainRule: @Sendable (AnyHashableSendable, ControlState, StateNames) -> StateExplanation
    private let diagnoseRule: @Sendable (AnyHashableSendable, StateSpace) -> TableDiagnostics
    private let edit: @Sendable (inout AnyHashableSendable, Any, StatePredicate, StatePriority?) -> Void
    private let remove: @Sendable (inout AnyHashableSendable, StatePredicate) -> Bool
    private let countRules: @Sendable (AnyHashableSendable) -> Int

    init<Value: Sendable & Hashable>(
      keyPath: any WritableKeyPath<Configuration, Value> & Sendable, name: String, value: Value,
      predicate: StatePredicate, priority: StatePriority?
    ) {
      self.keyPath = keyPath
      self.name = name
      // The default is never used: a property table only applies where a rule matches.
      var table = StateTable<Value?>(default: nil)
      table.setValue(value, for: predicate, priority: priority)
      self.table = AnyHashableSendable(table)
      self.applyRule = { box, state, configuration in
        if let winner = box.unbox(StateTable<Value?>.self).winningRule(for: state), let value = winner.value {
          configuration[keyPath: keyPath] = value
        }
      }
      self.explainRule = { box, state, names in
        box.unbox(StateTable<Value?>.self).explain(state, names: names)
      }
      self.diagnoseRule = { box, space in box.unbox(StateTable<Value?>.self).diagnostics(in: space) }
      self.edit = { box, value, predicate, priority in
        var table = box.unbox(StateTable<Value?>.self)
        if let value = value as? Value { table.setValue(value, for: predicate, priority: priority) }
        box = AnyHashableSendable(table)
      }
      self.remove = { box, predicate in
        var table = box.unbox(StateTable<Value?>.self)
        let removed = table.removeValue(for: predicate) != nil
        box = AnyHashableSendable(table)
        return removed
      }
      self.countRules = { box in box.unbox(StateTable<Value?>.self).count }
    }

    var count: Int { countRules(table) }
    var isEmpty: Bool { count == 0 }

    mutating func setValue(_ value: Any, for predicate: StatePredicate, priority: StatePriority?) {
      edit(&table, value, predicate, priority)
    }
    mutating func removeValue(for predicate: StatePredicate) -> Bool { remove(&table, predicate) }
    func apply(_ state: ControlState, _ configuration: inout Configuration) {
      applyRule(table, state, &configuration)
    }
    func explain(_ state: ControlState, names: StateNames) -> StateExplanation {
      explainRule(table, state, names)
    }
    func diagnostics(_ space: StateSpace) -> TableDiagnostics { diagnoseRule(table, space) }

    static func == (lhs: PropertyRules, rhs: PropertyRules) -> Bool {
      lhs.keyPath == rhs.keyPath && lhs.table == rhs.table
    }
    func hash(into hasher: inout Hasher) {
      hasher.combine(keyPath)
      hasher.combine(table)
    }
  }
}

/// A hashable, sendable box for a value of any hashable, sendable type.
internal struct AnyHashableSendable: Hashable, Sendable {
  private let value: any Hashable & Sendable

  init(_ value: some Hashable & Sendable) { self.value = value }

  func unbox<T>(_ type: T.Type) -> T {
    guard let typed = value as? T else {
      preconditionFailure("ConfigurationTable stored \(Swift.type(of: value)) where \(T.self) was expected")
    }
    return typed
  }

  static func == (lhs: AnyHashableSendable, rhs: AnyHashableSendable) -> Bool {
    AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
}

/// The former name of ``ConfigurationTable``: a per-state table of configurations, not a state machine.
@available(*, deprecated, renamed: "ConfigurationTable")
public typealias ConfigurationMachine<Configuration: Sendable & Hashable> = ConfigurationTable<Configuration>
