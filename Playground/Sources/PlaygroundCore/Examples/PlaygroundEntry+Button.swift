import Stately
import StatelyControls
import StatelyHTML

extension PlaygroundEntry {
  /// The button: `ButtonConfiguration`'s styles in six states, light and dark; the glass styles in
  /// every state; each size in each corner style; each kind of content; and tints. A
  /// gallery-only entry, in grids of its own:
  /// - "Style" and "Dark appearance": each style (rows) in normal, highlighted, selected, selected and
  ///   highlighted, disabled and focused (columns);
  /// - "Glass" and "Glass, dark appearance": each glass style, unselected and selected (rows), in every
  ///   combination of highlighted, focused and disabled (columns), over a striped backdrop that shows
  ///   the blur;
  /// - "Size × corner": the filled style in each size (rows) and corner style (columns);
  /// - "Content": each style (rows) with a title alone, with a subtitle, and with an image at each
  ///   placement (columns);
  /// - "Tint": each style (rows) with the default tint, a custom tint and base colours (columns).
  ///
  /// Every tile is a `StatelyButton` made with the tile's configuration and traits and driven into its
  /// state (``ButtonSpecimen``): the tile, its "Why?" and its Swift come from that one button.
  ///
  /// A new style of `ButtonConfiguration.Style` appears as a row of every grid by itself.
  static var button: PlaygroundEntry {
    PlaygroundEntry(
      id: "button", title: "Button",
      summary: "UIButton.Configuration as a portable value: each style's default look in every state, "
        + "resolved with the traits of the tile. Each tile shows the Swift that draws it, in UIKit's idiom "
        + "and in Stately's, and \u{201C}Why?\u{201D} says where each value on screen came from.",
      gallery: {
        [
          styleGrid(.light), styleGrid(.dark), glassGrid(.light), glassGrid(.dark), sizeGrid, contentGrid,
          tintGrid,
        ]
      })
  }

  /// The states each style is shown in.
  static let buttonStyleStates: [ControlState] = [
    .normal, .highlighted, .selected, [.selected, .highlighted], .disabled, .focused,
  ]

  private static func styleName(_ style: ButtonConfiguration.Style) -> String {
    "\(style)".prefix(1).uppercased() + "\(style)".dropFirst()
  }

  /// The title of every button tile: short, so that a grid's states fit across a desktop window.
  static let buttonTitle = "Like"

  /// The styles (rows) in each state (columns), in one appearance.
  private static func styleGrid(_ scheme: UserInterfaceStyle) -> GalleryGrid {
    let schemeName = scheme == .dark ? "dark" : "light"
    return GalleryGrid(
      title: scheme == .dark ? "Dark appearance" : "Style",
      summary: "Each style in each state, resolved for the \(schemeName) appearance.",
      columns: buttonStyleStates.map { $0.bitNames.joined(separator: "+") },
      rows: ButtonConfiguration.Style.allCases.map { style in
        GalleryRow(
          label: styleName(style),
          cells: buttonStyleStates.map { state in
            buttonItem(
              id: "button-\(schemeName)-\(style)-\(String(state.rawValue, radix: 16))", style: style,
              state: state, scheme: scheme, detail: nil)
          })
      })
  }

  /// The interaction states the glass grids lay across: every combination of highlighted, focused and
  /// disabled, fewest bits first. Highlighted and disabled together is included: a control disabled
  /// while pressed shows it, and disabled wins over the highlight.
  static let glassColumns: [ControlState] = (UInt(0)..<16).map { ControlState(rawValue: $0) }
    .filter { !$0.contains(.selected) }
    .sorted { ($0.rawValue.nonzeroBitCount, $0.rawValue) < ($1.rawValue.nonzeroBitCount, $1.rawValue) }

  /// What the glass grids say about whose colours they are, once: the same words as the tiles' notes.
  static let glassOwnership =
    "Apple publishes no colours for the glass styles in any state: every colour here is Stately's own "
    + "choice (the ButtonStyles article lists them)."

  /// Each glass style, unselected and selected (rows), in each interaction state (columns), over a
  /// striped backdrop, in one appearance: all sixteen combinations of the four built-in bits.
  private static func glassGrid(_ scheme: UserInterfaceStyle) -> GalleryGrid {
    let schemeName = scheme == .dark ? "dark" : "light"
    let styles = ButtonConfiguration.Style.allCases.filter(\.isGlass)
    return GalleryGrid(
      title: scheme == .dark ? "Glass, dark appearance" : "Glass",
      summary: "The iOS 26 glass styles in every combination of highlighted, focused, disabled and "
        + "selected, \(schemeName) appearance, over stripes that show the blur. \(glassOwnership) "
        + "Disabled glass is grey and flat; contrast is measured against the tile's colour, not the stripes.",
      columns: glassColumns.map { $0.isEmpty ? "normal" : $0.bitNames.joined(separator: "+") },
      rows: styles.flatMap { style in
        [ControlState.normal, .selected].map { value in
          GalleryRow(
            label: styleName(style) + (value.isEmpty ? "" : ", selected"),
            cells: glassColumns.map { column in
              let state = value.union(column)
              return buttonItem(
                id: "button-glass-\(schemeName)-\(style)-\(String(state.rawValue, radix: 16))", style: style,
                state: state, scheme: scheme, detail: nil, backdrop: true)
            })
        }
      })
  }

  /// Mini to large.
  private static let sizes: [ButtonConfiguration.Size] = [.mini, .small, .medium, .large]

