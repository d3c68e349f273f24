import Stately
import Testing

/// A host that records the phase the engine is in whenever it is asked to perform one.
private final class PhaseRecorder: ControlEngineHost {
  let engine: ControlEngine
  var log: [String] = []
  var bound = "default" {
    didSet { log.append("bound = \(bound) in \(engine.phase)") }
  }

  init(cycle: UpdateCycle) {
    engine = ControlEngine(cycle: cycle)
    engine.attach(to: self)
    engine.setValue("selected", for: .containsAll(.selected), on: self, at: \.bound)
    engine.observeState { [unowned self] _ in self.log.append("observed in \(self.engine.phase)") }
  }

  func engine(_ engine: ControlEngine, perform phase: UpdatePhase) {
    log.append("\(phase) in \(engine.phase)")
  }
}

@Suite("UpdatePhase: one lifecycle, explicit phases")
struct UpdatePhaseTests {
  @Test("An update writes bindings, then runs prepare, update, handler, apply and observe, in order")
  func phasesInOrder() {
    let cycle = UpdateCycle()
    let host = PhaseRecorder(cycle: cycle)
    cycle.flush()
    host.log.removeAll()
    host.engine.isSelected = true
    #expect(host.engine.phase == .idle)
    cycle.flush()
    #expect(
      host.log == [
        "bound = selected in prepare", "prepare in prepare", "update in update", "handler in handler",
        "apply in apply", "observed in observe",
      ])
    #expect(host.engine.phase == .idle)
  }

  @Test("A Control performs its override, its handler and its apply step in their phases")
  func controlPhases() {
    final class Recording: Control {
      var phases: [UpdatePhase] = []
      override func prepareForConfigurationUpdate() { phases.append(engine.phase) }
      override func updateConfiguration() { phases.append(engine.phase) }
      override func applyConfiguration() { phases.append(engine.phase) }
    }
    let cycle = UpdateCycle()
    let control = Recording(cycle: cycle)
    control.configurationUpdateHandler = { $0.phases.append($0.engine.phase) }
    cycle.flush()
    #expect(control.phases == [.prepare, .update, .handler, .apply])
  }

  @Test("Phases print their names, as misuse messages do")
  func names() {
    #expect(
      UpdatePhase.allCases.map(\.description) == ["idle", "prepare", "update", "handler", "apply", "observe"])
  }

  #if !os(Windows)
    @Test("An update started during an update of the same engine traps, naming the phase")
    func reentrantUpdateTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        final class Reentrant: Control {
          override func updateConfiguration() {
            setNeedsUpdateConfiguration()
            engine.updateIfNeeded()
          }
        }
        let control = Reentrant()
        control.cycle.flush()
      }.map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("re-entrant update"))
        #expect(message.contains("during the update phase"))
      }
    }

    @Test("A computed factor that reads the state it makes traps, naming the control and the mistake")
    func factorReadingItsStateTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        final class Circular: Control {
          var showsError: Bool { !state.contains(.focused) }
        }
        let control = Circular(space: try! StateSpace(custom: ["error": ControlState(customBit: 0)]))
        control.register(ControlState(customBit: 0), when: \.showsError)
      }.map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("a computed factor of Circular read the control's state"))
      }
    }

    @Test("Applying outside an update traps, saying that no update was running")
    func applyOutsideUpdateTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let engine = ControlEngine()
        engine.requirePhase(.apply, for: "applyConfiguration()")
      }.map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("applyConfiguration() belongs to the apply phase"))
        #expect(message.contains("in the idle phase (no update was running)"))
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
