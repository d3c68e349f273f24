import Stately
import StatelyControls
import StatelyHTML

extension PlaygroundEntry {
  /// The states shown for each button style.
  static let buttonStyleStates: [ControlState] = [
    .normal, .highlighted, .selected, [.selected, .highlighted], .disabled, .focused,
  ]

  /// A gallery-only entry: `ButtonConfiguration` plain, gray, tinted and filled in normal, highlighted,
  /// selected, selected and highlighted, disabled and focused, resolved for one appearance.
  ///
  /// - Parameter scheme: Light or dark.
  /// - Returns: The entry, with id `button-styles-light` or `button-styles-dark`.
  static func buttonStyles(_ scheme: UserInterfaceStyle) -> PlaygroundEntry {
    let schemeName = scheme == .dark ? "dark" : "light"
    return PlaygroundEntry(
      id: "button-styles-\(schemeName)", title: "Button styles, \(schemeName)",
      summary: "ButtonConfiguration plain, gray, tinted and filled in normal, highlighted, selected, "
        + "selected+highlighted, disabled and focused, resolved for the \(schemeName) appearance.",
      gallery: {
        ButtonConfiguration.Style.allCases.flatMap { style in
          buttonStyleStates.map { state in buttonStyleItem(style, state: state, scheme: scheme) }
        }
      })
  }

  private static func styleName(_ style: ButtonConfiguration.Style) -> String {
    switch style {
    case .plain: "Plain"
    case .gray: "Gray"
    case .tinted: "Tinted"
    case .filled: "Filled"
    }
  }

  private static func buttonStyleItem(
    _ style: ButtonConfiguration.Style, state: ControlState, scheme: UserInterfaceStyle
  ) -> GalleryItem {
    let traits: TraitCollection = scheme == .dark ? .dark : .light
    var configuration = ButtonConfiguration(style: style)
    configuration.title = styleName(style)
    configuration.image = .system("heart.fill")
    let tile: StateTile
    do {
      let look = try configuration.resolvedAppearance(for: state, traits: traits)
      let source =
        "style default: \(styleName(style).lowercased()) in \(state), \(scheme == .dark ? "dark" : "light")"
      tile = StateTile(
        caption: styleName(style), state: state, control: HTMLRenderer.fragment(look),
        why: [
          PropertyWhy(property: "background", value: look.backgroundColor.hexString, source: source),
          PropertyWhy(property: "foreground", value: look.foregroundColor.hexString, source: source),
        ], notes: TextContrast.notes(for: [("", look)], on: scheme), colorScheme: scheme)
    } catch {
      tile = StateTile(
        caption: styleName(style), state: state, control: .text("cannot resolve"), why: [],
        notes: ["\(error)"], colorScheme: scheme)
    }
    return GalleryItem(
      caption: "\(styleName(style)) · \(state.bitNames.joined(separator: "+"))", html: HTML(tile.fragment))
  }
}
