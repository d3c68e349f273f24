extension ButtonConfiguration {
  /// A button with no background: tinted text and image.
  ///
  /// - Returns: A plain configuration; selection updates automatically.
  public static func plain() -> ButtonConfiguration { ButtonConfiguration(style: .plain) }

  /// A button with a gray fill and tinted text.
  ///
  /// - Returns: A gray configuration; selection updates automatically.
  public static func gray() -> ButtonConfiguration { ButtonConfiguration(style: .gray) }

  /// A button with a translucent tint fill and tinted text.
  ///
  /// - Returns: A tinted configuration; selection updates automatically.
  public static func tinted() -> ButtonConfiguration { ButtonConfiguration(style: .tinted) }

  /// A button filled with the tint and white text.
  ///
  /// - Returns: A filled configuration; selection does not update automatically.
  public static func filled() -> ButtonConfiguration { ButtonConfiguration(style: .filled) }

  /// Another name for ``plain()``.
  public static func borderless() -> ButtonConfiguration { plain() }

  /// Another name for ``gray()``.
  public static func bordered() -> ButtonConfiguration { gray() }

  /// Another name for ``tinted()``.
  public static func borderedTinted() -> ButtonConfiguration { tinted() }

  /// Another name for ``filled()``.
  public static func borderedProminent() -> ButtonConfiguration { filled() }
}

extension ButtonConfiguration {
  /// A Liquid Glass button: regular glass behind tinted text (UIKit's `glass()`, iOS 26).
  ///
  /// Apple publishes no per-state colours for the glass styles; Stately's, including a disabled look
  /// that is clearly dimmed, are in the ButtonStyles article and are Stately's choice.
  ///
  /// ```swift
  /// var configuration = ButtonConfiguration.glass()
  /// configuration.title = "Share"
  /// ```
  ///
  /// - Returns: A glass configuration; selection updates automatically.
  public static func glass() -> ButtonConfiguration { ButtonConfiguration(style: .glass) }

  /// A prominent Liquid Glass button: regular glass tinted with the tint, white text (UIKit's
  /// `prominentGlass()`, iOS 26), for a primary action.
  ///
  /// - Returns: A prominent glass configuration; selection does not update automatically.
  public static func prominentGlass() -> ButtonConfiguration { ButtonConfiguration(style: .prominentGlass) }

  /// A clear Liquid Glass button: highly transparent glass behind tinted text (UIKit's `clearGlass()`,
  /// iOS 26). Apple advises a dimming layer beneath clear glass to keep its content legible.
  ///
  /// - Returns: A clear glass configuration; selection updates automatically.
  public static func clearGlass() -> ButtonConfiguration { ButtonConfiguration(style: .clearGlass) }

  /// A prominent, clear Liquid Glass button: clear glass tinted with the tint, white text (UIKit's
  /// `prominentClearGlass()`, iOS 26).
  ///
  /// - Returns: A prominent clear glass configuration; selection does not update automatically.
  public static func prominentClearGlass() -> ButtonConfiguration {
    ButtonConfiguration(style: .prominentClearGlass)
  }
}
