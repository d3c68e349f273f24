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

  /// Whether you assigned `property`.
  ///
  /// - Parameter property: A property.
  /// - Returns: `true` once you assigned it, until something resets it.
  public func isCustomized(_ property: Property) -> Bool {
    switch property {
    case .directionalLayoutMargins: values.$directionalLayoutMargins.isCustomized
    case .imageToTextPadding: values.$imageToTextPadding.isCustomized
    case .textToSecondaryTextHorizontalPadding: values.$textToSecondaryTextHorizontalPadding.isCustomized
    case .textToSecondaryTextVerticalPadding: values.$textToSecondaryTextVerticalPadding.isCustomized
    case .prefersSideBySideTextAndSecondaryText: values.$prefersSideBySideTextAndSecondaryText.isCustomized
    }
  }
}
