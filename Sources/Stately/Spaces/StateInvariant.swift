/// A declared rule between states that every reachable state obeys.
///
/// Four kinds, which differ in how a ``Control`` keeps them when a factor changes:
///
/// | invariant | logic | when a factor changes |
/// |---|---|---|
/// | ``implies(_:_:)`` | `a ⇒ b` | turning `a` on turns `b`'s flags on; turning `b` off turns `a` off |
/// | ``forces(_:_:)`` | `a ⇒ b` | while `a` holds, `b` shows in the state; `b`'s own flag is left alone |
/// | ``excludes(_:_:)`` | `¬(a ∧ b)` | turning one on turns the other off; if computed factors make both hold, `b` is hidden |
/// | ``suppresses(_:_:)`` | `¬(a ∧ b)` | while `a` holds, `b` is hidden from the state; `b`'s flag is left alone |
///
/// A follow button with a "mutual" state (the other user follows back) and a "loading" state uses two
/// of them:
/// ```swift
/// let space = StateSpace(
///   states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])
/// ```
/// Setting mutual selects, deselecting clears mutual, and loading disables without forgetting that the
/// control was enabled.
///
/// The state adds what implications require first, then hides what exclusions hide, all exclusions
/// together, each judged on the state before anything is hidden: the order of the invariants does not
/// matter. A space whose exclusion would hide what an implication requires, for some combination of
/// flags, is refused with ``StateSpaceError/Reason/hiddenConsequence(flags:shown:invariant:)``, so the
/// state is always one of the space's reachable states.
public struct StateInvariant: Hashable, Sendable, CustomStringConvertible {
  /// The kind of invariant.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `a ⇒ b`, kept by changing stored flags.
    case implies
    /// `a ⇒ b`, kept by adding `b` to the computed state.
    case forces
    /// `¬(a ∧ b)`, kept by changing stored flags: the latest change wins.
    case excludes
    /// `¬(a ∧ b)`, kept by hiding `b` from the computed state.
    case suppresses
  }

  /// How the invariant is kept.
  public let kind: Kind
  /// The left-hand states.
  public let condition: ControlState
  /// The right-hand states.
  public let consequence: ControlState

  /// `a ⇒ b`: turning `a` on turns `b` on, and turning `b` off turns `a` off.
  public static func implies(_ a: ControlState, _ b: ControlState) -> StateInvariant {
    .init(kind: .implies, condition: a, consequence: b)
  }

  /// `a ⇒ b`, kept in the computed state: while `a` holds, `b` shows, whatever `b`'s own flag says.
  public static func forces(_ a: ControlState, _ b: ControlState) -> StateInvariant {
    .init(kind: .forces, condition: a, consequence: b)
  }

  /// `¬(a ∧ b)`: turning either on turns the other off.
  public static func excludes(_ a: ControlState, _ b: ControlState) -> StateInvariant {
    .init(kind: .excludes, condition: a, consequence: b)
  }

  /// `¬(a ∧ b)`, kept in the computed state: while `a` holds, `b` is hidden.
  ///
  /// ``StateSpace/disabledSuppressesHighlighted`` is one, for a space that wants a disabled control never
  /// to show `.highlighted`; UIKit has no such rule.
  public static func suppresses(_ a: ControlState, _ b: ControlState) -> StateInvariant {
    .init(kind: .suppresses, condition: a, consequence: b)
  }

  /// Whether the invariant is an implication (``Kind/implies`` or ``Kind/forces``).
  public var isImplication: Bool { kind == .implies || kind == .forces }

  /// Whether `state` obeys this invariant.
  public func holds(in state: ControlState) -> Bool {
    let hasCondition = state.isSuperset(of: condition)
    if isImplication { return !hasCondition || state.isSuperset(of: consequence) }
    return !(hasCondition && state.isSuperset(of: consequence))
  }

  /// The invariant in logic notation, for example `[application(0)] ⇒ [selected]`;
  /// ``StateNames/describe(_:)-(StateInvariant)`` names the custom bits.
  public var description: String { StateNames.unnamed.describe(self) }
}
