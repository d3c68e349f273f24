/// An action a control runs for its events: a handler with an identifier, as UIKit's `UIAction` since
/// iOS 14.
///
/// Named `ControlAction` so that a file importing UIKit or SwiftUI with Stately needs no
/// qualification.
///
/// ```swift
/// let add = ControlAction(identifier: "add-to-cart") { _, _ in cart.add() }
/// button.addAction(add, for: .primaryActionTriggered)
/// button.addAction(add, for: .touchDownRepeat)  // one entry, for both events
/// button.removeAction(identifiedBy: "add-to-cart", for: .touchDownRepeat)
/// ```
///
/// Actions are the same action when their identifiers are equal (UIKit: "UIActions are uniqued based on
/// their identifier", https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)).
/// A control keeps the handler: a handler that captures the control strongly keeps it alive for good;
/// use the `sender` it receives instead.
public struct ControlAction {
  /// What runs the action: the control that sent the events (the engine's host, or `nil` when it has
  /// none), and the events of the send that the action is registered for.
  public typealias Handler = (_ sender: AnyObject?, _ events: ControlEvent) -> Void

  /// What makes this action the same as another.
  public let identifier: ActionIdentifier

  /// What the action does.
  public let handler: Handler

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - identifier: The action's identity. Defaults to a ``ActionIdentifier/unique()`` one, so the
  ///     action equals only its own copies.
  ///   - handler: Runs with the sender and the events of each send the action is registered for.
  public init(identifier: ActionIdentifier = .unique(), handler: @escaping Handler) {
    self.identifier = identifier
    self.handler = handler
  }
}
