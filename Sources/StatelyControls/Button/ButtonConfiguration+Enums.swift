extension ButtonConfiguration {
  /// The style a configuration was made with; it picks the default look (see the
  /// ButtonStyles article for the table).
  public enum Style: Sendable, Hashable, CaseIterable {
    /// ``ButtonConfiguration/plain()``: no background.
    case plain
    /// ``ButtonConfiguration/gray()``: a gray fill.
    case gray
    /// ``ButtonConfiguration/tinted()``: a translucent tint fill.
    case tinted
    /// ``ButtonConfiguration/filled()``: an opaque tint fill.
    case filled
    /// ``ButtonConfiguration/glass()``: regular Liquid Glass with tinted text (iOS 26).
    case glass
    /// ``ButtonConfiguration/prominentGlass()``: regular Liquid Glass tinted with the tint, white text
    /// (iOS 26).
    case prominentGlass
    /// ``ButtonConfiguration/clearGlass()``: clear Liquid Glass with tinted text (iOS 26).
    case clearGlass
    /// ``ButtonConfiguration/prominentClearGlass()``: clear Liquid Glass tinted with the tint, white
    /// text (iOS 26).
    case prominentClearGlass

    /// Whether the style draws Liquid Glass: ``glass``, ``prominentGlass``, ``clearGlass`` and
    /// ``prominentClearGlass``.
    ///
    /// ```swift
    /// ButtonConfiguration.Style.clearGlass.isGlass  // true
    /// ButtonConfiguration.Style.filled.isGlass      // false
    /// ```
    public var isGlass: Bool { glassStyle != nil }

    /// The glass material of a glass style, `nil` for the others.
    var glassStyle: GlassStyle? {
      switch self {
      case .plain, .gray, .tinted, .filled: nil
      case .glass, .prominentGlass: .regular
      case .clearGlass, .prominentClearGlass: .clear
      }
    }

    /// Whether the style fills with the tint and draws white text: filled and the prominent glass
    /// styles. These do not update for selection by default, as UIKit's filled style does not.
    var isProminent: Bool {
      switch self {
      case .filled, .prominentGlass, .prominentClearGlass: true
      case .plain, .gray, .tinted, .glass, .clearGlass: false
      }
    }
  }

  /// Preferred metrics: font sizes, default insets and corner radii. UIKit's raw values.
  public enum Size: Int, Sendable, Hashable, CaseIterable {
    /// The default size (0).
    case medium
    /// Smaller than medium (1).
    case small
    /// The smallest size (2).
    case mini
    /// The largest size (3).
    case large
  }

  /// How title and subtitle align with each other. UIKit's raw values.
  public enum TitleAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Chosen from the other content: centred unless an image or activity indicator sits at the
    /// leading or trailing edge, which aligns the text towards it (0).
    case automatic
    /// Leading (1).
    case leading
    /// Centred (2).
    case center
    /// Trailing (3).
    case trailing
  }

  /// How the background's corner radius is chosen. UIKit's raw values.
  public enum CornerStyle: Int, Sendable, Hashable, CaseIterable {
    /// The background's `cornerRadius` as is (−1).
    case fixed = -1
    /// The background's `cornerRadius`, scaled for Dynamic Type; Stately has no Dynamic Type,
    /// so it is used as is (0). The default.
    case dynamic
    /// A small system radius for the button size (1).
    case small
    /// A medium system radius for the button size (2).
    case medium
    /// A large system radius for the button size (3).
    case large
    /// Semicircular ends whatever the height (4).
    case capsule
  }

  /// Whether a pop-up indicator shows at the trailing edge. UIKit's raw values (by case order).
  public enum Indicator: Int, Sendable, Hashable, CaseIterable {
    /// Shown when the control is a pop-up button; the control decides (0).
    case automatic
    /// Never shown (1).
    case none
    /// Always shown, as a pop-up chevron (2).
    case popup
  }
}
