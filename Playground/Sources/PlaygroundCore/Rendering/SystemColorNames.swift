import StatelyControls

/// UIKit's system colours by name, so that a contrast note says "systemBlue (#007AFF)" where the colour
/// is UIKit's own rather than one the user picked.
enum SystemColorNames {
  /// The palette the gallery's controls draw from, with UIKit's names.
  static let palette: [(name: String, color: DynamicColor)] = [
    ("systemBlue", .systemBlue), ("systemPink", .systemPink), ("systemRed", .systemRed),
    ("systemGreen", .systemGreen), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
    ("systemPurple", .systemPurple), ("systemTeal", .systemTeal), ("systemIndigo", .systemIndigo),
    ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
    ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
    ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
    ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill),
    ("tertiarySystemFill", .tertiarySystemFill), ("systemBackground", .systemBackground),
  ]

  /// UIKit's name for `color` in `scheme`, or `nil` when no system colour resolves to it.
  static func name(of color: ResolvedColor, in scheme: UserInterfaceStyle) -> String? {
    palette.first { $0.color.resolved(in: scheme).hexString == color.hexString }?.name
  }

  /// The colour as a note names it: `systemBlue (#007AFF)`, `white`, or its hex value.
  static func describe(_ color: ResolvedColor, in scheme: UserInterfaceStyle) -> String {
    switch color.hexString {
    case "#FFFFFF": return "white"
    case "#000000": return "black"
    default: return name(of: color, in: scheme).map { "\($0) (\(color.hexString))" } ?? color.hexString
    }
  }
}
