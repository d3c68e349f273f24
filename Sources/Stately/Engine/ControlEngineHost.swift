/// An object that owns a ``ControlEngine``: a ``Control``, a ``ControlEngineHost``, or a
/// ``StatefulControl``. ``StateFlag`` properties keep their flags in the owner's engine.
///
/// Every owner takes the engine's API as its own, with the same names on every platform: the flags
/// (``flag(_:)``, ``setFlag(_:_:)``), computed factors (``register(_:from:at:inverted:)``), bindings
/// (``setValue(_:for:on:at:priority:label:)``), transitions (``performTransition(commit:_:)``) and
/// observation (``observeState(_:)``). The members whose names a UIKit control has for its own, such as
/// `state`, `isSelected` and the actions, come with ``StatefulControl``.
public protocol ControlEngineOwner: AnyObject {
  /// The engine that keeps this object's state.
  var engine: ControlEngine { get }
}

/// An object whose state a ``ControlEngine`` keeps: the engine runs the phases of each update on it.
///
/// An object that cannot inherit from ``Control``, such as a `UIButton` subclass, becomes a host by owning
/// an engine and attaching to it:
///
/// ```swift
/// final class FollowView: ControlEngineHost {
///   let engine = ControlEngine(space: FollowButton.followSpace)
///   private(set) var shownState = ControlState.normal
///   init() {
///     engine.attach(to: self)
///   }
///   func engine(_ engine: ControlEngine, perform phase: UpdatePhase) {
///     if phase == .apply, let state = engine.stateBeingApplied { shownState = state }
///   }
/// }
/// ```
///
/// The host owns its engine and the engine holds it weakly, so a pending update does not keep the host
/// alive: released before its cycle flushes, it is freed with its engine and never updated.
public protocol ControlEngineHost: ControlEngineOwner {
  /// Performs one phase of an update, in the order ``UpdatePhase`` lists; the engine itself writes bound
  /// values before ``UpdatePhase/prepare`` and tells observers after ``UpdatePhase/apply``.
  ///
  /// ``ControlEngine/stateBeingApplied`` is the state the update applies.
  ///
  /// - Parameters:
  ///   - engine: The engine running the update.
  ///   - phase: The phase to perform: ``UpdatePhase/prepare``, ``UpdatePhase/update``,
  ///     ``UpdatePhase/handler`` or ``UpdatePhase/apply``.
  func engine(_ engine: ControlEngine, perform phase: UpdatePhase)
}

extension ControlEngineHost {
  /// Does nothing: a host that only needs state, bindings and events performs no phase of its own.
  ///
  /// - Parameters:
  ///   - engine: The engine running the update.
  ///   - phase: The phase.
  public func engine(_ engine: ControlEngine, perform phase: UpdatePhase) {}
}
