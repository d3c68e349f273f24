import PropertyBased
import Stately
import StatelyControls
import StatelyExamples
import Testing

@testable import PlaygroundCore

@Suite("Gallery: text contrast notes and their advice")
struct TextContrastTests {
  @Test("Only real failures get a note: enabled and not pressed, under 4.5:1; the note names UIKit's colour")
  func notesOnlyForRealFailures() throws {
    var blue = ButtonConfiguration.filled()
    blue.title = "Go"
    let failing = try blue.resolvedAppearance(for: .normal, traits: .light)
    let pressed = try blue.resolvedAppearance(for: .highlighted, traits: .light)
    let disabled = try blue.resolvedAppearance(for: .disabled, traits: .light)
    var dark = ButtonConfiguration.filled()
    dark.title = "Go"
    dark.baseBackgroundColor = DynamicColor(ResolvedColor(hex: 0x1D1D1F))
    let passing = try dark.resolvedAppearance(for: .normal, traits: .light)
    let notes = TextContrast.notes(
      for: [("blue", failing), ("pressed", pressed), ("off", disabled), ("dark", passing)], on: .light,
      owner: .uikit)
    #expect(notes.count == 1)
    #expect(notes.first?.badge == "4.0 < 4.5:1")
    let text = try #require(notes.first?.text)
    #expect(text.hasPrefix("The blue's title, white on systemBlue (#007AFF), is 4.0:1; WCAG AA asks 4.5:1"))
    #expect(
      text.contains(
        "The text is 17 px regular, under WCAG's large size (18 pt, 24 px, or 14 pt, 18.66 px, bold), so 4.5:1 applies."
      ))
    #expect(text.contains("These are UIKit's own colours for the filled style."))
    #expect(text.contains("Set baseBackgroundColor to #"))
    #expect(text.hasSuffix(" or darker (4.5:1).") || text.hasSuffix(" or darker (4.6:1)."))
  }

  @Test("WCAG's size rule: 3:1 from 24 px regular or 18.66 px bold, 4.5:1 below; the note says which applies")
  func sizeRuleFollowsWCAG() {
    func attributes(_ size: Double, _ weight: FontWeight) -> TextAttributes {
      TextAttributes(fontSize: size, fontWeight: weight, foregroundColor: .white)
    }
    #expect(TextContrast.threshold(for: attributes(17, .regular)) == 4.5)
    #expect(TextContrast.threshold(for: attributes(23.9, .regular)) == 4.5)
    #expect(TextContrast.threshold(for: attributes(24, .regular)) == 3)
    #expect(TextContrast.threshold(for: attributes(18.66, .semibold)) == 4.5)
    #expect(TextContrast.threshold(for: attributes(18.66, .bold)) == 3)
    #expect(
      TextContrast.sizeRule(for: attributes(20, .bold)).hasPrefix("The text is 20 px bold, large under WCAG"))
    #expect(TextContrast.sizeRule(for: attributes(20, .bold)).hasSuffix("so 3:1 applies."))
  }

  @Test("A glass style's note says its colours are Stately's, as Apple publishes none")
  func glassColoursAreStatelys() throws {
    var glass = ButtonConfiguration.clearGlass()
    glass.title = "Go"
    let look = try glass.resolvedAppearance(for: .normal, traits: .light)
    let note = try #require(TextContrast.notes(for: [("", look)], on: .light, owner: .stately).first)
    #expect(
      note.text.contains(
        "These are Stately's colours for the clearGlass style: Apple publishes none for glass."))
    #expect(!note.text.contains("UIKit's own"))
  }

  @Test("A plain button's clear background is the page's: the advice changes the text, never the background")
  func clearBackgroundKeepsTheBackground() throws {
    var plain = ButtonConfiguration.plain()
    plain.title = "Go"
    let look = try plain.resolvedAppearance(for: .normal, traits: .light)
    let note = try #require(TextContrast.notes(for: [("", look)], on: .light).first)
    #expect(note.text.contains("Set baseForegroundColor to #"))
    #expect(!note.text.contains("baseBackgroundColor"))
  }

  @Test("On a dark tile, dark text is told to get lighter")
  func darkTileAdviceIsLighter() throws {
    let dim = LabelAppearance(
      StatusLabel(text: "Dim", textColor: DynamicColor(ResolvedColor(hex: 0x48484A))), in: .dark)
    let note = try #require(TextContrast.notes(for: [("status", dim)], on: .dark).first)
    #expect(note.text.contains("or lighter for its text"))
    #expect(!note.text.contains("darker"))
  }

  @Test("A label below 4.5:1 on its tile gets a note; a black one and an empty one get none")
  func notesForPaleLabels() {
    let red = LabelAppearance(StatusLabel(text: "The PINs do not match", textColor: .systemRed), in: .light)
    let black = LabelAppearance(StatusLabel(text: "Ready", textColor: .label), in: .light)
    let empty = LabelAppearance(StatusLabel(text: "", textColor: .systemRed), in: .light)
    let notes = TextContrast.notes(for: [("status", red), ("ready", black), ("empty", empty)], on: .light)
    #expect(notes.count == 1)
    #expect(notes.first?.text.hasPrefix("The status, systemRed (#FF3B30) on white, is 3.5:1") == true)
  }

  /// The first of the 256 steps from `start` to `target` that passes, found by trying every one.
  private static func firstPassing(
    from start: ResolvedColor, towards target: ResolvedColor, passing: (ResolvedColor) -> Bool
  ) -> (color: ResolvedColor, distance: Double)? {
    for index in 0...255 {
      let mixed = start.mixed(with: target, fraction: Double(index) / 255)
      let color = ResolvedColor(
        uncheckedRed: (mixed.red * 255).rounded() / 255, green: (mixed.green * 255).rounded() / 255,
        blue: (mixed.blue * 255).rounded() / 255, alpha: start.alpha)
      if passing(color) { return (color, Double(index) / 255) }
    }
    return nil
  }

  private static let channel = Gen.int(in: 0...255)

  @Test("The advice is the smallest passing change, as trying every step finds it, and it passes as written")
  func adviceIsTheNearestPassingColour() async {
    await propertyCheck(
      count: 300, input: Self.channel.array(of: 6), Gen.bool, Gen.int(in: 0...1)
    ) { channels, backgroundAllowed, large in
      let text = ResolvedColor(hex: UInt32(channels[0] << 16 | channels[1] << 8 | channels[2]))
      let background = ResolvedColor(hex: UInt32(channels[3] << 16 | channels[4] << 8 | channels[5]))
      let needed = large == 1 ? TextContrast.largeMinimum : TextContrast.minimum
      let advice = TextContrast.Advice.best(
        text: text, background: background, tile: .white, needed: needed, backgroundAllowed: backgroundAllowed
      )
      // The brute-force answer: every step towards black and white, for the text and the background.
      var candidates: [(color: ResolvedColor, changesText: Bool, distance: Double)] = []
      for target in [ResolvedColor.black, .white] {
        if let found = Self.firstPassing(
          from: text, towards: target, passing: { TextContrast.ratio(of: $0, over: background) >= needed })
        {
          candidates.append((found.color, true, found.distance))
        }
        if backgroundAllowed,
          let found = Self.firstPassing(
            from: background, towards: target, passing: { TextContrast.ratio(of: text, over: $0) >= needed })
        {
          candidates.append((found.color, false, found.distance))
        }
      }
      let best = candidates.map(\.distance).min()
      #expect(advice?.distance == best, "\(text) on \(background)")
      guard let advice else { return }
      let ratio =
        advice.changesText
        ? TextContrast.ratio(of: advice.color, over: background)
        : TextContrast.ratio(of: text, over: advice.color)
      #expect(ratio >= needed)
      #expect(ResolvedColor(hex: UInt32(advice.color.hexString.dropFirst(), radix: 16) ?? 0) == advice.color)
      #expect(backgroundAllowed || advice.changesText)
    }
  }
}
