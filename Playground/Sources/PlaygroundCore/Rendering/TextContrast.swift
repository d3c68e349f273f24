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

  /// The contrast of a text colour drawn over `behind`.
  static func ratio(of color: ResolvedColor, over behind: ResolvedColor) -> Double {
    color.composited(over: behind).contrastRatio(with: behind)
  }

  /// A ratio as a note shows it: rounded down to one decimal, so a note never rounds up to 4.5.
  static func shown(_ ratio: Double) -> Double { (ratio * 10).rounded(.down) / 10 }

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
      let behind = look.backgroundColor.composited(over: tileBackground(scheme))
      let ratios = texts.compactMap { text, color in
        text.map { $0.isEmpty ? nil : ratio(of: color, over: behind) } ?? nil
      }
      guard let worst = ratios.min(), worst < minimum else { return nil }
      let subject = name.isEmpty ? "Text" : "\(name)'s text"
      return
        "\(subject) contrast \(shown(worst)):1, under WCAG AA's 4.5:1: UIKit's colours for this style and "
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
      let contrast = ratio(of: look.textColor, over: tileBackground(scheme))
      guard contrast < minimum else { return nil }
      return "\(name.isEmpty ? "Label" : name) contrast \(shown(contrast)):1, under WCAG AA's "
        + "4.5:1: the example's status colour is UIKit's system colour, lighter than AA allows for text."
    }
  }
}
