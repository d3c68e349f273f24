import Stately
import StatelyControls
import StatelyHTML

extension PlaygroundEntry {
  /// Gallery-only entries that show every part of a button's look, in light appearance:
  /// - `button-shapes`: each style in each size (mini, small, medium, large) and each corner style
  ///   (fixed, dynamic, small, medium, large, capsule);
  /// - `button-content`: each style with and without subtitle and image, the image at each placement;
  /// - `button-tint`: each style with the default tint, a custom tint and base colours, normal and
  ///   highlighted.
  ///
  /// Every tile whose text falls below WCAG AA's 4.5:1 says so.
  static var buttonAnatomy: [PlaygroundEntry] {
    [
      anatomyEntry(
        "button-shapes", "Button sizes and corner styles",
        "Each style in each size, mini to large, and in each corner style, capsule included."
      ) { style in
        sizes.flatMap { size in
          ButtonConfiguration.CornerStyle.allCases.map { corner in
            anatomyItem(style, caption: "\(size) · \(corner)") {
              $0.buttonSize = size
              $0.cornerStyle = corner
            }
          }
        }
      },
      anatomyEntry(
        "button-content", "Button content",
        "Each style with a title alone, with a subtitle, and with an image at each placement."
      ) { style in
        contents.map { content in anatomyItem(style, caption: content.caption, content.apply) }
      },
      anatomyEntry(
        "button-tint", "Button tint and base colours",
        "Each style with the default tint, a custom tint and base colours, normal and highlighted."
      ) { style in
        tints.flatMap { tint in
          [ControlState.normal, .highlighted].map { state in
            anatomyItem(style, caption: tint.caption, state: state, tint: tint.color, tint.apply)
          }
        }
      },
    ]
  }

  /// A gallery-only entry with the tiles `items` makes for each style, plain to filled.
  private static func anatomyEntry(
    _ id: String, _ title: String, _ summary: String,
    items: @escaping @Sendable (ButtonConfiguration.Style) -> [GalleryItem]
  ) -> PlaygroundEntry {
    PlaygroundEntry(
      id: id, title: title, summary: summary, gallery: { ButtonConfiguration.Style.allCases.flatMap(items) })
  }

  /// Mini to large.
  private static let sizes: [ButtonConfiguration.Size] = [.mini, .small, .medium, .large]

  /// Title alone, with subtitle, and with an image at each placement.
  private static let contents: [(caption: String, apply: @Sendable (inout ButtonConfiguration) -> Void)] = [
    ("title only", { $0.image = nil }),
    (
      "title and subtitle",
      {
        $0.image = nil; $0.subtitle = "Subtitle"
      }
    ),
    ("image leading", { $0.imagePlacement = .leading }),
    ("image trailing", { $0.imagePlacement = .trailing }),
    (
      "image top, subtitle",
      {
        $0.imagePlacement = .top; $0.subtitle = "Subtitle"
      }
    ),
    (
      "image bottom, subtitle",
      {
        $0.imagePlacement = .bottom; $0.subtitle = "Subtitle"
      }
    ),
  ]

  /// The default tint, a custom tint, and base colours.
  private static let tints:
    [(caption: String, color: DynamicColor?, apply: @Sendable (inout ButtonConfiguration) -> Void)] = [
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

  /// One button, in light appearance, with its contrast checked.
  private static func anatomyItem(
    _ style: ButtonConfiguration.Style, caption: String, state: ControlState = .normal,
    tint: DynamicColor? = nil, _ customize: (inout ButtonConfiguration) -> Void
  ) -> GalleryItem {
    var configuration = ButtonConfiguration(style: style)
    configuration.title = "\(style)".capitalized
    configuration.image = .system("heart.fill")
    customize(&configuration)
    let traits = tint.map { TraitCollection(userInterfaceStyle: .light, tintColor: $0) } ?? .light
    let title = "\(style)".capitalized
    let tile: StateTile
    do {
      let look = try configuration.resolvedAppearance(for: state, traits: traits)
      tile = StateTile(
        caption: title, state: state, control: HTMLRenderer.fragment(look),
        why: [
          PropertyWhy(
            property: "configuration", value: "\(configuration)", source: "this tile: \(caption)")
        ], notes: TextContrast.notes(for: [("", look)], on: .light))
    } catch {
      tile = StateTile(
        caption: title, state: state, control: .text("cannot resolve"), why: [], notes: ["\(error)"])
    }
    let stateName = state == .normal ? "" : " · \(state.bitNames.joined(separator: "+"))"
    return GalleryItem(caption: "\(title) · \(caption)\(stateName)", html: HTML(tile.fragment))
  }
}
