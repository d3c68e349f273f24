public import Stately
public import StatelyControls

/// The per-state colours and widths of a PIN control, declared as rule tables.
///
/// The QUIckControl article's `PinCodeControl` sets fill colour, border colour and border width per state with
/// QUIckControl priorities, and two of its rules (highlighted and valid/invalid, both 999) tie on the
/// border colour while the control has focus. Here every tie is broken by a declared priority and
/// ``diagnostics(in:)`` proves that no rule is shadowed and none is ambiguous:
///
/// | rule | priority | filled cell | empty cell | border | width |
/// |---|---|---|---|---|---|
/// | plain (default) | – | label | clear | systemGray3 | 1 |
/// | `containsAll(.highlighted)` | 300 | | | systemBlue | 2 |
/// | `containsAll(.valid)` | 310 | systemGreen | | systemGreen | |
/// | `containsAll(.invalid)` | 310 | systemRed | | systemRed | |
/// | `containsAll(.disabled)` | 320 | tertiaryLabel | tertiarySystemFill | systemGray5 | |
///
/// So a focused, valid control draws a green border two points wide: validity outranks focus for
/// the colour, and focus alone sets the width.
public struct PinCodePalette: Sendable, Hashable {
  /// The fill of a cell that holds a digit.
  public var filledCellColor: StateTable<DynamicColor>
  /// The fill of a cell that holds no digit.
  public var emptyCellColor: StateTable<DynamicColor>
  /// The border of every cell.
  public var borderColor: StateTable<DynamicColor>
  /// The border width of every cell.
  public var borderWidth: StateTable<Double>

  /// The priority of the valid and invalid rules: above highlighted (300).
  public static let validityPriority: StatePriority = .containsAll + 10
  /// The priority of the disabled rules: above everything else.
  public static let disabledPriority: StatePriority = .containsAll + 20

  /// Creates a palette from its four tables.
  ///
  /// - Parameters:
  ///   - filledCellColor: The fill of cells with a digit.
  ///   - emptyCellColor: The fill of cells without one.
  ///   - borderColor: The border colour.
  ///   - borderWidth: The border width.
  public init(
    filledCellColor: StateTable<DynamicColor>, emptyCellColor: StateTable<DynamicColor>,
    borderColor: StateTable<DynamicColor>, borderWidth: StateTable<Double>
  ) {
    self.filledCellColor = filledCellColor
    self.emptyCellColor = emptyCellColor
    self.borderColor = borderColor
    self.borderWidth = borderWidth
  }

  /// The palette the type documentation tabulates.
  public static let standard: PinCodePalette = {
    var filled = StateTable<DynamicColor>(default: .label)
    filled.setValue(.systemGreen, for: .containsAll(PinCodeControl.states.valid), priority: validityPriority)
    filled.setValue(.systemRed, for: .containsAll(PinCodeControl.states.invalid), priority: validityPriority)
    filled.setValue(.tertiaryLabel, for: .containsAll(.disabled), priority: disabledPriority)

    var empty = StateTable<DynamicColor>(default: .clear)
    empty.setValue(.tertiarySystemFill, for: .containsAll(.disabled), priority: disabledPriority)

    var border = StateTable<DynamicColor>(default: .systemGray3)
    border.setValue(.systemBlue, for: .containsAll(.highlighted))
    border.setValue(.systemGreen, for: .containsAll(PinCodeControl.states.valid), priority: validityPriority)
    border.setValue(.systemRed, for: .containsAll(PinCodeControl.states.invalid), priority: validityPriority)
    border.setValue(.systemGray5, for: .containsAll(.disabled), priority: disabledPriority)

    var width = StateTable<Double>(default: 1)
    width.setValue(2, for: .containsAll(.highlighted))
    return PinCodePalette(
      filledCellColor: filled, emptyCellColor: empty, borderColor: border, borderWidth: width)
  }()

  /// The tables with their names, in a fixed order.
  private var colorTables: [(property: String, table: StateTable<DynamicColor>)] {
    [("filledCellColor", filledCellColor), ("emptyCellColor", emptyCellColor), ("borderColor", borderColor)]
  }

  /// Resolves the palette for one state.
  ///
  /// - Parameters:
  ///   - state: The control's state.
  ///   - count: The number of digits entered; clamped to `0...length`.
  ///   - length: The number of cells; clamped to `0...12`, the longest of
  ///     ``PinCodeControl/supportedLengths``.
  ///   - traits: The light or dark appearance to resolve colours in.
  /// - Returns: The appearance.
  public func appearance(
    for state: ControlState, count: Int, length: Int, traits: TraitCollection = TraitCollection()
  ) -> PinCodeAppearance {
    let style = traits.userInterfaceStyle
    let filled = filledCellColor.value(for: state).resolved(in: style)
    let empty = emptyCellColor.value(for: state).resolved(in: style)
    let border = borderColor.value(for: state).resolved(in: style)
    let width = borderWidth.value(for: state)
    let length = min(max(0, length), PinCodeControl.supportedLengths.upperBound)
    let count = min(max(0, count), length)
    let cells = (0..<length).map { index in
      PinCodeAppearance.DigitCell(
        isFilled: index < count, fillColor: index < count ? filled : empty, borderColor: border,
        borderWidth: width)
    }
    return PinCodeAppearance(state: state, length: length, count: count, cells: cells)
  }

  /// Diagnostics of every table in `space`.
  ///
  /// - Parameter space: The states to examine, normally `PinCodeControl/stateSpace`.
  /// - Returns: One report per table, in a fixed order.
  public func diagnostics(in space: StateSpace) -> [(property: String, diagnostics: TableDiagnostics)] {
    colorTables.map { ($0.property, $0.table.diagnostics(in: space)) }
      + [("borderWidth", borderWidth.diagnostics(in: space))]
  }

  /// How `state` resolves in every table.
  ///
  /// - Parameter state: The state to explain.
  /// - Returns: One trace per table, in the order of ``diagnostics(in:)``.
  public func explain(_ state: ControlState) -> [(property: String, explanation: StateExplanation)] {
    let names = PinCodeControl.stateSpace.names
    return colorTables.map { ($0.property, $0.table.explain(state, names: names)) }
      + [("borderWidth", borderWidth.explain(state, names: names))]
  }
}
