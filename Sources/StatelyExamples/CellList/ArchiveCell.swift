public import Stately
public import StatelyControls

extension ConfigurationStateKey where Value == Bool {
  /// Whether a cell's item is archived: the typed custom configuration state of ``ArchiveCell``.
  public static let isArchived = ConfigurationStateKey("com.stately.examples.archived", default: false)
}

/// A list cell with the modern cell configuration article's per-state background, declared as rule tables, and a typed custom
/// state "archived" with its own look.
///
/// The modern cell configuration article styles cells in `updateConfiguration(using:)` with `if` statements: rounded corners,
/// yellow when highlighted or selected, and the tint at 30 % alpha while highlighted (a `nil`
/// background colour with a `backgroundColorTransformer`). This cell maps its configuration state
/// to a `ControlState` in `stateSpace` and reads every value from ``backgroundColor`` and
/// ``backgroundColorTransformer``:
///
/// | rule | priority | background colour | transformer |
/// |---|---|---|---|
/// | default | – | clear | none |
/// | `containsAll(.archived)` | 50 | systemGray5 | |
/// | `containsAny([.highlighted, .selected])` | 100 | systemYellow | |
/// | `containsAll(.highlighted)` | 300 | `nil` (the tint) | alpha 30 % |
///
/// Corners are rounded to ``cornerRadius`` in every state.
open class ArchiveCell: Cell {
  /// The custom state of an archive cell, declared once: its name is the property's.
  public struct States: CustomStateSet {
    /// The item is archived: the rule-table bit of the typed custom state
    /// `StatelyControls/ConfigurationStateKey/isArchived`, application bit 0.
    public let archived = ControlState(customBit: 0)

    /// The archive cell's states; use ``ArchiveCell/states``.
    public init() {}
  }

  /// The custom state of every archive cell.
  public static let states = States()

  /// The states the rules distinguish: highlighted, disabled, selected and archived. Twelve
  /// reachable states.
  public static let stateSpace = StateSpace(states)

  /// The corner radius of every background: 10 points.
  public static let cornerRadius = 10.0

  /// The background colour per state; `nil` draws the tint.
  public static let backgroundColor: StateTable<DynamicColor?> = {
    var table = StateTable<DynamicColor?>(default: .clear)
    table.setValue(.systemGray5, for: .containsAll(states.archived), priority: .containsAny - 50)
    table.setValue(.systemYellow, for: .containsAny([.highlighted, .selected]))
    table.setValue(nil, for: .containsAll(.highlighted))
    return table
  }()

  /// The background colour transformer per state.
  public static let backgroundColorTransformer: StateTable<ColorTransformer?> = {
    var table = StateTable<ColorTransformer?>(default: nil)
    table.setValue(.alpha(0.3), for: .containsAll(.highlighted))
    return table
  }()

  /// Whether the item is archived. Changing it requests an update.
  public var isArchived = false {
    didSet { if isArchived != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Adds the typed custom state ``StatelyControls/ConfigurationStateKey/isArchived``.
  open override var configurationState: CellConfigurationState {
    var state = super.configurationState
    state[.isArchived] = isArchived
    return state
  }

  /// The rule-table state for a configuration state: its built-in bits, plus
  /// ``States/archived`` when the typed custom state is set.
  ///
  /// - Parameter state: A cell configuration state.
  /// - Returns: A state of `stateSpace`.
  public static func ruleState(for state: CellConfigurationState) -> ControlState {
    let bits = state.controlState.intersection(stateSpace.bits)
    return state[.isArchived] ? bits.union(states.archived) : bits
  }

  /// Assigns a fresh background whose values all come from the rule tables.
  ///
  /// - Parameter state: The state of this update pass.
  open override func updateConfiguration(using state: CellConfigurationState) {
    super.updateConfiguration(using: state)
    let key = Self.ruleState(for: state)
    var background = BackgroundConfiguration.clear()
    background.cornerRadius = Self.cornerRadius
    background.backgroundColor = Self.backgroundColor[key]
    background.backgroundColorTransformer = Self.backgroundColorTransformer[key]
    backgroundConfiguration = background
  }

  /// Diagnostics of both rule tables in `stateSpace`.
  public static var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    [
      ("backgroundColor", backgroundColor.diagnostics(in: stateSpace)),
      ("backgroundColorTransformer", backgroundColorTransformer.diagnostics(in: stateSpace)),
    ]
  }

  /// Diagnostics of both rule tables, as the type's own `ruleDiagnostics` gives them.
  override open var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] {
    Self.ruleDiagnostics
  }

  /// How the last applied state resolves in both rule tables.
  override open var explanations: [(property: String, explanation: StateExplanation)] {
    let key = Self.ruleState(for: appliedConfigurationState)
    return [
      ("backgroundColor", Self.backgroundColor.explain(key, names: Self.stateSpace.names)),
      (
        "backgroundColorTransformer",
        Self.backgroundColorTransformer.explain(key, names: Self.stateSpace.names)
      ),
    ]
  }
}
