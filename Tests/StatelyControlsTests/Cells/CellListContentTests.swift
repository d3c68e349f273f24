import Foundation
import PropertyBased
import Testing

@testable import StatelyControls

@Suite("Cells: list content configuration")
struct CellListContentTests {
  typealias Transform = ListContentConfiguration.TextProperties.TextTransform

  static func state(
    _ environment: ListEnvironment = .none, selected: Bool = false, disabled: Bool = false
  ) -> CellConfigurationState {
    var state = CellConfigurationState(traitCollection: TraitCollection(listEnvironment: environment))
    state.isSelected = selected
    state.isDisabled = disabled
    return state
  }

  @Test("Presets have their documented fonts, colours and layout")
  func presets() {
    let cell = ListContentConfiguration.cell()
    #expect(cell.textProperties.font == SystemFont.preferredFont(forTextStyle: .body))
    #expect(cell.textProperties.color == .label)
    #expect(cell.secondaryTextProperties.color == .secondaryLabel)
    #expect(
      cell.directionalLayoutMargins == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(cell.imageProperties.tintColor == nil)
    #expect(!cell.prefersSideBySideTextAndSecondaryText)
    #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(ListContentConfiguration.valueCell().secondaryTextProperties.font.pointSize == 17)
    #expect(ListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 15)
    #expect(
      ListContentConfiguration.header().textProperties.font
        == SystemFont(pointSize: 17, weight: .semibold, textStyle: .headline))
    #expect(ListContentConfiguration.footer().textProperties.font.pointSize == 13)
    #expect(ListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.weight == .bold)
    #expect(ListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize == 22)
    #expect(ListContentConfiguration.sidebarCell().directionalLayoutMargins.leading == 10)
    #expect(ListContentConfiguration.sidebarSubtitleCell().secondaryTextProperties.font.pointSize == 15)
    #expect(ListContentConfiguration.accompaniedSidebarCell().textProperties.color == .label)
    #expect(cell.customizedProperties.isEmpty && cell.textProperties.customizedProperties.isEmpty)
  }

  @Test("A header adapts to its list: headline in plain, footnote in grouped, semibold in a sidebar")
  func headerAdapts() {
    let header = ListContentConfiguration.header()
    #expect(header.updated(for: Self.state(.plain)).textProperties.font.pointSize == 17)
    let grouped = header.updated(for: Self.state(.insetGrouped)).textProperties
    #expect(grouped.font.pointSize == 13 && grouped.color == .secondaryLabel)
    #expect(
      header.updated(for: Self.state(.sidebar)).textProperties.font
        == SystemFont(pointSize: 15, weight: .semibold, textStyle: .subheadline))
  }

  @Test("Sidebar cells turn white when selected; accompanied ones and plain cells do not")
  func sidebarSelection() {
    let selected = Self.state(selected: true)
    let sidebar = ListContentConfiguration.sidebarCell().updated(for: selected)
    #expect(sidebar.textProperties.color == .white && sidebar.imageProperties.tintColor == .white)
    #expect(
      ListContentConfiguration.accompaniedSidebarCell().updated(for: selected).textProperties.color == .label)
    #expect(ListContentConfiguration.cell().updated(for: selected).textProperties.color == .label)
    let inSidebar = ListContentConfiguration.cell().updated(for: Self.state(.sidebar, selected: true))
    #expect(inSidebar.secondaryTextProperties.color == .white)
  }

  @Test("A selected sidebar row that is pressed or focused keeps its text colour over the highlight's gray")
  func pressedSelectedSidebarRow() {
    for press in [\CellConfigurationState.isHighlighted, \.isFocused] {
      var state = Self.state(.sidebar, selected: true)
      state[keyPath: press] = true
      let background = BackgroundConfiguration.listCell().updated(for: state).backgroundColor
      #expect(background == .systemGray5)
      let content = ListContentConfiguration.cell().updated(for: state)
      #expect(content.textProperties.color == .label)
      #expect(content.imageProperties.tintColor != .white)
    }
  }

  @Test("Disabled content uses the tertiary label colour; customised colours are kept")
  func disabledAndCustomised() {
    var content = ListContentConfiguration.subtitleCell()
    content.secondaryTextProperties.color = .systemPink
    content.directionalLayoutMargins = .zero
    let disabled = content.updated(for: Self.state(disabled: true))
    #expect(disabled.textProperties.color == .tertiaryLabel)
    #expect(disabled.secondaryTextProperties.color == .systemPink)
    #expect(disabled.directionalLayoutMargins == .zero)
    #expect(disabled.imageProperties.tintColor == .tertiaryLabel)
    #expect(disabled.updated(for: Self.state()).textProperties.color == .label)
  }

  @Test("Text and attributed text replace each other; the attributed text supersedes")
  func attributedText() throws {
    var content = ListContentConfiguration.cell()
    content.text = "Plain"
    content.attributedText = AttributedString("Rich")
    #expect(content.text == "Rich")
    let appearance = try content.resolvedAppearance(in: .light)
    #expect(appearance.text?.string == "Rich")
    #expect(appearance.text?.attributedText == AttributedString("Rich"))
    content.text = "Back"
    #expect(content.attributedText == nil)
    content.secondaryAttributedText = AttributedString("two")
    content.secondaryTextProperties.transform = .uppercase
    #expect(try content.resolvedAppearance(in: .light).secondaryText?.string == "TWO")
  }

  @Test("Colours resolve through transformers; a nil image tint is the traits' tint")
  func colourResolution() throws {
    var content = ListContentConfiguration.cell()
    content.text = "A"
    content.image = .system("star")
    content.textProperties.colorTransformer = .alpha(0.5)
    content.imageProperties.tintColorTransformer = .grayscale
    let traits = TraitCollection(userInterfaceStyle: .dark, tintColor: .systemPink)
    let appearance = try content.resolvedAppearance(in: traits)
    #expect(appearance.text?.color == ResolvedColor.white.withAlphaComponent(0.5))
    #expect(
      try content.textProperties.resolvedColor() == DynamicColor.label.map { $0.multiplyingAlpha(by: 0.5) })
    let pinkDark = DynamicColor.systemPink.dark
    #expect(appearance.imageTintColor == (try ColorTransformer.grayscale.apply(pinkDark)))
    #expect(
      try content.imageProperties.resolvedTintColor(for: .systemPink)
        == ColorTransformer.grayscale.apply(dynamic: .systemPink))
    #expect(appearance.imageToTextPadding == 16)
    content.image = nil
    #expect(try content.resolvedAppearance(in: traits).imageToTextPadding == 0)
  }

  @Test("Negative lengths and line counts are errors naming the property")
  func badLengths() {
    var content = ListContentConfiguration.cell()
    content.imageToTextPadding = -4
    #expect(
      throws: ConfigurationError.negative(property: "ListContentConfiguration.imageToTextPadding", value: -4)
    ) {
      try content.validate()
    }
    content = .cell()
    content.textProperties.numberOfLines = -1
    #expect(
      throws: ConfigurationError.negative(
        property: "ListContentConfiguration.textProperties.numberOfLines", value: -1)
    ) {
      try content.resolvedAppearance(in: .light)
    }
    content = .cell()
    content.imageProperties.reservedLayoutSize = LayoutSize(
      width: ListContentConfiguration.ImageProperties.standardDimension, height: 20)
    #expect(throws: Never.self) { try content.validate() }
    content.imageProperties.cornerRadius = .nan
    #expect(throws: ConfigurationError.self) { try content.validate() }
  }

  /// A plain reference for the case transforms, written character by character.
  static func reference(_ text: String, _ transform: Transform) -> String {
    switch transform {
    case .none: return text
    case .uppercase: return String(text.map { Character($0.uppercased()) })
    case .lowercase: return String(text.map { Character($0.lowercased()) })
    case .capitalized:
      var result = ""
      var previous: Character = " "
      for character in text {
        result += previous.isWhitespace ? character.uppercased() : character.lowercased()
        previous = character
      }
      return result
    }
  }

  @Test("Resolved text equals the reference transform")
  func transformsProperty() async {
    let letters = Gen<Character?>.element(of: Array("aZ bY\tcX é") as [Character]).map { $0! }.string(
      of: 0...16)
    await propertyCheck(input: letters, Gen<Transform>.case) { text, transform in
      var content = ListContentConfiguration.cell()
      content.text = text
      content.textProperties.transform = transform
      let expected = Self.reference(text, transform)
      #expect((try? content.resolvedAppearance(in: .light))?.text?.string == expected)
    }
  }
}
