import PropertyBased
import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML
import Testing

@testable import PlaygroundCore

@Suite("Fragment memo")
struct FragmentMemoTests {
  /// Markup that names the appearance, so a wrong entry shows.
  private static func draw(_ appearance: Int) -> HTMLFragment { .text("look \(appearance)") }

  @Test("A new appearance is drawn, and a repeated one gets the kept markup without drawing")
  func repeatIsKept() {
    let memo = FragmentMemo<Int>(capacity: 2)
    var drawn: [Int] = []
    func fragment(_ look: Int) -> HTMLFragment {
      memo.fragment(for: look) {
        drawn.append($0)
        return Self.draw($0)
      }
    }
    #expect(fragment(1) == Self.draw(1))
    #expect(fragment(2) == Self.draw(2))
    #expect(fragment(1) == Self.draw(1))
    #expect(drawn == [1, 2])
  }

  @Test("The memo keeps the most recently used appearances: it draws exactly when a model LRU misses")
  func matchesLeastRecentlyUsedModel() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 1...4), Gen.int(in: 0...5).array(of: 0...40)
    ) { capacity, looks in
      let memo = FragmentMemo<Int>(capacity: capacity)
      var model: [Int] = []  // most recently used first
      for look in looks {
        var drew = false
        let html = memo.fragment(for: look) {
          drew = true
          return Self.draw($0)
        }
        let modelMisses = !model.contains(look)
        model.removeAll { $0 == look }
        model.insert(look, at: 0)
        if model.count > capacity { model.removeLast() }
        #expect(html == Self.draw(look))
        #expect(drew == modelMisses, "look \(look) after \(model) with capacity \(capacity)")
      }
    }
  }

  @Test("A live button's markup after any events equals a fresh drawing of its appearance")
  func liveButtonMarkupIsCurrent() async {
    let kinds: [BrowserEventKind] = [.pointerDown, .pointerUp, .pointerLeave, .click, .focus, .blur]
    await propertyCheck(count: 60, input: Gen.int(in: 0..<(2 * kinds.count)).array(of: 1...24)) { steps in
      let cycle = UpdateCycle()
      let controls = ExampleLiveControls.checkout(LiveContext(cycle: cycle, timers: SessionTimers()))
      for step in steps {
        let target = controls[step % 2]
        target.apply(BrowserEvent(kinds[step / 2]))
        cycle.flush()
        for control in controls {
          let button = try #require(control.control as? StatelyButton)
          let fresh = HTMLRenderer.fragment(
            button.appearance, names: button.stateSpace.names, attributes: [.dataControl(control.id)])
          #expect(control.html() == fresh, "\(control.id) after steps \(steps)")
        }
      }
    }
  }

  @Test("PIN fields' and list rows' markup after any events equals a fresh drawing of their appearance")
  func livePinAndRowMarkupIsCurrent() async {
    let events: [BrowserEvent] = [
      BrowserEvent(.pointerDown), BrowserEvent(.click), BrowserEvent(.blur), BrowserEvent(.key, key: "1"),
      BrowserEvent(.key, key: "2"), BrowserEvent(.key, key: "Backspace"), BrowserEvent(.key, key: "s"),
      BrowserEvent(.key, key: "e"),
    ]
    let labels = ["pin.old": "Current PIN", "pin.new": "New PIN", "pin.repeat": "Repeat new PIN"]
    await propertyCheck(count: 40, input: Gen.int(in: 0..<(8 * events.count)).array(of: 1...30)) { steps in
      let cycle = UpdateCycle()
      let context = LiveContext(cycle: cycle, timers: SessionTimers())
      let controls = (ExampleLiveControls.changePinForm(context) + ExampleLiveControls.cellList(context))
        .filter { $0.control is PinCodeControl || $0.control is Cell }
      for step in steps {
        let target = controls[step % controls.count]
        let event = events[step / 8]
        if target.rejection(event) == nil { target.apply(event) }
        cycle.flush()
        for control in controls {
          let fresh: HTMLFragment
          if let field = control.control as? PinCodeControl {
            fresh = HTMLRenderer.fragment(
              field.appearance, names: field.stateSpace.names,
              attributes: [.dataControl(control.id), .dataKeys],
              label: labels[control.id])
          } else {
            let cell = try #require(control.control as? Cell)
            fresh = HTMLRenderer.cell(
              cell.appearance, accessory: .outlineDisclosure,
              in: HTMLContext(attributes: [.dataControl(control.id), .dataKeys]))
          }
          #expect(control.html() == fresh, "\(control.id) after steps \(steps)")
        }
      }
    }
  }
}
