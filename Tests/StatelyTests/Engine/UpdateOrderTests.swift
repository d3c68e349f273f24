import Stately
import Testing

/// A host that records what each update does, in order.
private final class UpdateRecorder: ControlEngineHost {
  let engine: ControlEngine
  var log: [String] = []
  var bound = "default" {
    didSet { log.append("bound = \(bound), updating \(engine.isUpdating)") }
  }

  init(cycle: UpdateCycle) {
    engine = ControlEngine(cycle: cycle)
    engine.attach(to: self) { host, state in host.log.append("host's update for \(state)") }
    engine.setValue("selected", for: .containsAll(.selected), on: self, at: \.bound)
    engine.observeState { [unowned self] state in log.append("observed \(state)") }
  }
}

/// A control whose computed factor counts how often the engine reads it.
private final class CountingControl: Control {
  static let invalid = ControlState(customBit: 0)
  var reads = 0
  var isValid = true
  var isValidCounted: Bool {
    reads += 1
    return isValid
  }

  init(cycle: UpdateCycle) {
    super.init(space: try! StateSpace(custom: ["invalid": Self.invalid]), cycle: cycle)
    engine.register(Self.invalid, from: self, at: \.isValidCounted, inverted: true)
  }

  override func updateConfiguration() {
    // What an override reads during the update: the state, a computed flag, UIKit's flags.
    _ = state
    _ = engine.flag(Self.invalid)
    _ = isHighlighted
  }
}

@Suite("One update: bindings, the host's part, then the observers")
struct UpdateOrderTests {
  @Test("An update writes the bound values, then runs the host's part, then tells the observers")
  func order() {
    let cycle = UpdateCycle()
    let host = UpdateRecorder(cycle: cycle)
    cycle.flush()
    host.log.removeAll()
    host.engine.isSelected = true
    #expect(!host.engine.isUpdating)
    cycle.flush()
    #expect(
      host.log == ["bound = selected, updating true", "host's update for [selected]", "observed [selected]"])
    #expect(!host.engine.isUpdating)
  }

  @Test("A Control runs its override, then its handler, once per update, with the state of the update")
  func controlOrder() {
    final class Recording: Control {
      var log: [String] = []
      override func updateConfiguration() { log.append("override \(state)") }
    }
    let cycle = UpdateCycle()
    let control = Recording(cycle: cycle)
    control.configurationUpdateHandler = { $0.log.append("handler \($0.state)") }
    cycle.flush()
    control.isSelected = true
    control.isHighlighted = true
    cycle.flush()
    #expect(
      control.log == [
        "override [normal]", "handler [normal]", "override [highlighted, selected]",
        "handler [highlighted, selected]",
      ])
  }

  @Test("The computed factors are read once per update, however often the update reads the state")
  func factorsReadOncePerUpdate() {
    let cycle = UpdateCycle()
    let control = CountingControl(cycle: cycle)
    cycle.flush()
    for change in 0..<4 {
      control.isValid = change % 2 == 1
      control.engine.factorsDidChange()
      control.reads = 0
      cycle.flush()
      #expect(control.reads == 1, "update \(change)")
      #expect(control.engine.lastAppliedState == (control.isValid ? .normal : CountingControl.invalid))
    }
  }

  #if !os(Windows)
    @Test("An update started during an update of the same engine traps")
    func reentrantUpdateTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        final class Reentrant: Control {
          override func updateConfiguration() {
            setNeedsUpdateConfiguration()
            engine.updateIfNeeded()
          }
        }
        let control = Reentrant()
        control.engine.cycle.flush()
      }.map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("re-entrant update: Reentrant was asked to update during its own update"))
      }
    }

    @Test("A computed factor that reads the state it makes traps, naming the control and the mistake")
    func factorReadingItsStateTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        final class Circular: Control {
          var showsError: Bool { !state.contains(.focused) }
        }
        let control = Circular(space: try! StateSpace(custom: ["error": ControlState(customBit: 0)]))
        control.engine.register(ControlState(customBit: 0), from: control, at: \.showsError)
      }.map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("a computed factor of Circular read the control's state"))
      }
    }

    @Test("Attaching an engine twice traps")
    func attachTwiceTraps() async {
      await #expect(processExitsWith: .failure) {
        final class Twice: ControlEngineHost {
          let engine = ControlEngine()
          init() {
            engine.attach(to: self)
            engine.attach(to: self)
          }
        }
        _ = Twice()
      }
    }
  #endif
}
