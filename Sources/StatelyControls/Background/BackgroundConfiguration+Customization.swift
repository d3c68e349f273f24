extension BackgroundConfiguration {
  /// A set of ``BackgroundConfiguration`` properties, used to record which ones the user set.
  public struct Property: OptionSet, Sendable, Hashable {
    /// The bitmask.
    public let rawValue: UInt16

    /// Creates a set from a bitmask.
    ///
    /// - Parameter rawValue: The bitmask.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// ``BackgroundConfiguration/cornerRadius``.
    public static let cornerRadius = Property(rawValue: 1 << 0)
    /// ``BackgroundConfiguration/backgroundInsets``.
    public static let backgroundInsets = Property(rawValue: 1 << 1)
    /// ``BackgroundConfiguration/edgesAddingLayoutMarginsToBackgroundInsets``.
    public static let edgesAddingLayoutMarginsToBackgroundInsets = Property(rawValue: 1 << 2)
    /// ``BackgroundConfiguration/backgroundColor``.
    public static let backgroundColor = Property(rawValue: 1 << 3)
    /// ``BackgroundConfiguration/backgroundColorTransformer``.
    public static let backgroundColorTransformer = Property(rawValue: 1 << 4)
    /// ``BackgroundConfiguration/strokeColor``.
    public static let strokeColor = Property(rawValue: 1 << 5)
    /// ``BackgroundConfiguration/strokeColorTransformer``.
    public static let strokeColorTransformer = Property(rawValue: 1 << 6)
    /// ``BackgroundConfiguration/strokeWidth``.
    public static let strokeWidth = Property(rawValue: 1 << 7)
    /// ``BackgroundConfiguration/strokeOutset``.
    public static let strokeOutset = Property(rawValue: 1 << 8)
    /// ``BackgroundConfiguration/image``.
    public static let image = Property(rawValue: 1 << 9)
    /// ``BackgroundConfiguration/imageContentMode``.
    public static let imageContentMode = Property(rawValue: 1 << 10)
    /// ``BackgroundConfiguration/visualEffect``.
    public static let visualEffect = Property(rawValue: 1 << 11)
  }

  /// Which preset a configuration came from. Presets in other files add their own constants,
  /// for example `static let listPlainCell = DefaultStyle(rawValue: "listPlainCell")`, and
  /// their `updated(for:)` switches on ``BackgroundConfiguration/defaultStyle``.
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

  /// Whether the user set `property`.
  ///
  /// - Parameter property: One property (or several: true if all are customised).
  /// - Returns: `true` when every property in `property` was set by the user.
  public func isCustomized(_ property: Property) -> Bool {
    customizedProperties.contains(property)
  }

  /// Writes a style default into a stored value unless the user customised `property`.
  ///
  /// `updated(for:)` implementations call it with the underscored storage key paths:
  /// ```swift
  /// copy.setDefault(\._backgroundColor, .systemGray5, for: .backgroundColor)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The stored value, such as `\._cornerRadius`.
  ///   - value: The default for the current state.
  ///   - property: The property the stored value backs.
  package mutating func setDefault<Value>(
    _ keyPath: WritableKeyPath<BackgroundConfiguration, Value>, _ value: Value, for property: Property
  ) {
    if !customizedProperties.contains(property) {
      self[keyPath: keyPath] = value
    }
  }
}
