#if canImport(UIKit)
  import Stately
  import StatelyUIKit
  import Testing
  import UIKit

  // UIAction's identity on a bridge button. On Linux these run against Tests/UIKitSurface, which
  // transcribes the documented behaviour; on an iOS simulator (.github/workflows/apple.yml, not yet run)
  // they check real UIKit, and so the decompiled facts cited below.

  /// The identifiers and event masks registered on a control, in order.
  @MainActor
  private func registrations(of control: UIControl) -> [String] {
    var result: [String] = []
    control.enumerateEventHandlers { action, _, events, _ in
      result.append("\(action?.identifier.rawValue ?? "target") \(events.rawValue)")
    }
    return result
  }

  @MainActor
  @Suite("UIAction identity on a bridge button: what Stately's ControlAction mirrors")
  struct ActionIdentityTests {
    @Test("Re-adding an identifier replaces the action, with the union of the events, moved to the end")
    func replacement() {
      // Sources: Apple, UIControl.addAction(_:for:) (DOC); UIKitCore _addControlTargetAction:
      // (decompiled) for the union and the order. Real UIKit only in the Apple workflow.
      let button = StatelyUIButton(cycle: UpdateCycle())
      var log: [String] = []
      button.addAction(UIAction(identifier: .init("a")) { _ in log.append("old a") }, for: .touchDown)
      button.addAction(UIAction(identifier: .init("b")) { _ in log.append("b") }, for: .touchDown)
      button.addAction(UIAction(identifier: .init("a")) { _ in log.append("new a") }, for: .touchUpInside)
      #expect(registrations(of: button) == ["b 1", "a 65"])
      button.sendActions(for: .touchDown)
      #expect(log == ["b", "new a"])
    }

    @Test(
      "addAction(for:_:) registers a UIAction that calls the handler with the button, as StatelyButton's does"
    )
    func handlerAction() {
      // The call's shape is Stately's (StatefulControl.addAction(for:_:)); what it registers is a plain
      // UIAction, so UIKit's own table decides when it runs (Apple, UIControl.addAction(_:for:), DOC).
      let button = StatelyUIButton(cycle: UpdateCycle())
      var senders: [ObjectIdentifier] = []
      let action = button.addAction(for: .primaryActionTriggered) { sender, events in
        senders.append(ObjectIdentifier(sender))
        #expect(events == .primaryActionTriggered)
      }
      #expect(
        registrations(of: button) == [
          "\(action.identifier.rawValue) \(UIControl.Event.primaryActionTriggered.rawValue)"
        ])
      button.sendActions(for: .touchUpInside)
      #expect(senders.isEmpty)
      button.sendActions(for: .primaryActionTriggered)
      #expect(senders == [ObjectIdentifier(button)])
      button.removeAction(action, for: .primaryActionTriggered)
      button.sendActions(for: .primaryActionTriggered)
      #expect(senders.count == 1)
    }

    @Test("removeAction(identifiedBy:for:) removes the action from those events only")
    func partialRemoval() {
      // Sources: Apple, UIControl.removeAction(identifiedBy:for:) (DOC); decompiled partial-mask rule.
      let button = StatelyUIButton(cycle: UpdateCycle())
      button.addAction(UIAction(identifier: .init("a")) { _ in }, for: [.touchDown, .touchUpInside])
      button.removeAction(identifiedBy: .init("a"), for: .touchDown)
      #expect(registrations(of: button) == ["a 64"])
      button.removeAction(identifiedBy: .init("a"), for: .touchUpInside)
      #expect(registrations(of: button).isEmpty)
    }

    @Test("An action removed by an earlier one still runs in that send, and not in the next")
    func removalDuringSend() {
      // Source: UIKitCore _sendActionsForEvents:withEvent: walks a copy of its table (decompiled, medium
      // confidence); the engine's sendActions(for:) does the same (ControlActionTests).
      let button = StatelyUIButton(cycle: UpdateCycle())
      var log: [String] = []
      button.addAction(
        UIAction(identifier: .init("remover")) { [unowned button] _ in
          log.append("remover")
          button.removeAction(identifiedBy: .init("removed"), for: .valueChanged)
        }, for: .valueChanged)
      button.addAction(
        UIAction(identifier: .init("removed")) { _ in log.append("removed") }, for: .valueChanged)
      button.sendActions(for: .valueChanged)
      button.sendActions(for: .valueChanged)
      #expect(log == ["remover", "removed", "remover"])
    }

    @Test("The bridge's engine replaces actions by identifier as UIKit does")
    func engineActions() {
      let button = StatelyUIButton(cycle: UpdateCycle())
      var log: [String] = []
      button.engine.addAction(ControlAction(identifier: "a") { _, _ in log.append("old a") }, for: .touchDown)
      button.engine.addAction(ControlAction(identifier: "b") { _, _ in log.append("b") }, for: .touchDown)
      button.engine.addAction(
        ControlAction(identifier: "a") { _, _ in log.append("new a") }, for: .touchUpInside)
      button.engine.sendActions(for: .touchDown)
      #expect(log == ["b", "new a"])
      var order: [String] = []
      button.engine.enumerateEventHandlers { action, events, _ in
        order.append("\(action.identifier.name ?? "") \(events.rawValue)")
      }
      #expect(order == ["b 1", "a 65"])
    }
  }
#endif
