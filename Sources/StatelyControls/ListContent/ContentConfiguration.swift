/// The content of a cell or other view, described as a value (UIKit's `UIContentConfiguration`,
/// without `makeContentView()`: a renderer decides how to draw it).
///
/// ``ListContentConfiguration`` conforms. Write your own for custom cell content:
///
/// ```swift
/// struct BadgeContent: ContentConfiguration, Hashable {
///   var count = 0
///   var color = DynamicColor.systemRed
///   func updated<State: ConfigurationState>(for state: State) -> BadgeContent {
///     var copy = self
///     if state.isSelected { copy.color = .white }
///     return copy
///   }
/// }
/// cell.contentConfiguration = BadgeContent(count: 3)
/// ```
///
/// A ``Cell`` calls ``update(for:)`` on its content configuration in every update while
/// ``Cell/automaticallyUpdatesContentConfiguration`` is on.
public protocol ContentConfiguration: Sendable {
  /// Returns a copy styled for `state`, keeping everything you customised.
  func updated<State: ConfigurationState>(for state: State) -> Self

  /// Styles this configuration for `state` in place. The default implementation assigns
  /// ``updated(for:)``; implement it to avoid the copy.
  mutating func update<State: ConfigurationState>(for state: State)
}

extension ContentConfiguration {
  /// Assigns ``updated(for:)``.
  public mutating func update<State: ConfigurationState>(for state: State) {
    self = updated(for: state)
  }
}
