public import StatelyControls

/// A text label as a model object: what a renderer draws for a one-line status text.
///
/// ``ChangePinForm`` binds ``text`` and ``textColor`` to its own state, so the label never needs
/// code of its own.
public final class StatusLabel {
  /// The text shown.
  public var text: String
  /// The colour of the text.
  public var textColor: DynamicColor

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - text: The initial text; it becomes the default of a text binding.
  ///   - textColor: The initial colour; it becomes the default of a colour binding.
  public init(text: String = "", textColor: DynamicColor = .label) {
    self.text = text
    self.textColor = textColor
  }
}

/// A label's text and colour resolved to concrete values.
public struct LabelAppearance: Sendable, Hashable {
  /// The text.
  public var text: String
  /// The colour, resolved for the light or dark appearance.
  public var textColor: ResolvedColor

  /// The look of a label as it is now, with its colour resolved for an appearance.
  ///
  /// - Parameters:
  ///   - label: The label to draw.
  ///   - style: Light or dark; picks the side of the label's ``StatusLabel/textColor``.
  public init(_ label: StatusLabel, in style: UserInterfaceStyle) {
    text = label.text
    textColor = label.textColor.resolved(in: style)
  }
}
