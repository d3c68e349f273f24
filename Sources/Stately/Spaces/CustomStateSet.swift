/// A control's custom states, each declared once: every stored `ControlState` property of a conforming
/// struct is one custom state, named by the property, in declaration order.
///
/// ```swift
/// struct FollowStates: CustomStateSet {
///   let mutual = ControlState(customBit: 0)
///   let loading = ControlState(customBit: 1)
/// }
///
/// final class FollowButton: StatelyButton {
///   static let states = FollowStates()
///   static let space = StateSpace(
///     states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])
///   @StateFlag(FollowButton.states.mutual) var isMutual = false
/// }
/// FollowButton.space.describe([.selected, FollowButton.states.mutual])  // "[selected, mutual]"
/// ```
///
/// The one declaration gives the space its bits and names, ``StateFlag`` its bit, and rule tables their
/// predicates, so a state's name and its bit cannot drift apart.
public protocol CustomStateSet: Sendable {}

extension CustomStateSet {
  /// The declared custom states: each stored property's name and value, in declaration order.
  ///
  /// - Throws: ``StateSpaceError`` with ``StateSpaceError/Reason/notAControlState(property:type:)`` for
  ///   a stored property that is not a `ControlState`, or ``StateSpaceError/Reason/notAStruct(type:)``
  ///   when the set is not a struct.
  /// - Complexity: O(*p*) for *p* stored properties.
  public func declaredStates() throws(StateSpaceError) -> [CustomState] {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .struct else {
      throw StateSpaceError(.notAStruct(type: String(describing: Self.self)))
    }
    var states: [CustomState] = []
    for (index, child) in mirror.children.enumerated() {
      let name = child.label ?? "\(index)"
      guard let state = child.value as? ControlState else {
        throw StateSpaceError(
          .notAControlState(property: name, type: String(describing: Swift.type(of: child.value))),
          names: StateNames(states))
      }
      states.append(CustomState(name, state))
    }
    return states
  }
}

extension StateSpace {
  /// Declares a space from a control's custom states, each named by its property.
  ///
  /// A declaration written in code needs no `try`: one that breaks a rule of
  /// `init(builtIn:custom:invariants:)` is a programming error, and traps with a message naming the set
  /// and the fault.
  ///
  /// - Parameters:
  ///   - states: The custom states, such as `FollowStates()`.
  ///   - builtIn: The built-in states used. Defaults to highlighted, disabled and selected.
  ///   - invariants: Rules between states.
  /// - Complexity: O(2^*b* · *i*) for *b* bits and *i* invariants, as the throwing initialiser.
  public init(
    _ states: some CustomStateSet, builtIn: ControlState = [.highlighted, .disabled, .selected],
    invariants: [StateInvariant] = []
  ) {
    do {
      try self.init(builtIn: builtIn, custom: states.declaredStates(), invariants: invariants)
    } catch {
      preconditionFailure("\(type(of: states)) does not declare a valid state space: \(error)")
    }
  }
}
