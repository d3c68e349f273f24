/// An object that owns a ``ControlEngine``: its state, flags, bindings, transitions and observers are
/// the engine's, and ``StateFlag`` properties keep their flags there.
///
/// ``Control`` and the UIKit bridge's controls are hosts. Any object becomes one by owning an engine and
/// attaching to it, with what it does in each update:
///
/// ```swift
/// final class FollowView: ControlEngineHost {
///   let engine = ControlEngine(space: FollowButton.followSpace)
///   private(set) var shownState = ControlState.normal
///   init() {
///     engine.attach(to: self) { view, state in view.shownState = state }
///   }
/// }
/// ```
///
/// A main-actor class conforms in isolation, `@MainActor ControlEngineHost`. A view that UIKit updates,
/// such as a `UIButton` subclass, attaches with ``ControlEngine/attach(to:requestingUpdates:)`` and
/// runs each update inside ``ControlEngine/update(_:)`` from UIKit's own update.
public protocol ControlEngineHost: AnyObject {
  /// The engine that keeps this object's state.
  var engine: ControlEngine { get }
}
