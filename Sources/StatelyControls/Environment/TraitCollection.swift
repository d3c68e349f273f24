/// The environment a configuration resolves against: light or dark, and the tint colour.
///
/// UIKit reads these from the view (`traitCollection` and `tintColor`); Stately passes them in
/// explicitly, so resolution is a pure function of its inputs.
///
/// ```swift
/// let dark = TraitCollection(userInterfaceStyle: .dark, tintColor: .systemPink)
/// let appearance = try ButtonConfiguration.filled().resolvedAppearance(for: .normal, traits: dark)
/// ```
///
/// A trait collection is two bytes and an optional reference to its tint, which is `nil` for the
/// default tint: every cell's configuration state holds one, and with the default tint copying it
/// touches no reference count and comparing it reads no storage.
public struct TraitCollection: Sendable, Hashable {
  /// Light or dark appearance.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The kind of list the view sits in. Default ``ListEnvironment/none``.
  public var listEnvironment: ListEnvironment
  /// A tint other than ``DynamicColor/systemBlue``, out of line and never changed in place; `nil` for
  /// the system blue.
  private var customTint: Tint?

  /// The colour used wherever a configuration says "tint", for example a `nil`
  /// ``BackgroundConfiguration/Values/backgroundColor``.
  ///
  /// Setting a tint other than ``DynamicColor/systemBlue`` allocates its small shared storage; copies
  /// of the trait collection then share it. The system blue is stored as no storage at all.
  public var tintColor: DynamicColor {
    get { customTint?.color ?? .systemBlue }
    set { customTint = Tint.holding(newValue) }
  }

  /// The traits summarised in plain words: the style, the list environment and the address of the
  /// tint's storage (`0` for the system blue). Equal keys mean equal traits while both tints are
  /// alive, so a memo that compares keys keeps the traits of its entries.
  struct Key: Equatable {
    var tint: UInt
    var style: UserInterfaceStyle
    var listEnvironment: ListEnvironment
  }

  /// This trait collection's ``Key``.
  var key: Key {
    Key(
      tint: customTint.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0, style: userInterfaceStyle,
      listEnvironment: listEnvironment)
  }

  /// A tint colour, shared by the trait collections that have it.
  private final class Tint: Sendable {
    let color: DynamicColor
    init(_ color: DynamicColor) { self.color = color }

    /// No storage when `color` is the system blue, UIKit's default tint, else a new tint.
    static func holding(_ color: DynamicColor) -> Tint? {
      color == .systemBlue ? nil : Tint(color)
    }
  }

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
    self.customTint = Tint.holding(tintColor)
  }

  /// Whether two trait collections have the same style, tint colour and list environment.
  ///
  /// - Complexity: O(1).
  @inline(__always) public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.listEnvironment == rhs.listEnvironment
      && (lhs.customTint === rhs.customTint || lhs.tintColor == rhs.tintColor)
  }

  /// Hashes the style, the tint colour and the list environment.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(tintColor)
    hasher.combine(listEnvironment)
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

extension TraitCollection: CustomReflectable {
  /// The style, the tint colour and the list environment, as a debugger and `dump` show them.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "userInterfaceStyle": userInterfaceStyle, "tintColor": tintColor, "listEnvironment": listEnvironment,
      ], displayStyle: .struct)
  }
}
