extension BackgroundConfiguration {
  /// The properties of a ``BackgroundConfiguration``, in the order descriptions list them.
  public enum Property: String, ConfigurationProperty {
    /// ``Values/cornerRadius``.
    case cornerRadius
    /// ``Values/backgroundInsets``.
    case backgroundInsets
    /// ``Values/edgesAddingLayoutMarginsToBackgroundInsets``.
    case edgesAddingLayoutMarginsToBackgroundInsets
    /// ``Values/backgroundColor``.
    case backgroundColor
    /// ``Values/backgroundColorTransformer``.
    case backgroundColorTransformer
    /// ``Values/strokeColor``.
    case strokeColor
    /// ``Values/strokeColorTransformer``.
    case strokeColorTransformer
    /// ``Values/strokeWidth``.
    case strokeWidth
    /// ``Values/strokeOutset``.
    case strokeOutset
    /// ``Values/image``.
    case image
    /// ``Values/imageContentMode``.
    case imageContentMode
    /// ``Values/visualEffect``.
    case visualEffect
  }

  /// Whether you assigned `property`.
  ///
  /// - Parameter property: A property.
  /// - Returns: `true` once you assigned it, until something resets it.
  public func isCustomized(_ property: Property) -> Bool {
    switch property {
    case .cornerRadius: values.$cornerRadius.isCustomized
    case .backgroundInsets: values.$backgroundInsets.isCustomized
    case .edgesAddingLayoutMarginsToBackgroundInsets:
      values.$edgesAddingLayoutMarginsToBackgroundInsets.isCustomized
    case .backgroundColor: values.$backgroundColor.isCustomized
    case .backgroundColorTransformer: values.$backgroundColorTransformer.isCustomized
    case .strokeColor: values.$strokeColor.isCustomized
    case .strokeColorTransformer: values.$strokeColorTransformer.isCustomized
    case .strokeWidth: values.$strokeWidth.isCustomized
    case .strokeOutset: values.$strokeOutset.isCustomized
    case .image: values.$image.isCustomized
    case .imageContentMode: values.$imageContentMode.isCustomized
    case .visualEffect: values.$visualEffect.isCustomized
    }
  }

  /// Which preset a configuration came from. Presets in other files add their own constants, for
  /// example `static let listPlainCell = DefaultStyle(rawValue: "listPlainCell")`, and their
  /// `updated(for:)` switches on ``BackgroundConfiguration/defaultStyle``.
  package struct DefaultStyle: RawRepresentable, Sendable, Hashable {
    /// The preset's name.
    package let rawValue: String

    /// Names a preset.
    package init(rawValue: String) { self.rawValue = rawValue }

    /// ``BackgroundConfiguration/clear()``: no state-dependent styling.
    package static let clear = DefaultStyle(rawValue: "clear")
    /// The background of a ``ButtonConfiguration``, styled by the button.
    package static let button = DefaultStyle(rawValue: "button")
  }
}
