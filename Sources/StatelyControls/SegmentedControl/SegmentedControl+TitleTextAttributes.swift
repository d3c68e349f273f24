public import Stately

extension SegmentedControl {
  /// Sets the title attributes for a state, as UIKit's `setTitleTextAttributes(_:for:)`.
  ///
  /// The attributes are stored for the exact state, after UIKit's per-state normalisation (a state
  /// with `.highlighted` drops `.disabled`); see "Title attributes" in ``SegmentedControl`` for the
  /// lookup.
  ///
  /// ```swift
  /// control.setTitleTextAttributes(
  ///   TextAttributes(fontSize: 15, fontWeight: .bold, foregroundColor: .white), for: .selected)
  /// ```
  ///
  /// Attributes with a font size that is negative or not finite, or with an invalid colour, are not
  /// stored: the call is ignored and recorded as ``ControlDiagnostic/ignoredSetter(_:state:reason:)``.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil` to remove those stored for the state.
  ///   - state: The exact state they are for.
  /// - Complexity: O(*a*) for *a* stored states.
  public func setTitleTextAttributes(_ attributes: TextAttributes?, for state: ControlState) {
    guard let attributes else {
      titleAttributes.removeLegacyValue(for: state)
      return
    }
    if let problem = Self.problem(with: attributes) {
      record(.ignoredSetter("setTitleTextAttributes(_:for:)", state: state, reason: problem))
      return
    }
    titleAttributes.setLegacyValue(attributes, for: state)
  }

  /// The title attributes stored for exactly `state`, with no fallback to `.normal`, as UIKit's
  /// `titleTextAttributes(for:)`.
  ///
  /// - Parameter state: The state to look up, normalised as the setter normalises it.
  /// - Returns: The attributes set for that state, or `nil`.
  /// - Complexity: O(*a*) for *a* stored states.
  public func titleTextAttributes(for state: ControlState) -> TextAttributes? {
    let key = StateTable<TextAttributes?>.legacyNormalized(state)
    return titleAttributes.rule(for: .exact(key))?.value ?? nil
  }

  /// Why `attributes` cannot be drawn, or `nil` when they can.
  private static func problem(with attributes: TextAttributes) -> String? {
    do {
      try ConfigurationError.checkLength(attributes.fontSize, property: "TextAttributes.fontSize")
      try attributes.foregroundColor.validate(context: "TextAttributes.foregroundColor")
    } catch {
      return "\(error); the attributes were not stored"
    }
    return nil
  }
}
