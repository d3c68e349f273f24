public import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML

/// The gallery of StatelyHTML renderings: every button style in every interesting state, light and dark,
/// then every catalog example in every reachable state of its space, each tile with its state bits and a
/// "why" popover, and each example's rule diagnostics.
public struct ExamplesGallery: GalleryProvider {
  /// The states shown for each button style.
  public static let styleStates: [ControlState] = [
    .normal, .highlighted, .selected, [.selected, .highlighted], .disabled, .focused,
  ]

  /// Creates the gallery.
  public init() {}

  /// StatelyButton styles light, button styles dark, then one section per catalog example.
  ///
  /// - Returns: The sections, in display order.
  public func gallerySections() -> [GallerySection] {
    [styleSection(.light), styleSection(.dark)] + ExampleCatalog.entries.map(exampleSection)
  }

  private static func styleName(_ style: ButtonConfiguration.Style) -> String {
    switch style {
    case .plain: "Plain"
    case .gray: "Gray"
    case .tinted: "Tinted"
    case .filled: "Filled"
    }
  }

  private static func configuration(_ style: ButtonConfiguration.Style) -> ButtonConfiguration {
    var configuration: ButtonConfiguration =
      switch style {
      case .plain: .plain()
      case .gray: .gray()
      case .tinted: .tinted()
      case .filled: .filled()
      }
    configuration.title = styleName(style)
    configuration.image = .system("heart.fill")
    return configuration
  }

  private func styleSection(_ scheme: UserInterfaceStyle) -> GallerySection {
    let traits: TraitCollection = scheme == .dark ? .dark : .light
    let schemeName = scheme == .dark ? "dark" : "light"
    var items: [GalleryItem] = []
    for style in ButtonConfiguration.Style.allCases {
      for state in Self.styleStates {
        let html: String
        do {
          let look = try Self.configuration(style).resolvedAppearance(for: state, traits: traits)
          let why = [
            PropertyWhy(
              property: "background", value: look.backgroundColor.hexString,
              source: "style default: \(Self.styleName(style).lowercased()) in \(state), \(schemeName)"),
            PropertyWhy(
              property: "foreground", value: look.foregroundColor.hexString,
              source: "style default: \(Self.styleName(style).lowercased()) in \(state), \(schemeName)"),
          ]
          html = StateTile(
            caption: Self.styleName(style), state: state, control: StatelyHTML.node(look), why: why,
            colorScheme: scheme
          ).render()
        } catch {
          html = StateTile(
            caption: Self.styleName(style), state: state, control: StatelyHTML.text("cannot resolve"),
            why: [],
            notes: ["\(error)"], colorScheme: scheme
          ).render()
        }
        items.append(
          GalleryItem(
            caption: "\(Self.styleName(style)) · \(state.bitNames.joined(separator: "+"))",
            html: HTML(trusted: html)))
      }
    }
    return GallerySection(
      id: "button-styles-\(schemeName)", title: "Button styles, \(schemeName)",
      summary: "ButtonConfiguration plain, gray, tinted and filled in normal, highlighted, selected, "
        + "selected+highlighted, disabled and focused, resolved for the \(schemeName) appearance.",
      items: items)
  }

  private func exampleSection(_ entry: ExampleEntry) -> GallerySection {
    let findings = StatelyHTML.findings(entry.ruleDiagnostics)
    let diagnostics =
      findings.isEmpty
      ? "Diagnostics: clean (no shadowed or ambiguous rules)."
      : "Diagnostics: \(findings.count) finding(s): " + findings.joined(separator: "; ")
    let items = entry.previews().map { preview in
      var tile = StateTile(preview: preview, caption: entry.title)
      if tile.why.isEmpty {
        // No rule table decides this example's look: say so instead of showing nothing.
        tile.why = [
          PropertyWhy(
            property: "look", value: "no rule tables",
            source: "the style's defaults for \(preview.state) and the configuration update handler decide it"
          )
        ]
      }
      return GalleryItem(
        caption: preview.names.bitNames(of: preview.state).joined(separator: "+"),
        html: HTML(trusted: tile.render()))
    }
    return GallerySection(
      id: "example-\(entry.id)", title: entry.title,
      summary:
        "\(entry.summary) (\(entry.articleReference).) \(entry.stateSpace.reachableStates.count) reachable "
        + "states. \(diagnostics)",
      items: items)
  }
}
