/// A concrete colour: red, green, blue and alpha in the sRGB colour space, each in `0…1`.
///
/// `ResolvedColor` is what a renderer draws. Colours that change with light and dark mode are
/// ``DynamicColor`` values, which resolve to a `ResolvedColor` with ``DynamicColor/resolved(in:)``.
///
/// Build colours from data with the validating initializer, which throws a ``ColorError``
/// naming the bad component:
///
/// ```swift
/// let pink = try ResolvedColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
/// let fromHex = ResolvedColor(hex: 0xFF2D55)          // cannot be invalid
/// let halfGray = ResolvedColor(white: 0.5, alpha: 0.5) // clamps, see its documentation
/// ```
///
/// Equality compares the four components exactly. A colour made with
/// ``init(uncheckedRed:green:blue:alpha:)`` may hold NaN, which is never equal to itself;
/// call ``validated()`` before drawing such a colour.
public struct ResolvedColor: Sendable, Hashable {
  /// The red component, `0…1`.
  public let red: Double
  /// The green component, `0…1`.
  public let green: Double
  /// The blue component, `0…1`.
  public let blue: Double
  /// The opacity, `0…1`; `0` is fully transparent.
  public let alpha: Double

  /// Creates a colour from components that come from data, validating each of them.
  ///
  /// - Parameters:
  ///   - red: The red component, `0…1`.
  ///   - green: The green component, `0…1`.
  ///   - blue: The blue component, `0…1`.
  ///   - alpha: The opacity, `0…1`. Defaults to opaque.
  /// - Throws: ``ColorError/invalidComponent(_:value:context:)`` for the first component, in
  ///   the order red, green, blue, alpha, that is NaN or outside `0…1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(ColorError) {
    self.init(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
    try validate(context: "ResolvedColor(red:green:blue:alpha:)")
  }

  /// Creates a colour without checking its components.
  ///
  /// Use it in code that computes components and checks them later, such as the body of a
  /// custom ``ColorTransformer``: ``ColorTransformer/apply(_:)`` validates what the closure
  /// returns. Call ``validated()`` before handing such a colour to a renderer.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public init(uncheckedRed red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour, clamping every component into `0…1`; NaN becomes `0`.
  ///
  /// - Parameters:
  ///   - red: The red component; clamped.
  ///   - green: The green component; clamped.
  ///   - blue: The blue component; clamped.
  ///   - alpha: The opacity; clamped. Defaults to opaque.
  public init(clampingRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(
      uncheckedRed: Self.clamp(red), green: Self.clamp(green), blue: Self.clamp(blue),
      alpha: Self.clamp(alpha))
  }

  /// Creates a gray. Both inputs are clamped into `0…1`, and NaN becomes `0`, so this
  /// initializer never fails.
  ///
  /// ```swift
  /// ResolvedColor(white: 0.5, alpha: 1)  // mid gray
  /// ResolvedColor(white: 2, alpha: 1)    // white: 2 is clamped to 1
  /// ```
  ///
  /// - Parameters:
  ///   - white: The brightness of all three channels, `0` black to `1` white.
  ///   - alpha: The opacity. Defaults to opaque.
  public init(white: Double, alpha: Double = 1) {
    let level = Self.clamp(white)
    self.init(uncheckedRed: level, green: level, blue: level, alpha: Self.clamp(alpha))
  }

  /// Opaque black.
  public static let black = ResolvedColor(uncheckedRed: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white.
  public static let white = ResolvedColor(uncheckedRed: 1, green: 1, blue: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = ResolvedColor(uncheckedRed: 0, green: 0, blue: 0, alpha: 0)

  /// Whether every component is a number in `0…1`.
  public var isValid: Bool {
    firstInvalidComponent == nil
  }

  /// Returns this colour if it is valid.
  ///
  /// - Throws: ``ColorError/invalidComponent(_:value:context:)`` naming the first bad
  ///   component, with the context `"ResolvedColor.validated()"`.
  /// - Returns: `self`, unchanged.
  public func validated() throws(ColorError) -> ResolvedColor {
    try validate(context: "ResolvedColor.validated()")
    return self
  }

  /// The same colour with a different opacity, clamped into `0…1` (NaN becomes `0`).
  ///
  /// UIKit's `withAlphaComponent(_:)` clamps too. Use
  /// ``init(red:green:blue:alpha:)`` to reject an out-of-range alpha instead.
  ///
  /// - Parameter alpha: The new opacity.
  /// - Returns: A colour with the same red, green and blue.
  public func withAlphaComponent(_ alpha: Double) -> ResolvedColor {
    ResolvedColor(uncheckedRed: red, green: green, blue: blue, alpha: Self.clamp(alpha))
  }

  /// The first invalid component in the order red, green, blue, alpha, with its value; found without
  /// allocating, because every resolution checks its colours.
  var firstInvalidComponent: (ColorComponent, Double)? {
    if !(0...1).contains(red) { return (.red, red) }
    if !(0...1).contains(green) { return (.green, green) }
    if !(0...1).contains(blue) { return (.blue, blue) }
    if !(0...1).contains(alpha) { return (.alpha, alpha) }
    return nil
  }

  /// Throws for the first invalid component, naming `context`.
  func validate(context: @autoclosure () -> String) throws(ColorError) {
    if let (component, value) = firstInvalidComponent {
      throw .invalidComponent(component, value: value, context: context())
    }
  }

  /// Clamps into `0…1`; NaN becomes `0`.
  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
