extension ButtonConfiguration {
  /// A set of ``ButtonConfiguration`` properties, used to record which ones the user set.
  ///
  /// Title and attributed title share one flag, as they share one value; so do subtitle and
  /// attributed subtitle.
  public struct Property: OptionSet, Sendable, Hashable {
    /// The bitmask.
    public let rawValue: UInt32

    /// Creates a set from a bitmask.
    ///
    /// - Parameter rawValue: The bitmask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// ``ButtonConfiguration/title`` and ``ButtonConfiguration/attributedTitle``.
    public static let title = Property(rawValue: 1 << 0)
    /// ``ButtonConfiguration/subtitle`` and ``ButtonConfiguration/attributedSubtitle``.
    public static let subtitle = Property(rawValue: 1 << 1)
    /// ``ButtonConfiguration/titleTextAttributesTransformer``.
    public static let titleTextAttributesTransformer = Property(rawValue: 1 << 2)
    /// ``ButtonConfiguration/subtitleTextAttributesTransformer``.
    public static let subtitleTextAttributesTransformer = Property(rawValue: 1 << 3)
    /// ``ButtonConfiguration/image``.
    public static let image = Property(rawValue: 1 << 4)
    /// ``ButtonConfiguration/imagePlacement``.
    public static let imagePlacement = Property(rawValue: 1 << 5)
    /// ``ButtonConfiguration/imagePadding``.
    public static let imagePadding = Property(rawValue: 1 << 6)
    /// ``ButtonConfiguration/imageReservation``.
    public static let imageReservation = Property(rawValue: 1 << 7)
    /// ``ButtonConfiguration/titlePadding``.
    public static let titlePadding = Property(rawValue: 1 << 8)
    /// ``ButtonConfiguration/titleAlignment``.
    public static let titleAlignment = Property(rawValue: 1 << 9)
    /// ``ButtonConfiguration/titleLineBreakMode``.
    public static let titleLineBreakMode = Property(rawValue: 1 << 10)
    /// ``ButtonConfiguration/subtitleLineBreakMode``.
    public static let subtitleLineBreakMode = Property(rawValue: 1 << 11)
    /// ``ButtonConfiguration/contentInsets``; cleared by ``ButtonConfiguration/setDefaultContentInsets()``.
    public static let contentInsets = Property(rawValue: 1 << 12)
    /// ``ButtonConfiguration/buttonSize``.
    public static let buttonSize = Property(rawValue: 1 << 13)
    /// ``ButtonConfiguration/cornerStyle``.
    public static let cornerStyle = Property(rawValue: 1 << 14)
    /// ``ButtonConfiguration/baseForegroundColor``.
    public static let baseForegroundColor = Property(rawValue: 1 << 15)
    /// ``ButtonConfiguration/baseBackgroundColor``.
    public static let baseBackgroundColor = Property(rawValue: 1 << 16)
    /// ``ButtonConfiguration/background`` was assigned (its own properties track themselves).
    public static let background = Property(rawValue: 1 << 17)
    /// ``ButtonConfiguration/showsActivityIndicator``.
    public static let showsActivityIndicator = Property(rawValue: 1 << 18)
    /// ``ButtonConfiguration/imageColorTransformer``.
    public static let imageColorTransformer = Property(rawValue: 1 << 19)
    /// ``ButtonConfiguration/activityIndicatorColorTransformer``.
    public static let activityIndicatorColorTransformer = Property(rawValue: 1 << 20)
    /// ``ButtonConfiguration/indicator``.
    public static let indicator = Property(rawValue: 1 << 21)
    /// ``ButtonConfiguration/indicatorColorTransformer``.
    public static let indicatorColorTransformer = Property(rawValue: 1 << 22)
    /// ``ButtonConfiguration/automaticallyUpdateForSelection``.
    public static let automaticallyUpdateForSelection = Property(rawValue: 1 << 23)
  }

  /// Whether the user set `property`.
  ///
  /// - Parameter property: One property (or several: true if all are customised).
  /// - Returns: `true` when every property in `property` was set by the user.
  public func isCustomized(_ property: Property) -> Bool {
    customizedProperties.contains(property)
  }
}
