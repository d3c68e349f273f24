#if canImport(UIKit) && !os(tvOS)
  import Foundation
  import Observation

  /// Who tracks the bridge's reads of `@Observable` properties in configuration updates: UIKit, or the
  /// bridge's controls themselves.
  ///
  /// UIKit tracks reads in `updateConfiguration()`, `configurationUpdateHandler` and a cell's
  /// `updateConfiguration(using:)` by default from iOS 26, and on iOS 18 when the app's Info.plist sets
  /// `UIObservationTrackingEnabled` to `YES` (developer.apple.com/documentation/uikit/automatic-observation-tracking).
  /// Where it does not (iOS 17, and iOS 18 without the key), ``StatelyUIButton`` and ``StatelyListCell``
  /// track those reads themselves: a later change to a property that the latest update read calls
  /// `setNeedsUpdateConfiguration()` once, and UIKit coalesces it into its next update. Where UIKit
  /// tracks, the bridge does not, so a change never causes a second update.
  ///
  /// ``uikitTracks`` reads the system the app runs on. Whether UIKit's default also depends on the SDK
  /// the app was built with is not documented.
  ///
  /// As with `withObservationTracking` anywhere, each update registers with the models it read, and a
  /// registration of an earlier update stays with its model until that model's property changes.
  ///
  /// ```swift
  /// ModelReadTracking.bridgeTracks = false  // rely on setNeedsUpdateConfiguration() alone
  /// ```
  @MainActor
  public enum ModelReadTracking {
    /// Whether UIKit tracks reads in configuration updates on this system: iOS 26 and later, and iOS 18
    /// with `UIObservationTrackingEnabled` set to `YES` in the app's Info.plist.
    public static let uikitTracks: Bool = {
      if #available(iOS 26, visionOS 26, *) { return true }
      if #available(iOS 18, visionOS 2, *) {
        return Bundle.main.object(forInfoDictionaryKey: "UIObservationTrackingEnabled") as? Bool == true
      }
      return false
    }()

    /// Whether the bridge's controls track reads in their configuration updates themselves. Defaults to
    /// `true` exactly where ``uikitTracks`` is `false`. Set it before the controls' first update.
    public static var bridgeTracks = !uikitTracks
  }

  /// Tracks one view's configuration updates: every update's reads of `@Observable` properties, of
  /// which only the latest update's count.
  @MainActor
  final class ModelReadTracker {
    /// The number of the latest update; a change seen by an older one is ignored.
    private var update = 0

    /// Requests the view's next configuration update.
    private let invalidate: @MainActor () -> Void

    /// Creates a tracker for a view.
    ///
    /// - Parameter invalidate: Requests the view's configuration update, usually
    ///   `setNeedsUpdateConfiguration()`; the tracker holds it, so it must not hold the view strongly.
    init(invalidate: @escaping @MainActor () -> Void) {
      self.invalidate = invalidate
    }

    /// Starts a configuration update: reads tracked from now on belong to it, and earlier ones no
    /// longer count.
    func beginUpdate() {
      update &+= 1
    }

    /// Runs `body`, a part of the current update, with its reads tracked when the bridge tracks.
    ///
    /// - Parameter body: The override's work, or the configuration update handler.
    /// - Returns: What `body` returns.
    func track<Result>(_ body: () -> Result) -> Result {
      guard ModelReadTracking.bridgeTracks else { return body() }
      let seen = update
      return withObservationTracking(body) { [weak self] in
        // Observation calls back when the property is about to change, on the thread that changes it.
        // On the main thread (the main actor's on Apple platforms) the request is made at once; from
        // another thread one turn of the main actor later. Either way a later update that replaced the
        // one that saw the change has read the property again, and tracks it itself. (The one gap: a
        // layout pass that reads the property between another thread's willSet and its write sees the
        // old value, and that write requests nothing. Write models the controls read on the main actor.)
        if Thread.isMainThread {
          MainActor.assumeIsolated { self?.changed(seenBy: seen) }
        } else {
          Task { @MainActor in self?.changed(seenBy: seen) }
        }
      }
    }

    /// Requests an update unless a later update has replaced the one that saw the change.
    private func changed(seenBy seen: Int) {
      if seen == update { invalidate() }
    }
  }
#endif
