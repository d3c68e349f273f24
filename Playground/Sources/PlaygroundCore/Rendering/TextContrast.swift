import Stately
import StatelyControls
import StatelyExamples

/// WCAG AA text contrast on a gallery tile (success criterion 1.4.3), with advice computed from the
/// colours: the gallery's contrast lint, which a switch turns on.
///
/// Only real failures are reported: text of an enabled control that stays on screen, under 4.5:1 (3:1
/// for large text) against what is behind it. Disabled controls are exempt: WCAG 1.4.3 calls the text of
/// an inactive component incidental and asks no contrast of it. The highlighted look is not checked
/// either, as it lasts only while a finger is down. Each note says which size rule applies, which colour
/// to change and the nearest value that passes, and whose colours they are.
enum TextContrast {
  /// Whose colours a tile's button draws, for the note to say so.
  enum ColorOwner {
    /// UIKit's own system colours for the style: nothing of the app's.
    case uikit
    /// Stately's choice, where Apple publishes none (the glass styles).
    case stately
  }

  /// WCAG AA's minimum for text that is not large.
  static let minimum = 4.5
  /// WCAG AA's minimum for large text: 24 px, or 18.66 px when bold.
  static let largeMinimum = 3.0

  /// A tile's own background, as StatelyHTML's stylesheet draws it.
  static func tileBackground(_ scheme: UserInterfaceStyle) -> ResolvedColor {
    scheme == .dark ? ResolvedColor(hex: 0x1C1C1E) : .white
  }

  /// Whether WCAG counts text drawn with `attributes` as large: 18 pt (24 px) and up, or 14 pt
  /// (18.66 px) and up in bold. A UIKit point is drawn as one CSS pixel.
  static func isLarge(_ attributes: TextAttributes) -> Bool {
    attributes.fontSize >= 24 || (attributes.fontSize >= 18.66 && attributes.fontWeight >= .bold)
  }

  /// The minimum for text drawn with `attributes`.
  static func threshold(for attributes: TextAttributes) -> Double {
    isLarge(attributes) ? largeMinimum : minimum
  }

  /// Which of WCAG's two size rules applies to text drawn with `attributes`, and why.
  static func sizeRule(for attributes: TextAttributes) -> String {
    let size = SwiftSource.number((attributes.fontSize * 100).rounded() / 100)
    let weight = attributes.fontWeight >= .bold ? "bold" : "regular"
    return isLarge(attributes)
      ? "The text is \(size) px \(weight), large under WCAG (18 pt, 24 px, or 14 pt, 18.66 px, bold), so 3:1 applies."
      : "The text is \(size) px \(weight), under WCAG's large size (18 pt, 24 px, or 14 pt, 18.66 px, bold), "
        + "so 4.5:1 applies."
  }

  /// The contrast of a text colour drawn over an opaque `behind`.
  static func ratio(of color: ResolvedColor, over behind: ResolvedColor) -> Double {
    color.composited(over: behind).contrastRatio(with: behind)
  }

