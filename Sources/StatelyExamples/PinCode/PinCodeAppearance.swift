public import Stately
public import StatelyControls

/// Everything a renderer needs to draw a PIN control in one state, resolved to concrete colours.
///
/// A ``PinCodePalette`` makes it, and a ``PinCodeControl`` publishes it as its `appearance`.
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
  }

  /// The state this appearance is for.
  public var state: ControlState
  /// The code length: the number of cells.
  public var length: Int
  /// The number of digits entered.
  public var count: Int
  /// The cells, first to last.
  public var cells: [DigitCell]
}
