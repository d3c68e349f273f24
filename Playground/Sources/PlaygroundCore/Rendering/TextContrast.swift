import Stately
import StatelyControls
import StatelyExamples

/// WCAG AA text contrast on a gallery tile: every enabled button's title and subtitle, and every
/// label, need 4.5:1 against what is behind them, or the tile says why not. Disabled buttons are
/// exempt, as WCAG exempts inactive components.
enum TextContrast {
  /// WCAG AA's minimum for text that is not large.
  static let minimum = 4.5

  /// A tile's own background, as StatelyHTML's stylesheet draws it.
  static func tileBackground(_ scheme: UserInterfaceStyle) -> ResolvedColor {
    scheme == .dark ? ResolvedColor(hex: 0x1C1C1E) : .white
  }

  /// The contrast of a button's text colour with its background drawn over the tile.
  static func ratio(of look: ButtonAppearance, color: ResolvedColor, on scheme: UserInterfaceStyle) -> Double
  {
    let behind = look.backgroundColor.composited(over: tileBackground(scheme))
    return color.composited(over: behind).contrastRatio(with: behind)
  }

  /// One note for each enabled button whose title or subtitle falls below ``minimum``, with the ratio.
  ///
  /// - Parameters:
  ///   - buttons: The buttons on the tile, with the names the tile shows them by (`""` for one button).
  ///   - scheme: The tile's appearance.
  /// - Returns: The notes, in button order.
  static func notes(for buttons: [(name: String, look: ButtonAppearance)], on scheme: UserInterfaceStyle)
    -> [String]
  {
    buttons.compactMap { name, look in
      guard !look.state.contains(.disabled) else { return nil }
      let texts = [
        (look.title, look.titleAttributes.foregroundColor),
        (look.subtitle, look.subtitleAttributes.foregroundColor),
      ]
      let ratios = texts.compactMap { text, color in
        text.map { $0.isEmpty ? nil : ratio(of: look, color: color, on: scheme) } ?? nil
      }
      guard let worst = ratios.min(), worst < minimum else { return nil }
      let shown = (worst * 10).rounded(.down) / 10
      let subject = name.isEmpty ? "Text" : "\(name)'s text"
      return "\(subject) contrast \(shown):1, under WCAG AA's 4.5:1: UIKit's colours for this style and "
        + "state. A darker tint passes."
    }
  }

  /// One note for each label whose text falls below ``minimum`` on the tile, with the ratio.
  ///
  /// - Parameters:
  ///   - labels: The labels on the tile, with the names the tile shows them by.
  ///   - scheme: The tile's appearance.
  /// - Returns: The notes, in label order.
  static func notes(for labels: [(name: String, look: LabelAppearance)], on scheme: UserInterfaceStyle)
    -> [String]
  {
    labels.compactMap { name, look in
      guard !look.text.isEmpty else { return nil }
      let behind = tileBackground(scheme)
      let ratio = look.textColor.composited(over: behind).contrastRatio(with: behind)
      guard ratio < minimum else { return nil }
      return
        "\(name.isEmpty ? "Label" : name) contrast \((ratio * 10).rounded(.down) / 10):1, under WCAG AA's "
        + "4.5:1: the example's status colour is UIKit's system colour, lighter than AA allows for text."
    }
  }
}
