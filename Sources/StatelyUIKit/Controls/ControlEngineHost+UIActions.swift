#if canImport(UIKit) && !os(tvOS)
  public import Stately
  public import UIKit

  extension ControlEngineHost where Self: UIControl {
    /// Adds a `UIAction` for `events` that calls `handler` with this control: the same call as a
    /// Stately control's `addAction(for:_:)`, so one control source registers its actions on both.
    ///
    /// ```swift
    /// let follow = StatelyUIButton()
    /// follow.addAction(for: .primaryActionTriggered) { button, _ in button.isSelected.toggle() }
    /// ```
    ///
    /// The action is an ordinary `UIAction` in UIKit's table: UIKit's touch tracking sends it,
    /// `enumerateEventHandlers(_:)` lists it, and `removeAction(_:for:)` removes it. A `UIAction`'s
    /// handler is not told which event fired, so `handler` receives the events it was added for. The
    /// action holds the control weakly.
    ///
    /// - Parameters:
    ///   - events: The events that run it.
    ///   - handler: Runs with the control and `events`.
    /// - Returns: The action added, for `removeAction(_:for:)`.
    @MainActor @discardableResult
    public func addAction(for events: UIControl.Event, _ handler: @escaping (Self, UIControl.Event) -> Void)
      -> UIAction
    {
      let action = UIAction { [weak self] _ in
        guard let self else { return }
        handler(self, events)
      }
      addAction(action, for: events)
      return action
    }
  }
#endif
