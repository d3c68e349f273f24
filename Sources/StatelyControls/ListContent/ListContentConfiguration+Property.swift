extension ListContentConfiguration {
  /// A set of ``ListContentConfiguration`` layout properties, used to record which ones you set.
  /// The text and image properties keep their own sets.
  public struct Property: OptionSet, Sendable, Hashable {
    /// The bitmask.
    public let rawValue: UInt8

    /// Creates a set from a bitmask.
    ///
    /// - Parameter rawValue: The bitmask.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// ``ListContentConfiguration/directionalLayoutMargins``.
    public static let directionalLayoutMargins = Property(rawValue: 1 << 0)
    /// ``ListContentConfiguration/imageToTextPadding``.
    public static let imageToTextPadding = Property(rawValue: 1 << 1)
    /// ``ListContentConfiguration/textToSecondaryTextHorizontalPadding``.
    public static let textToSecondaryTextHorizontalPadding = Property(rawValue: 1 << 2)
    /// ``ListContentConfiguration/textToSecondaryTextVerticalPadding``.
    public static let textToSecondaryTextVerticalPadding = Property(rawValue: 1 << 3)
    /// ``ListContentConfiguration/prefersSideBySideTextAndSecondaryText``.
    public static let prefersSideBySideTextAndSecondaryText = Property(rawValue: 1 << 4)
  }
}
