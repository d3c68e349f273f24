/// An object whose state a ``ControlEngine`` keeps: the engine runs the phases of each update on it.
///
/// ``Control`` is one host; an object that cannot inherit from `Control`, such as a `UIButton` subclass,
/// becomes one by owning an engine:
///
/// ```swift
/// final class FollowView: SomeFrameworkView, ControlEngineHost {
///   let engine = ControlEngine(space: FollowView.space)
///   override init() {
///     super.init()
///     engine.attach(to: self)
///   }
///   func engine(_ engine: ControlEngine, perform phase: UpdatePhase) {
///     if phase == .apply { render(engine.stateBeingApplied!) }
///   }
/// }
/// ```
///
/// The host owns its engine and the engine refers back to it without retaining it, so an engine must
/// not be kept beyond its host's life. A pending update does not keep the host alive either: released
/// before its cycle flushes, it is freed with its engine and never updated. The cycle retains the host
/// only while it updates it.
public protocol ControlEngineHost: AnyObject {
  /// The engine that keeps this object's state.
  var engine: ControlEngine { get }

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

extension ControlEngineHost {
  /// Calls ``engine(_:perform:)`` on `object`, which is an instance of this type; the engine keeps its
  /// host unretained and its type apart, and calls this to reach the host without a retain.
  @inline(__always)
  static func perform(_ phase: UpdatePhase, on object: AnyObject, engine: ControlEngine) {
    unsafeDowncast(object, to: Self.self).engine(engine, perform: phase)
  }
}
