/// A portable description of a background's visual effect (UIKit's `UIVisualEffect`).
///
/// Renderers draw it as well as they can: an HTML renderer uses `backdrop-filter`.
public enum BackgroundEffect: Sendable, Hashable {
  /// Blurs the content behind the background (`UIBlurEffect`).
  case blur(BlurStyle)
  /// Makes content vivid over a blur of the given style (`UIVibrancyEffect`).
  case vibrancy(BlurStyle)
  /// Liquid Glass of the given material (`UIGlassEffect`, iOS 26): a translucent, blurred layer with a
  /// specular highlight. The glass button styles put it behind their fill; on UIKit before iOS 26 the
  /// bridge draws a system-material blur instead and reports it.
  case glass(GlassStyle)
}
