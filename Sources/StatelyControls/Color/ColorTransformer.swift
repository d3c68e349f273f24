/// A named function from a colour to a colour, applied by configurations as a last step.
///
/// UIKit's `UIConfigurationColorTransformer` wraps a bare closure, so two transformers can never
/// be compared. A Stately transformer is a value: presets compare by kind and parameters, and a
/// custom transformer compares (and hashes) by its name alone, so give different functions
/// different names.
///
/// ```swift
/// let faded = ColorTransformer(name: "faded") { $0.multiplyingAlpha(by: 0.5) }
/// let result = try faded.apply(ResolvedColor(hex: 0x007AFF))
/// ```
///
/// ``apply(_:)`` validates the output: a transformer that returns NaN or a component outside
/// `0…1` makes it throw ``ColorError/invalidTransformerOutput(transformer:component:value:)``,
/// which names the transformer.
public struct ColorTransformer: Sendable, Hashable, CustomStringConvertible {
  /// What the transformer does; custom closures carry their name.
  enum Kind: Sendable {
    case identity
    case grayscale
    case preferredTint
    case monochromeTint
    case alpha(Double)
    case custom(NamedFunction<ResolvedColor>)
  }

  /// The kind and, for presets, its parameters.
  let kind: Kind

  /// Wraps a kind.
  init(kind: Kind) {
    self.kind = kind
  }

  /// Creates a custom transformer.
  ///
  /// - Parameters:
  ///   - name: The identity of the transformer: two custom transformers with the same name are
  ///     equal. Use a distinct name for every distinct function.
  ///   - transform: The function. It may build its result with
  ///     ``ResolvedColor/init(uncheckedRed:green:blue:alpha:)``; ``apply(_:)`` checks it.
  public init(name: String, _ transform: @escaping @Sendable (ResolvedColor) -> ResolvedColor) {
    self.kind = .custom(NamedFunction(name: name, transform: transform))
  }

  /// The name used in equality, hashing and error messages, such as `"grayscale"`,
  /// `"alpha(0.5)"` or a custom transformer's name.
  public var name: String {
    switch kind {
    case .identity: "identity"
    case .grayscale: "grayscale"
    case .preferredTint: "preferredTint"
    case .monochromeTint: "monochromeTint"
    case .alpha(let factor): "alpha(\(factor))"
    case .custom(let function): function.name
    }
  }

  /// The transformer's ``name``, as traces and inspectors print it.
  public var description: String { name }

  /// Applies the transformer and validates its result.
  ///
  /// The input is not checked; the output is.
  ///
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)`` when the
  ///   result has a component that is NaN or outside `0…1`.
  /// - Complexity: O(1) plus the cost of a custom closure.
  public func apply(_ color: ResolvedColor) throws(ColorError) -> ResolvedColor {
    let result = transformUnchecked(color)
    if let (component, value) = result.firstInvalidComponent {
      throw .invalidTransformerOutput(transformer: name, component: component, value: value)
    }
    return result
  }

  /// Applies the transformer to both sides of a dynamic colour, validating each result.
  ///
  /// - Parameter color: The dynamic colour to transform.
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  public func apply(dynamic color: DynamicColor) throws(ColorError) -> DynamicColor {
    try color.map { (value: ResolvedColor) throws(ColorError) -> ResolvedColor in try apply(value) }
  }

  /// Same as ``apply(_:)``, for call syntax: `try transformer(color)`.
  ///
  /// - Throws: ``ColorError/invalidTransformerOutput(transformer:component:value:)``.
  public func callAsFunction(_ color: ResolvedColor) throws(ColorError) -> ResolvedColor {
    try apply(color)
  }

  /// The raw result, before validation; custom closures may return anything, which ``apply(_:)`` checks.
  func transformUnchecked(_ color: ResolvedColor) -> ResolvedColor {
    switch kind {
    case .identity, .preferredTint:
      return color
    case .grayscale:
      let luma = color.luma
      return ResolvedColor(uncheckedRed: luma, green: luma, blue: luma, alpha: color.alpha)
    case .monochromeTint:
      let level = 0.5 + (color.luma - 0.5) * 0.5
      return ResolvedColor(uncheckedRed: level, green: level, blue: level, alpha: color.alpha)
    case .alpha(let factor):
      return ResolvedColor(
        uncheckedRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha * factor)
    case .custom(let function):
      return function.transform(color)
    }
  }

  /// Presets are equal when their kinds and parameters are (an ``alpha(_:)`` factor compares
  /// bit for bit, so `alpha(.nan)` equals itself); custom transformers when their
  /// names are. A preset never equals a custom transformer.
  public static func == (lhs: ColorTransformer, rhs: ColorTransformer) -> Bool {
    switch (lhs.kind, rhs.kind) {
    case (.identity, .identity), (.grayscale, .grayscale), (.preferredTint, .preferredTint),
      (.monochromeTint, .monochromeTint):
      return true
    case (.alpha(let left), .alpha(let right)):
      return left.bitPattern == right.bitPattern
    case (.custom(let left), .custom(let right)):
      return left === right || left.name == right.name
    default:
      return false
    }
  }

  /// Hashes whether the transformer is custom, and its name (which carries preset parameters).
  public func hash(into hasher: inout Hasher) {
    if case .custom = kind { hasher.combine(true) } else { hasher.combine(false) }
    hasher.combine(name)
  }
}

extension Optional where Wrapped == ColorTransformer {
  /// `color` after the transformer, or `color` itself when there is none; a bad result names the
  /// property the transformer belongs to.
  func transform(_ color: ResolvedColor, property: @autoclosure () -> String) throws(ConfigurationError)
    -> ResolvedColor
  {
    guard let transformer = self else { return color }
    do {
      return try transformer.apply(color)
    } catch {
      throw .invalidColor(property: property(), error: error)
    }
  }
}
