#if canImport(UIKit) && !os(tvOS)
  /// A UIKit configuration that can be made from a Stately one: `UIButton.Configuration`,
  /// `UIBackgroundConfiguration` and `UIListContentConfiguration`.
  ///
  /// ```swift
  /// var diagnostics: [UIKitBridgeDiagnostic] = []
  /// let background = UIBackgroundConfiguration(BackgroundConfiguration.listPlainCell(), diagnostics: &diagnostics)
  /// let content = UIListContentConfiguration(ListContentConfiguration.cell())  // substitutions not reported
  /// ```
  public protocol StatelyConvertible {
    /// The Stately configuration it is made from.
    associatedtype StatelyConfiguration

    /// Makes the UIKit configuration, reporting each value it had to substitute.
    ///
    /// - Parameters:
    ///   - configuration: A Stately configuration.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor init(_ configuration: StatelyConfiguration, diagnostics: inout [UIKitBridgeDiagnostic])
  }

  extension StatelyConvertible {
    /// Makes the UIKit configuration without reporting substitutions; see `init(_:diagnostics:)`.
    ///
    /// - Parameter configuration: A Stately configuration.
    @MainActor public init(_ configuration: StatelyConfiguration) {
      var ignored: [UIKitBridgeDiagnostic] = []
      self.init(configuration, diagnostics: &ignored)
    }
  }
#endif
