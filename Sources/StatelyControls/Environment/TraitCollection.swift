/// The environment a configuration resolves against: light or dark, and the tint colour.
///
/// UIKit reads these from the view (`traitCollection` and `tintColor`); Stately passes them in
/// explicitly, so resolution is a pure function of its inputs.
///
/// ```swift
/// let dark = TraitCollection(userInterfaceStyle: .dark, tintColor: .systemPink)
/// let appearance = try ButtonConfiguration.filled().resolvedAppearance(for: .normal, traits: dark)
/// ```
public struct TraitCollection: Sendable, Hashable {
  /// Light or dark appearance.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The kind of list the view sits in. Default ``ListEnvironment/none``.
  public var listEnvironment: ListEnvironment
  /// The colour used wherever a configuration says "tint", for example a `nil`
  /// ``BackgroundConfiguration/Values/backgroundColor``. Default ``DynamicColor/systemBlue``, UIKit's
  /// default tint.
  public var tintColor: DynamicColor

  /// Creates a trait collection.
  ///
  /// - Parameters:
  ///   - userInterfaceStyle: Light or dark. Defaults to light.
  ///   - tintColor: The tint. Defaults to ``DynamicColor/systemBlue``, UIKit's default tint.
  ///   - listEnvironment: The containing list. Defaults to ``ListEnvironment/none``.
  public init(
    userInterfaceStyle: UserInterfaceStyle = .light, tintColor: DynamicColor = .systemBlue,
    listEnvironment: ListEnvironment = .none
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.listEnvironment = listEnvironment
    self.tintColor = tintColor
  }

  /// Light appearance with the system blue tint.
  public static let light = TraitCollection(userInterfaceStyle: .light)
  /// Dark appearance with the system blue tint.
  public static let dark = TraitCollection(userInterfaceStyle: .dark)

  /// The tint resolved for ``userInterfaceStyle``.
  public var resolvedTintColor: ResolvedColor {
    tintColor.resolved(in: userInterfaceStyle)
  }
}
