/// Light or dark appearance: the input that picks one side of a ``DynamicColor``.
///
/// The raw values are UIKit's `UIUserInterfaceStyle` values for light and dark.
public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
  /// The light appearance (UIKit raw value 1).
  case light = 1
  /// The dark appearance (UIKit raw value 2).
  case dark = 2
}
