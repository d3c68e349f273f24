/// A portable description of a background's visual effect (UIKit's `UIVisualEffect`).
///
/// Renderers draw it as well as they can: an HTML renderer might use `backdrop-filter`.
public enum BackgroundEffect: Sendable, Hashable {
  /// Blurs the content behind the background (`UIBlurEffect`).
  case blur(BlurStyle)
  /// Makes content vivid over a blur of the given style (`UIVibrancyEffect`).
  case vibrancy(BlurStyle)
}
