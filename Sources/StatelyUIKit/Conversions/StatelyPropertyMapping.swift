#if canImport(UIKit) && !os(tvOS)
  import StatelyControls

  /// A UIKit configuration that takes a Stately configuration's properties one at a time: a conformance
  /// maps one property in an exhaustive `switch`, so a property added to the Stately configuration does
  /// not compile until it is mapped; the loop over the properties, and the path diagnostics name them by,
  /// are shared.
  protocol StatelyPropertyMapping: StatelyConvertible where StatelyConfiguration: CustomizableConfiguration {
    /// Writes one Stately property.
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - values: The Stately configuration's values.
    ///   - path: The property as diagnostics name it, such as `ButtonConfiguration.imagePadding`; built
    ///     only when a diagnostic needs it.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor mutating func map(
      _ property: StatelyConfiguration.Property, of values: StatelyConfiguration.Values, path: () -> String,
      diagnostics: inout [UIKitBridgeDiagnostic])
  }

  extension StatelyPropertyMapping {
    /// Writes `properties` of `configuration`, in order.
    ///
    /// - Parameters:
    ///   - properties: The properties to write, such as the configuration's customised ones.
    ///   - configuration: A Stately configuration.
    ///   - diagnostics: Where substitutions are reported.
    @MainActor mutating func apply(
      _ properties: some Sequence<StatelyConfiguration.Property>, of configuration: StatelyConfiguration,
      diagnostics: inout [UIKitBridgeDiagnostic]
    ) {
      let values = configuration.values
      for property in properties {
        map(
          property, of: values, path: { "\(StatelyConfiguration.self).\(property.rawValue)" },
          diagnostics: &diagnostics)
      }
    }
  }
#endif
