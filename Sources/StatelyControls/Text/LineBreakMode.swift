/// How text that does not fit is wrapped or truncated, with UIKit's `NSLineBreakMode` raw values.
///
/// Word and character wrapping allow several lines; the other modes keep one line.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
  /// Wraps at word boundaries (0). The default for button titles.
  case byWordWrapping
  /// Wraps at character boundaries (1).
  case byCharWrapping
  /// Clips at the edge (2).
  case byClipping
  /// Truncates at the start: "…wxyz" (3).
  case byTruncatingHead
  /// Truncates at the end: "abcd…" (4).
  case byTruncatingTail
  /// Truncates in the middle: "ab…yz" (5).
  case byTruncatingMiddle

  /// Whether the mode allows more than one line.
  public var allowsMultipleLines: Bool {
    self == .byWordWrapping || self == .byCharWrapping
  }
}
