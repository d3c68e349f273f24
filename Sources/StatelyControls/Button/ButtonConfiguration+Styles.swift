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
  ///
  /// - Returns: A plain configuration.
  public static func borderless() -> ButtonConfiguration { plain() }

  /// Another name for ``gray()``.
  ///
  /// - Returns: A gray configuration.
  public static func bordered() -> ButtonConfiguration { gray() }

  /// Another name for ``tinted()``.
  ///
  /// - Returns: A tinted configuration.
  public static func borderedTinted() -> ButtonConfiguration { tinted() }

  /// Another name for ``filled()``.
  ///
  /// - Returns: A filled configuration.
  public static func borderedProminent() -> ButtonConfiguration { filled() }
}
