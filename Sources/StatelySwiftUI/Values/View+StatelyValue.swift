#if canImport(SwiftUI) && os(iOS)
  public import Stately
  public import SwiftUI

  extension View {
    /// Gives this view and the views inside it a Stately state, which `statelyValue(_:_:)` reads.
    ///
    /// - Parameter state: The state, such as `space.reachableStates[3]` or a style's
    ///   `state(isPressed:isEnabled:isFocused:)`.
    /// - Returns: The view, with the environment's `statelyState` set.
    public func statelyState(_ state: ControlState) -> some View {
      environment(\.statelyState, state)
    }

    /// This view with a value chosen by the state it is drawn in: the rule table's value for the
    /// environment's `statelyState` (the state of the Stately button or toggle around it, or one set
    /// with `statelyState(_:)`), applied with `apply`. The SwiftUI form of the engine's
    /// `setValue(_:for:on:at:)`.
    ///
    /// ```swift
    /// struct ArchivedBadge: View {
    ///   static let opacity: StateTable<Double> = {
    ///     var table = StateTable(default: 1.0)
    ///     table.setValue(0.4, for: .containsAll(.disabled))
    ///     return table
    ///   }()
    ///   var isArchived: Bool
    ///
    ///   var body: some View {
    ///     Text("Inbox")
    ///       .statelyValue(Self.opacity) { text, opacity in text.opacity(opacity) }
    ///       .statelyState(isArchived ? .disabled : .normal)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - table: A value per state, with the table's rules and priorities.
    ///   - apply: Applies the value to the view, such as `{ $0.opacity($1) }`.
    /// - Returns: The view with the value applied.
    /// - Complexity: One table lookup each time the view is drawn.
    public func statelyValue<Value, Modified: View>(
      _ table: StateTable<Value>, _ apply: @escaping @MainActor (Self, Value) -> Modified
    ) -> some View {
      StateValueView(base: self, table: table, apply: apply)
    }
  }

  /// A view with a value chosen by the environment's state.
  private struct StateValueView<Base: View, Value, Modified: View>: View {
    let base: Base
    let table: StateTable<Value>
    let apply: @MainActor (Base, Value) -> Modified
    @Environment(\.statelyState) private var state

    var body: some View { apply(base, table.value(for: state)) }
  }
#endif
