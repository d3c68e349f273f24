import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML
import Testing

@testable import PlaygroundCore

/// "Why?" on a gallery tile speaks UIKit and explains the value on screen, wherever it came from.
@Suite("Gallery: Why? in UIKit's words")
struct GalleryWhyTests {
  /// The buttons of every tile of the button examples, in every reachable state.
  static var exampleButtons: [ButtonSpecimen] {
    ExampleCatalog.entries.flatMap { example -> [ButtonSpecimen] in
      guard let make = ExampleSpecimens.buttons(of: example.id) else { return [] }
      return example.stateSpace.reachableStates.flatMap { make($0).buttons }
    }
  }

  static func entry(_ name: String, of specimen: ButtonSpecimen) -> PropertyWhy? {
    specimen.why().first { $0.property == name || $0.property.hasSuffix(" " + name) }
  }

  @Test(
    "A mutual follow button's title: set for selected and mutual, more specific than the rule for selected")
  func mutualTitle() throws {
    let button = FollowButton()
    ButtonSpecimen.drive(button, to: [.selected, FollowButton.followStates.mutual])
    let title = try #require(Self.entry("title", of: ButtonSpecimen(button: button)))
    #expect(title.value == "\"Mutual\"")
    #expect(title.source == "set for states containing selected and mutual")
    #expect(
      title.losers.contains(
        "more specific than the rule for selected (specificity 2 against 1, same priority 300), which would give "
          + "\"Following\""))
    #expect(
      title.unmatched == ["not this state: the rule for loading sets \"\" in states containing loading"])
  }

  @Test(
    "Every button of every example tile: the title explained is the title on screen, and nothing reads nil")
  func titlesMatchTheScreen() throws {
    let specimens = Self.exampleButtons
    #expect(specimens.count > 40)
    for specimen in specimens {
      let look = specimen.button.appearance
      let title = try #require(Self.entry("title", of: specimen))
      #expect(
        title.value == (look.title.map { "\"\($0)\"" } ?? "none"),
        "\(specimen.name) in \(specimen.button.state)")
      for entry in specimen.why() {
        #expect(entry.value != "nil", "\(entry.property) reads nil")
        for line in [entry.source] + entry.losers + entry.unmatched {
          #expect(!line.contains("containsAll") && !line.contains("#"), "rule-table jargon: \(line)")
        }
      }
    }
  }

  @Test("A legacy title says which setTitle(_:for:) gave it and that UIKit fell back to .normal")
  func legacyTitle() throws {
    let demo = PrecedenceDemo()
    let legacy = try #require(demo.item("legacy")).button
    ButtonSpecimen.drive(legacy, to: .selected)
    let title = try #require(Self.entry("title", of: ButtonSpecimen(name: "legacy", button: legacy)))
    #expect(title.value == "\"Old\"")
    #expect(
      title.source.hasPrefix("set with setTitle(_:for: .normal): UIKit finds no title set for selected"))
    let oldOverNew = try #require(demo.item("oldOverNew")).button
    ButtonSpecimen.drive(oldOverNew, to: .normal)
    let wins = try #require(Self.entry("title", of: ButtonSpecimen(name: "oldOverNew", button: oldOverNew)))
    #expect(wins.losers == ["wins over the configuration's title \"New\", as a legacy setter does"])
  }

  @Test("A title an update handler wrote says so")
  func handlerTitle() throws {
    let example = CheckoutExample()
    try example.cart.add(3)
    example.cycle.flush()
    let title = try #require(
      Self.entry("title", of: ButtonSpecimen(name: "checkoutButton", button: example.checkoutButton)))
    #expect(title.value == "\"Checkout 3\"")
    #expect(title.source == "written by configurationUpdateHandler in this update")
  }

  @Test("Colours name the style's rule for the state and the colour it starts from")
  func styleColours() throws {
    var configuration = ButtonConfiguration.plain()
    configuration.title = "Go"
    let plain = StatelyButton(configuration: configuration)
    ButtonSpecimen.drive(plain, to: .highlighted)
    let colour = try #require(Self.entry("title colour", of: ButtonSpecimen(button: plain)))
    #expect(colour.source == "the tint, systemBlue at 60 % of its alpha: the plain style's highlighted look")
    configuration = .filled()
    configuration.baseBackgroundColor = .systemPink
    let filled = StatelyButton(configuration: configuration)
    ButtonSpecimen.drive(filled, to: .disabled)
    let background = try #require(Self.entry("background", of: ButtonSpecimen(button: filled)))
    #expect(background.source == "tertiarySystemFill: the disabled look")
    ButtonSpecimen.drive(filled, to: .normal)
    let normal = try #require(Self.entry("background", of: ButtonSpecimen(button: filled)))
    #expect(
      normal.source
        == "baseBackgroundColor systemPink (set in the configuration): the filled style's background")
  }

  @Test("A glass tile's Why? says its colours are Stately's, and so does its grid")
  func glassIsStatelys() throws {
    let button = StatelyButton(configuration: .prominentGlass())
    ButtonSpecimen.drive(button, to: .normal)
    let effect = try #require(Self.entry("effect", of: ButtonSpecimen(button: button)))
    #expect(
      effect.source.contains("every glass colour here is Stately's own, as Apple publishes none for glass"))
    let section = try #require(PlaygroundRegistry.standard.gallerySections().first { $0.id == "button" })
    for grid in section.grids where grid.title?.hasPrefix("Glass") == true {
      #expect(grid.summary?.contains(PlaygroundEntry.glassOwnership) == true)
      for item in grid.items {
        #expect(!item.html.markup.contains("UIKit's own"))
        #expect(item.notes.allSatisfy { !$0.text.contains("UIKit's own") })
      }
    }
  }

  @Test("Rules are named by the states they cover, in each matching mode")
  func predicatesInWords() {
    let names = FollowButton.followSpace.names
    let mutual = FollowButton.followStates.mutual
    #expect(
      ExplanationWords.states(.containsAll([.selected, mutual]), names: names)
        == "states containing selected and mutual")
    #expect(ExplanationWords.states(.always, names: names) == "every state")
    #expect(
      ExplanationWords.states(.exact([.selected, .highlighted]), names: names)
        == "the state highlighted+selected exactly")
    #expect(
      ExplanationWords.states(.containsAny([.selected, mutual]), names: names)
        == "states containing selected or mutual")
    #expect(ExplanationWords.states(.containsNone(.disabled), names: names) == "states without disabled")
    #expect(
      ExplanationWords.states(.doesNotContainAll([.selected, mutual]), names: names)
        == "states without all of selected and mutual")
    #expect(ExplanationWords.rule(.containsAll(.selected), names: names) == "the rule for selected")
  }

  @Test("A rule table's default of nil is never shown as nil")
  func unsetIsNotNil() {
    var table = StateTable<String?>(default: nil)
    table.setValue("On", for: .containsAll(.selected))
    let why = ExplanationWords.why(
      property: "text", explanation: table.explain(.normal), unset: "the label's text")
    #expect(why.value == "not set")
    #expect(why.source == "no rule covers this state, so the label's text applies")
    #expect(
      why.unmatched == ["not this state: the rule for selected gives \"On\" in states containing selected"])
  }

  @Test("Swift literals: strings are escaped, system colours named, others spelt by their components")
  func swiftLiterals() {
    #expect(SwiftSource.string("a \"b\"\n\\") == #""a \"b\"\n\\""#)
    #expect(SwiftSource.color(.systemGreen, .uikit) == ".systemGreen")
    #expect(
      SwiftSource.color(DynamicColor(ResolvedColor(hex: 0x1D1D1F)), .stately)
        == "DynamicColor(ResolvedColor(hex: 0x1D1D1F))")
    #expect(
      SwiftSource.color(DynamicColor(ResolvedColor(hex: 0x1D1D1F)), .uikit)
        == "UIColor(red: 29 / 255, green: 29 / 255, blue: 31 / 255, alpha: 1)")
    #expect(SwiftSource.image(.system("heart.fill"), .uikit) == "UIImage(systemName: \"heart.fill\")")
  }
}
