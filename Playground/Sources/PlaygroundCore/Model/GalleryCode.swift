/// Swift that draws a gallery tile, in one idiom: UIKit's (`UIButton.Configuration`, `UIButton`) or
/// Stately's (`ButtonConfiguration`, `StatelyButton`).
///
/// The gallery generates it from the same values it draws the tile from, so what a tile shows and the
/// code beside it cannot disagree:
///
/// ```swift
/// GalleryCode(idiom: .uikit, source: "var config = UIButton.Configuration.tinted()\nconfig.title = \"Mutual\"")
/// ```
public struct GalleryCode: Sendable, Hashable {
  /// Whose API the source is written against.
  public enum Idiom: String, Sendable, Hashable, CaseIterable {
    /// UIKit on iOS: `UIButton`, `UIButton.Configuration`, `UISwitch`.
    case uikit
    /// Stately's modules: `StatelyButton`, `ButtonConfiguration`, `Switch`.
    case stately

    /// The idiom's name as the tile's code panel heads it: `UIKit` or `Stately`.
    public var title: String {
      switch self {
      case .uikit: "UIKit"
      case .stately: "Stately"
      }
    }
  }

  /// Whose API the source is written against.
  public var idiom: Idiom
  /// Statements that make the control and put it in the tile's state, one per line.
  public var source: String
  /// The variables holding the controls the source draws, such as `["button"]`; in Stately's idiom,
  /// each control's `appearance` after the source runs is what the tile shows.
  public var controls: [String]

  /// Creates a piece of code.
  ///
  /// - Parameters:
  ///   - idiom: Whose API it is written against.
  ///   - source: The statements.
  ///   - controls: The variables holding the controls it draws; none by default.
  public init(idiom: Idiom, source: String, controls: [String] = []) {
    self.idiom = idiom
    self.source = source
    self.controls = controls
  }
}
