extension ListContentConfiguration {
  /// The layout properties of a ``ListContentConfiguration``, in the order descriptions list them. The
  /// text and image properties keep their own record.
  public enum Property: String, ConfigurationProperty {
    /// ``Values/directionalLayoutMargins``.
    case directionalLayoutMargins
    /// ``Values/imageToTextPadding``.
    case imageToTextPadding
    /// ``Values/textToSecondaryTextHorizontalPadding``.
    case textToSecondaryTextHorizontalPadding
    /// ``Values/textToSecondaryTextVerticalPadding``.
    case textToSecondaryTextVerticalPadding
    /// ``Values/prefersSideBySideTextAndSecondaryText``.
    case prefersSideBySideTextAndSecondaryText
  }
}
