import Stately
import Testing

// Sources, as cited in /work/notes/uikit-facts-39.md §5 and §3:
// - DOC: Apple's pages for `UIControl.addAction(_:for:)`, `removeAction(_:for:)`,
//   `removeAction(identifiedBy:for:)` and `enumerateEventHandlers(_:)` (iOS 14+). Documentation, not a
//   run on UIKit.
// - DECOMP: UIKitCore's `-[UIControl addAction:forControlEvents:]`, `_addControlTargetAction:` and
//   `_sendActionsForEvents:withEvent:`, decompiled. Derived from the real binary, but not a run on UIKit;
//   medium confidence.
// No test suite found runs these behaviours on real UIKit.

/// The identifiers of the registered actions, in order, with their events.
private func registrations(of control: Control) -> [String] {
  var result: [String] = []
  control.enumerateEventHandlers { action, events, _ in
    result.append("\(action.identifier.name ?? "unique") \(events)")
  }
  return result
}

/// An action that logs its name and the events it receives.
private func logging(_ name: ActionIdentifier, as label: String, to log: Log) -> ControlAction {
  ControlAction(identifier: name) { _, events in log.entries.append("\(label) \(events)") }
}

private final class Log {
  var entries: [String] = []
}

@Suite("Actions with identity: UIAction's replacement, removal by events, enumeration and order")
struct ControlActionTests {
  @Test(
    "Adding an action whose identifier is registered replaces it: one entry, the union of the events, moved to the end"
  )
  func addingReplaces() {
    // Source: DOC addAction(_:for:) ("subsequent actions with the same identifier replace previously
    // added actions"); DECOMP _addControlTargetAction: for the union and the move to the end. Not run on
    // real UIKit.
    let control = Control(cycle: UpdateCycle())
    let log = Log()
    control.addAction(logging("a", as: "old a", to: log), for: .touchDown)
    control.addAction(logging("b", as: "b", to: log), for: .touchDown)
    control.addAction(logging("a", as: "new a", to: log), for: .touchUpInside)
    #expect(registrations(of: control) == ["b [touchDown]", "a [touchDown, touchUpInside]"])
    control.sendActions(for: .touchDown)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries == ["b [touchDown]", "new a [touchDown]", "new a [touchUpInside]"])
  }

  @Test("Adding one action for two events keeps one entry, which runs once for a send of both")
  func sameActionForTwoEvents() {
    // Source: DOC addAction(_:for:) ("you may add the same action to multiple controlEvents"); DECOMP
    // _sendActionsForEvents: (one call per entry). Not run on real UIKit.
    let control = Control(cycle: UpdateCycle())
    let log = Log()
    let action = logging("tap", as: "tap", to: log)
    control.addAction(action, for: .touchDown)
    control.addAction(action, for: .touchUpInside)
    #expect(registrations(of: control) == ["tap [touchDown, touchUpInside]"])
    control.sendActions(for: [.touchDown, .touchUpInside])
    #expect(log.entries == ["tap [touchDown, touchUpInside]"])
  }

  @Test("Actions without an identifier are each their own action; copies of one are the same action")
  func uniqueIdentifiers() {
    // Source: DOC UIAction (an action made without an identifier gets one of its own). Not run on real
    // UIKit.
    let control = Control(cycle: UpdateCycle())
    let log = Log()
    let first = ControlAction { _, _ in log.entries.append("first") }
    let second = ControlAction { _, _ in log.entries.append("second") }
    #expect(first.identifier != second.identifier)
    #expect(first.identifier.name == nil)
    control.addAction(first, for: .valueChanged)
    control.addAction(second, for: .valueChanged)
    control.addAction(first, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["second", "first"])
    #expect(ActionIdentifier("x") == "x")
    #expect(ActionIdentifier.unique() != ActionIdentifier.unique())
  }

  @Test("removeAction(_:for:) removes an action from those events only; it goes once it has none")
  func removeForSomeEvents() {
    // Source: DOC removeAction(_:for:) ("removes the action from the set of passed control events");
    // DECOMP (clears the bits, removes the entry when its mask is empty). Not run on real UIKit.
    let control = Control(cycle: UpdateCycle())
    let log = Log()
    let action = logging("a", as: "a", to: log)
    control.addAction(action, for: [.touchDown, .touchUpInside])
    #expect(control.removeAction(action, for: .touchDown))
    #expect(!control.removeAction(action, for: .touchDown), "nothing left to remove for touchDown")
    control.sendActions(for: .touchDown)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries == ["a [touchUpInside]"])
    #expect(control.removeAction(action, for: .allTouchEvents))
    #expect(registrations(of: control).isEmpty)
  }

  @Test("removeAction(identifiedBy:for:) removes the action with that identifier, for those events")
  func removeByIdentifier() {
    // Source: DOC removeAction(identifiedBy:for:); DECOMP (the same partial-mask rule, matched by
    // identifier). Not run on real UIKit.
    let control = Control(cycle: UpdateCycle())
    let log = Log()
    control.addAction(logging("a", as: "a", to: log), for: [.touchDown, .valueChanged])
    control.addAction(logging("b", as: "b", to: log), for: .valueChanged)
    #expect(control.removeAction(identifiedBy: "a", for: .valueChanged))
    #expect(!control.removeAction(identifiedBy: "missing", for: .allEvents))
    #expect(registrations(of: control) == ["a [touchDown]", "b [valueChanged]"])
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["b [valueChanged]"])
  }

  @Test("enumerateEventHandlers lists every action with its events in add order, and stops when asked")
  func enumerateInOrder() {
    // Source: DOC enumerateEventHandlers(_:) (iOS 14+); DECOMP (walks a copy, in registration order).
    // Not run on real UIKit.
    let control = Control(cycle: UpdateCycle())
    let names: [ActionIdentifier] = ["one", "two", "three"]
    for (index, name) in names.enumerated() {
      control.addAction(
        ControlAction(identifier: name) { _, _ in }, for: ControlEvent(rawValue: 1 << UInt(index)))
    }
    #expect(
      registrations(of: control) == ["one [touchDown]", "two [touchDownRepeat]", "three [touchDragInside]"])
    var seen: [String] = []
    control.enumerateEventHandlers { action, _, stop in
      seen.append(action.identifier.name ?? "")
      // Changing the registrations while enumerating is safe: the walk is over a copy.
      control.removeAction(identifiedBy: "three", for: .allEvents)
      stop = seen.count == 2
    }
    #expect(seen == ["one", "two"])
    #expect(registrations(of: control) == ["one [touchDown]", "two [touchDownRepeat]"])
  }

  @Test("Actions run in the order they were added, each once per send")
  func runInAddOrder() {
    // Source: DECOMP _sendActionsForEvents: (one walk over the table, in order); Apple does not document
    // the order. Not run on real UIKit.
    let control = Control(cycle: UpdateCycle())
    let log = Log()
    for name in ["c", "a", "b"] {
      control.addAction(
        logging(ActionIdentifier(name), as: name, to: log), for: [.touchUpInside, .valueChanged])
    }
    control.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(
      log.entries == [
        "c [touchUpInside, valueChanged]", "a [touchUpInside, valueChanged]",
        "b [touchUpInside, valueChanged]",
      ])
  }

  @Test(
    "An action removed by an earlier one still runs in that send, as UIKit's copy does, and not in the next")
  func removalDuringSend() {
    // Source: DECOMP _sendActionsForEvents: walks a copy of the table, so UIKit still runs an action
    // removed by an earlier action of the same send (facts file F3.6, medium confidence). Not run on real
    // UIKit. The removal is safe, and the next send no longer calls the removed action.
    let control = Control(cycle: UpdateCycle())
    let log = Log()
    control.addAction(
      ControlAction(identifier: "remover") { sender, _ in
        log.entries.append("remover")
        (sender as? Control)?.removeAction(identifiedBy: "removed", for: .allEvents)
        (sender as? Control)?.addAction(logging("added", as: "added", to: log), for: .valueChanged)
      }, for: .valueChanged)
    control.addAction(logging("removed", as: "removed", to: log), for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["remover", "removed [valueChanged]"], "the send runs the table it started with")
    log.entries.removeAll()
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["remover", "added [valueChanged]"])
  }

  @Test("An action's sender is the control; the closure API still returns an identifier that removes it")
  func senderAndClosureAPI() {
    let control = Control(cycle: UpdateCycle())
    control.engine.identifier = "sender"
    var senders: [String] = []
    control.addAction(
      ControlAction { sender, _ in senders.append((sender as? Control)?.engine.identifier ?? "none") },
      for: .valueChanged)
    let closure = control.addAction(for: .valueChanged) { control, _ in
      senders.append("closure \(control.engine.identifier)")
    }
    control.sendActions(for: .valueChanged)
    #expect(senders == ["sender", "closure sender"])
    #expect(control.removeAction(identifiedBy: closure, for: .allEvents))
    #expect(registrations(of: control).count == 1)
  }

  @Test("Adding an action for no events registers nothing")
  func emptyEvents() {
    // Source: DECOMP addAction:forControlEvents: asserts on an empty mask ("Attempt to set action '%@'
    // with no event mask set"); Stately does not trap on it and adds nothing. Not run on real UIKit.
    let control = Control(cycle: UpdateCycle())
    control.addAction(ControlAction(identifier: "a") { _, _ in }, for: .touchDown)
    control.addAction(ControlAction(identifier: "a") { _, _ in }, for: [])
    #expect(registrations(of: control) == ["a [touchDown]"])
  }

  @Test("An engine kept after its control went away runs no action of the control's")
  func engineOutlivesItsControl() {
    let cycle = UpdateCycle()
    var sent = 0
    var engine: ControlEngine?
    do {
      let control = Control(cycle: cycle)
      control.addAction(for: .valueChanged) { _, _ in sent += 1 }
      engine = control.engine
      control.sendActions(for: .valueChanged)
      #expect(sent == 1)
    }
    engine?.sendActions(for: .valueChanged)
    #expect(sent == 1)
  }

  @Test("A subclass that cancels its touch in deinit sends touchCancel with itself as the sender")
  func sendFromDeinit() {
    // Before, the send loaded the control through its unowned host link while it was being
    // deinitialised, which traps.
    let cycle = UpdateCycle()
    var received: [String] = []
    do {
      let knob = CancellingKnob(cycle: cycle)
      knob.engine.identifier = "knob"
      knob.addAction(for: .touchCancel) { knob, events in
        received.append("\(knob.engine.identifier) \(events)")
      }
      cycle.flush()
      knob.isHighlighted = true
    }
    #expect(received == ["knob [touchCancel]"])
    #expect(cycle.flush().updates == 0)
  }
}

/// A control that cancels a touch in progress when it goes away.
private final class CancellingKnob: Control {
  deinit { cancelTracking() }
}
