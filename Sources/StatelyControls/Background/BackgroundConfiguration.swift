/// The look of a control's background: colour, stroke, corners, insets, image and effect
/// (UIKit's `UIBackgroundConfiguration`).
///
/// The properties are those of ``Values``, read and written as the configuration's own. Every property
/// remembers whether you set it. A style's `updated(for:)` (for example
/// ``ButtonConfiguration/updated(for:traits:)``) recomputes only the properties you left at their
/// defaults; your values are kept. ``CustomizableConfiguration/customizedProperties`` lists the ones you
/// set.
///
/// ```swift
/// var background = BackgroundConfiguration.clear()
/// background.backgroundColor = .secondarySystemBackground
/// background.cornerRadius = 12
/// background.strokeWidth = 1
/// background.strokeColor = .separator
/// let fill = try background.resolvedBackgroundColor(in: .dark)
/// ```
///
/// A `nil` ``Values/backgroundColor`` or ``Values/strokeColor`` means the tint colour, as in UIKit; use
/// ``DynamicColor/clear`` for none. Lengths are checked by ``validate()``, which the resolving functions
/// call: a negative ``Values/cornerRadius`` or ``Values/strokeWidth`` is an error, not clamped.
///
/// A configuration is a value with copy-on-write storage: copying it is one retain.
@dynamicMemberLookup
public struct BackgroundConfiguration: CustomizableConfiguration, Sendable, Hashable {
  /// The stored properties.
  @usableFromInline var storage: CopyOnWrite<Values>

  /// Creates a configuration with UIKit's defaults for `style`.
  package init(defaultStyle: DefaultStyle) {
    storage = CopyOnWrite(Values(defaultStyle: defaultStyle))
  }

  /// A transparent background with no default styling (UIKit's `clear()`).
  ///
  /// Its ``Values/backgroundColor`` is ``DynamicColor/clear``, not customised.
  ///
  /// - Returns: A configuration with every property at its default.
  public static func clear() -> BackgroundConfiguration {
    BackgroundConfiguration(defaultStyle: .clear)
  }

  /// The properties, as they are now; writing them writes the configuration.
  @inlinable public var values: Values {
    _read { yield storage.value }
    _modify { yield &storage.value }
  }

  /// Which preset made this configuration; `updated(for:)` implementations switch on it.
  package var defaultStyle: DefaultStyle { storage.value.defaultStyle }

  /// Reads a property of ``Values`` as the configuration's own.
  ///
  /// - Parameter keyPath: The property.
  @inlinable public subscript<Value>(dynamicMember keyPath: KeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
  }

  /// Reads and writes a property of ``Values`` as the configuration's own:
  /// `background.cornerRadius = 12`.
  ///
  /// - Parameter keyPath: The property.
  @inlinable public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
    _read { yield storage.value[keyPath: keyPath] }
    _modify { yield &storage.value[keyPath: keyPath] }
  }
}

extension BackgroundConfiguration {
  /// The properties of a ``BackgroundConfiguration``, each of which remembers whether you assigned it.
  public struct Values: Sendable, Hashable {
    /// Which preset made the configuration.
    package let defaultStyle: DefaultStyle

    // MARK: Shape

    /// The radius of the corners, in points. Default `0`. Must not be negative.
    @Customizable public var cornerRadius = 0.0

    /// Insets of the background from the control's bounds. Default ``DirectionalEdgeInsets/zero``.
    /// Negative values are allowed and make the background larger than the control (outsets).
    @Customizable public var backgroundInsets = DirectionalEdgeInsets.zero

    /// The edges on which ``backgroundInsets`` are measured from the layout margins instead of the
    /// bounds. Default `[]`.
    @Customizable public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalEdge = []

    // MARK: Fill

    /// The fill colour. `nil` means the tint colour; use ``DynamicColor/clear`` for no fill.
    @Customizable public var backgroundColor: DynamicColor? = .clear

    /// Applied to the fill colour by ``BackgroundConfiguration/resolvedBackgroundColor(for:)``. `nil`
    /// uses it as is.
    @Customizable public var backgroundColorTransformer: ColorTransformer? = nil

    /// An image drawn over the fill. Default `nil`.
    @Customizable public var image: ImageReference? = nil

    /// How ``image`` fills the background. Default ``ImageContentMode/scaleToFill``.
    @Customizable public var imageContentMode = ImageContentMode.scaleToFill

    /// A blur or vibrancy behind the background. Default `nil`.
    @Customizable public var visualEffect: BackgroundEffect? = nil

    // MARK: Stroke

    /// The stroke colour. `nil` means the tint colour. Default `nil`; nothing is drawn while
    /// ``strokeWidth`` is `0`.
    @Customizable public var strokeColor: DynamicColor? = nil

    /// Applied to the stroke colour by ``BackgroundConfiguration/resolvedStrokeColor(for:)``. `nil` uses
    /// it as is.
    @Customizable public var strokeColorTransformer: ColorTransformer? = nil

    /// The stroke width in points. Default `0` (no stroke). Must not be negative.
    @Customizable public var strokeWidth = 0.0

    /// How far the stroke sits outside the background, in points. Default `0`. Negative values move it
    /// inwards; the corner radius grows by the outset so the stroke stays concentric.
    @Customizable public var strokeOutset = 0.0

    init(defaultStyle: DefaultStyle) {
      self.defaultStyle = defaultStyle
    }
  }

  /// The defaults a style writes for one state into the properties you did not customise.
  struct Defaults: Sendable, Hashable {
    var backgroundColor: DynamicColor?
    var strokeColor: DynamicColor?
    var strokeWidth: Double
    var cornerRadius: Double
  }

  /// Writes `defaults` into the properties you did not customise.
  mutating func apply(_ defaults: Defaults) {
    storage.value.apply(defaults)
  }
}

extension BackgroundConfiguration.Values {
  /// Writes `defaults` into the properties you did not customise.
  mutating func apply(_ defaults: BackgroundConfiguration.Defaults) {
    $backgroundColor.setDefault(defaults.backgroundColor)
    $strokeColor.setDefault(defaults.strokeColor)
    $strokeWidth.setDefault(defaults.strokeWidth)
    $cornerRadius.setDefault(defaults.cornerRadius)
  }
}
