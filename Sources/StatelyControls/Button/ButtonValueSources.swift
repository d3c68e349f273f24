public import Stately

/// Where a displayed button value came from in an update: the answer to "why this value".
public enum ButtonValueSource: Hashable, Sendable, CustomStringConvertible {
  /// `configurationUpdateHandler` or an `updateConfiguration()` override wrote it during the update.
  case updateHandler
  /// A legacy per-state setter, looked up for `requested`, found under `found` (the same state, or
  /// `.normal` by fallback).
  case legacy(requested: ControlState, found: ControlState)
  /// The configuration's own value.
  case configuration
  /// The style's default: nothing set it.
  case styleDefault

  /// A phrase naming the source.
  public var description: String {
    switch self {
    case .updateHandler: "written by the update handler"
    case .legacy(let requested, let found) where requested == found: "legacy setter for \(found)"
    case .legacy(let requested, let found): "legacy setter for \(found) (fallback from \(requested))"
    case .configuration: "configuration"
    case .styleDefault: "style default"
    }
  }
}

/// The sources of a button's displayed title, title colour and image in its last update.
public struct ButtonValueSources: Hashable, Sendable, CustomStringConvertible {
  /// Where the title came from.
  public var title: ButtonValueSource = .styleDefault
  /// Where the title colour came from.
  public var titleColor: ButtonValueSource = .styleDefault
  /// Where the image came from.
  public var image: ButtonValueSource = .styleDefault

  /// Creates sources, each defaulting to ``ButtonValueSource/styleDefault``.
  public init() {}

  /// One line per value.
  public var description: String {
    "title: \(title)\ntitle colour: \(titleColor)\nimage: \(image)"
  }
}