  /// The filled style in each size (rows) and corner style (columns).
  private static var sizeGrid: GalleryGrid {
    GalleryGrid(
      title: "Size × corner", summary: "The filled style in each size, mini to large, and each corner style.",
      columns: ButtonConfiguration.CornerStyle.allCases.map { "\($0)" },
      rows: sizes.map { size in
        GalleryRow(
          label: "\(size)",
          cells: ButtonConfiguration.CornerStyle.allCases.map { corner in
            buttonItem(
              id: "button-size-\(size)-\(corner)", style: .filled, state: .normal, scheme: .light,
              detail: "\(size), \(corner) corners"
            ) {
              $0.buttonSize = size
              $0.cornerStyle = corner
            }
          })
      })
  }

  /// A title alone, with a subtitle, and with an image at each placement.
  private static let contents: [(name: String, apply: @Sendable (inout ButtonConfiguration) -> Void)] = [
    ("title only", { $0.image = nil }),
    (
      "title and subtitle",
      {
        $0.image = nil
        $0.subtitle = "Subtitle"
      }
    ),
    ("image leading", { $0.imagePlacement = .leading }),
    ("image trailing", { $0.imagePlacement = .trailing }),
    (
      "image top, subtitle",
      {
        $0.imagePlacement = .top
        $0.subtitle = "Subtitle"
      }
    ),
    (
      "image bottom, subtitle",
      {
        $0.imagePlacement = .bottom
        $0.subtitle = "Subtitle"
      }
    ),
  ]

  /// Each style (rows) with each kind of content (columns).
  private static var contentGrid: GalleryGrid {
    GalleryGrid(
      title: "Content", summary: "A title alone, with a subtitle, and with an image at each placement.",
      columns: contents.map(\.name),
      rows: ButtonConfiguration.Style.allCases.map { style in
        GalleryRow(
          label: styleName(style),
          cells: contents.enumerated().map { index, content in
            buttonItem(
              id: "button-content-\(index)-\(style)", style: style, state: .normal, scheme: .light,
              detail: content.name, content.apply)
          })
      })
  }

  /// The default tint, a custom tint, and base colours.
  private static let tints:
    [(name: String, color: DynamicColor?, apply: @Sendable (inout ButtonConfiguration) -> Void)] = [
      ("default tint", nil, { _ in }),
      ("tint systemIndigo", .systemIndigo, { _ in }),
      (
        "base colours",
        nil,
        {
          $0.baseForegroundColor = DynamicColor(ResolvedColor(hex: 0x1D1D1F))
          $0.baseBackgroundColor = DynamicColor(ResolvedColor(hex: 0xFFD60A))
        }
      ),
    ]

  /// Each style (rows) with each tint (columns).
  private static var tintGrid: GalleryGrid {
    GalleryGrid(
      title: "Tint",
      summary: "The default tint (systemBlue), a custom tint (systemIndigo), and base colours of your own.",
      columns: tints.map(\.name),
      rows: ButtonConfiguration.Style.allCases.map { style in
        GalleryRow(
          label: styleName(style),
          cells: tints.enumerated().map { index, tint in
            buttonItem(
              id: "button-tint-\(index)-\(style)", style: style, state: .normal, scheme: .light,
              detail: tint.name, tint: tint.color, tint.apply)
          })
      })
  }

  /// One button in one state and appearance, with its contrast checked, its "Why?" and its Swift.
  ///
  /// - Parameters:
  ///   - id: The tile's id.
  ///   - style: The style.
  ///   - state: The state it is driven into.
  ///   - scheme: Light or dark.
  ///   - detail: What the tile changes from the style's default, or `nil` for nothing.
  ///   - tint: A tint of the traits, or `nil` for UIKit's default.
  ///   - backdrop: Whether the button sits on stripes (`glass-backdrop`), so glass shows its blur.
  ///   - customize: Changes to the configuration.
  private static func buttonItem(
    id: String, style: ButtonConfiguration.Style, state: ControlState, scheme: UserInterfaceStyle,
    detail: String?, tint: DynamicColor? = nil, backdrop: Bool = false,
    _ customize: (inout ButtonConfiguration) -> Void = { _ in }
  ) -> GalleryItem {
    var configuration = ButtonConfiguration(style: style)
    configuration.title = buttonTitle
    configuration.image = .system("heart.fill")
    let plain = configuration
    customize(&configuration)
    let traits = TraitCollection(userInterfaceStyle: scheme, tintColor: tint ?? .systemBlue)
    let space = state.contains(.focused) ? ButtonSpecimen.focusableSpace : .standard
    let button = StatelyButton(configuration: configuration, space: space, traits: traits)
    ButtonSpecimen.drive(button, to: state)
    let specimen = ButtonSpecimen(button: button)
    let caption = [styleName(style), detail].compactMap { $0 }.joined(separator: ", ")
    let look = button.appearance
    let control = HTMLRenderer.fragment(look)
    let tile = StateTile(
      id: id, caption: caption, state: state,
      control: backdrop ? .element(.span, classes: ["glass-backdrop"], children: [control]) : control,
      why: specimen.why(), notes: button.configurationError.map { ["\($0)"] } ?? [], colorScheme: scheme)
    let owner: TextContrast.ColorOwner? =
      tint != nil || configuration.baseForegroundColor != plain.baseForegroundColor
        || configuration.baseBackgroundColor != plain.baseBackgroundColor
      ? nil : style.isGlass ? .stately : .uikit
    return GalleryItem(
      caption: caption + ", " + state.bitNames.joined(separator: "+"), html: HTML(tile.fragment),
      notes: TextContrast.notes(for: [("", look)], on: scheme, owner: owner), code: GalleryCode.of([specimen])
    )
  }
}
