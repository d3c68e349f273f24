public import Stately
public import StatelyControls

/// Everything a renderer needs to draw a PIN control in one state, resolved to concrete colours.
public struct PinCodeAppearance: Sendable, Hashable {
  /// One digit cell.
  public struct DigitCell: Sendable, Hashable {
    /// Whether the cell holds a digit. The digit itself is never exposed.
    public var isFilled: Bool
    /// The cell's fill colour: the filled-cell colour when it holds a digit, else the empty-cell colour.
    public var fillColor: ResolvedColor
    /// The cell's border colour.
    public var borderColor: ResolvedColor
    /// The cell's border width in points.
    public var borderWidth: Double

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - isFilled: Whether it holds a digit.
    ///   - fillColor: Its fill colour.
    ///   - borderColor: Its border colour.
    ///   - borderWidth: Its border width.
    public init(isFilled: Bool, fillColor: ResolvedColor, borderColor: ResolvedColor, borderWidth: Double) {
      self.isFilled = isFilled
      self.fillColor = fillColor
      self.borderColor = borderColor
      self.borderWidth = borderWidth
    }
  }

  /// The state this appearance is for.
  public var state: ControlState
  /// The code length: the number of cells.
  public var length: Int
  /// The number of digits entered.
  public var count: Int
  /// The cells, first to last.
  public var cells: [DigitCell]

  /// Creates an appearance.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - length: The number of cells.
  ///   - count: The number of digits entered.
  ///   - cells: The cells.
  public init(state: ControlState, length: Int, count: Int, cells: [DigitCell]) {
    self.state = state
    self.length = length
    self.count = count
    self.cells = cells
  }
}