  /// A ratio as a note shows it: rounded down to one decimal, so a failing ratio never reads 4.5.
  static func shown(_ ratio: Double) -> String {
    let tenths = Int((ratio * 10).rounded(.down))
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// Whether a state's look is checked: enabled and not pressed.
  static func isChecked(_ state: ControlState) -> Bool {
    !state.contains(.disabled) && !state.contains(.highlighted)
  }

  /// One note for each button whose title or subtitle fails, in button order.
  ///
  /// - Parameters:
  ///   - buttons: The buttons on the tile, with the names the tile shows them by (`""` for one button).
  ///   - scheme: The tile's appearance.
  ///   - owner: Whose colours the buttons draw when they are the style's defaults (no tint or base colour
  ///     of the app's), so the note says so; `nil` says nothing.
  /// - Returns: The notes.
  static func notes(
    for buttons: [(name: String, look: ButtonAppearance)], on scheme: UserInterfaceStyle,
    owner: ColorOwner? = nil
  ) -> [GalleryNote] {
    buttons.compactMap { name, look in
      guard isChecked(look.state) else { return nil }
      let behind = look.backgroundColor.composited(over: tileBackground(scheme))
      let texts: [(role: String, text: String?, attributes: TextAttributes)] = [
        ("title", look.title, look.titleAttributes), ("subtitle", look.subtitle, look.subtitleAttributes),
      ]
      guard
        let failing = texts.first(where: { role, text, attributes in
          guard let text, !text.isEmpty else { return false }
          return ratio(of: attributes.foregroundColor, over: behind) < threshold(for: attributes)
        })
      else { return nil }
      let text = failing.attributes.foregroundColor
      let needed = threshold(for: failing.attributes)
      let ownership =
        switch owner {
        case .uikit: " These are UIKit's own colours for the \(look.style) style."
        case .stately:
          " These are Stately's colours for the \(look.style) style: Apple publishes none for glass."
        case nil: ""
        }
      let subject = name.isEmpty ? failing.role : "\(name)'s \(failing.role)"
      // A clear background is the page's, not the button's: then only the text colour can change.
      let canChangeBackground = look.backgroundColor.alpha > 0
      let advice = Advice.best(
        text: text, background: behind, tile: tileBackground(scheme), needed: needed,
        backgroundAllowed: canChangeBackground)
      let fix =
        advice.map { advice in
          let property = advice.changesText ? "baseForegroundColor" : "baseBackgroundColor"
          return " Set \(property) to \(advice.color.hexString) or \(advice.direction) "
            + "(\(shown(advice.ratio)):1)."
        } ?? ""
      return note(
        subject: subject, text: text, behind: behind, needed: needed, scheme: scheme,
        rule: sizeRule(for: failing.attributes), extra: ownership + fix)
    }
  }

  /// One note for each label whose text fails on the tile, in label order.
  ///
  /// - Parameters:
  ///   - labels: The labels on the tile, with the names the tile shows them by.
  ///   - scheme: The tile's appearance.
  /// - Returns: The notes.
  static func notes(for labels: [(name: String, look: LabelAppearance)], on scheme: UserInterfaceStyle)
    -> [GalleryNote]
  {
    labels.compactMap { name, look in
      guard !look.text.isEmpty else { return nil }
      let behind = tileBackground(scheme)
      guard ratio(of: look.textColor, over: behind) < minimum else { return nil }
      let advice = Advice.best(
        text: look.textColor, background: behind, tile: behind, needed: minimum, backgroundAllowed: false)
      let fix =
        advice.map { " Use \($0.color.hexString) or \($0.direction) for its text (\(shown($0.ratio)):1)." }
        ?? ""
      return note(
        subject: name.isEmpty ? "label" : name, text: look.textColor, behind: behind, needed: minimum,
        scheme: scheme, rule: "A label's text is under WCAG's large size here, so 4.5:1 applies.", extra: fix)
    }
  }

  /// The note: the ratio and the minimum on the tile, and the sentence.
  private static func note(
    subject: String, text: ResolvedColor, behind: ResolvedColor, needed: Double, scheme: UserInterfaceStyle,
    rule: String, extra: String
  ) -> GalleryNote {
    let ratio = ratio(of: text, over: behind)
    let minimum = needed == largeMinimum ? "3" : "4.5"
    let sentence =
      "The \(subject), \(SystemColorNames.describe(text, in: scheme)) on "
      + "\(SystemColorNames.describe(behind, in: scheme)), is \(shown(ratio)):1; WCAG AA asks "
      + "\(minimum):1 for text this size. \(rule)\(extra)"
    return GalleryNote(badge: "\(shown(ratio)) < \(minimum):1", text: sentence)
  }

  /// The nearest passing colour: the text or the background moved towards black or white, whichever
  /// passes with the smaller change.
  struct Advice: Equatable {
    /// The suggested colour, with the original's alpha.
    var color: ResolvedColor
    /// Whether the text's colour changes (else the background's).
    var changesText: Bool
    /// `"darker"` or `"lighter"`.
    var direction: String
    /// The contrast with the suggested colour.
    var ratio: Double
    /// How far the colour moved towards black or white, from 0 to 1.
    var distance: Double

    /// The advice for text of colour `text` over the opaque `background`, drawn on `tile`.
    ///
    /// - Parameters:
    ///   - text: The text colour, possibly translucent.
    ///   - background: What is behind the text, opaque.
    ///   - tile: What is behind the background, for a translucent background colour.
    ///   - needed: The ratio to reach.
    ///   - backgroundAllowed: Whether the background may change.
    /// - Returns: The smallest change that reaches `needed`, or `nil` when none does.
    static func best(
      text: ResolvedColor, background: ResolvedColor, tile: ResolvedColor, needed: Double,
      backgroundAllowed: Bool
    ) -> Advice? {
      var candidates: [Advice] = []
      for target in [ResolvedColor.black, .white] {
        if let color = nearest(
          from: text, towards: target, passing: { TextContrast.ratio(of: $0, over: background) >= needed })
        {
          candidates.append(
            Advice(
              color: color.color, changesText: true, direction: target == .black ? "darker" : "lighter",
              ratio: TextContrast.ratio(of: color.color, over: background), distance: color.distance))
        }
        guard backgroundAllowed else { continue }
        if let color = nearest(
          from: background, towards: target,
          passing: { TextContrast.ratio(of: text, over: $0.composited(over: tile)) >= needed })
        {
          candidates.append(
            Advice(
              color: color.color, changesText: false, direction: target == .black ? "darker" : "lighter",
              ratio: TextContrast.ratio(of: text, over: color.color.composited(over: tile)),
              distance: color.distance))
        }
      }
      return candidates.min { $0.distance < $1.distance }
    }

    /// The first colour on the way from `start` to `target`, in steps of 1/255 of the way, that
    /// `passing` accepts; `nil` when even `target` fails.
    private static func nearest(
      from start: ResolvedColor, towards target: ResolvedColor, passing: (ResolvedColor) -> Bool
    ) -> (color: ResolvedColor, distance: Double)? {
      func step(_ index: Int) -> ResolvedColor {
        let mixed = start.mixed(with: target, fraction: Double(index) / 255)
        // Rounded to what a hex value can say, so the suggestion passes as written.
        func byte(_ value: Double) -> Double { (value * 255).rounded() / 255 }
        return ResolvedColor(
          uncheckedRed: byte(mixed.red), green: byte(mixed.green), blue: byte(mixed.blue), alpha: start.alpha)
      }
      guard passing(step(255)) else { return nil }
      var low = 0
      var high = 255
      // The contrast grows along the way, so the first passing step is found by halving.
      while low < high {
        let middle = (low + high) / 2
        if passing(step(middle)) { high = middle } else { low = middle + 1 }
      }
      return (step(low), Double(low) / 255)
    }
  }
}
