import Stately
import Testing

/// The follow button's custom states, declared once.
private struct FollowStates: CustomStateSet {
  let mutual = ControlState(customBit: 0)
  let loading = ControlState(customBit: 1)
}

/// A control declared with a state set: the space, the flag and a rule all read the one declaration.
private final class DeclaredFollowControl: Control {
  static let states = FollowStates()
  static let space = StateSpace(
    states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])
  @StateFlag(DeclaredFollowControl.states.mutual) var isMutual = false
  var title = "Follow"

  init() {
    super.init(space: Self.space, cycle: UpdateCycle())
    engine.setValue("Mutual", for: .containsAll([.selected, Self.states.mutual]), on: self, at: \.title)
  }
}

@Suite("Custom states declared once, in a CustomStateSet")
struct CustomStateSetTests {
  @Test("The set's properties are the custom states, named by the properties, in declaration order")
  func declaredStates() throws {
    let states = try FollowStates().declaredStates()
    #expect(
      states == [
        CustomState("mutual", ControlState(customBit: 0)), CustomState("loading", ControlState(customBit: 1)),
      ])
  }

  @Test("A space from a set equals the same space declared by name, without try")
  func sameSpace() throws {
    let states = FollowStates()
    let declared = StateSpace(states, invariants: [.implies(states.mutual, .selected)])
    let byName = try StateSpace(
      custom: ["mutual": states.mutual, "loading": states.loading],
      invariants: [.implies(states.mutual, .selected)])
    #expect(declared == byName)
    #expect(declared.describe([.selected, states.mutual]) == "[selected, mutual]")
  }

  @Test("The one declaration feeds the space, the flag and the rules")
  func feedsFlagAndRules() {
    let control = DeclaredFollowControl()
    control.isMutual = true
    control.engine.cycle.flush()
    #expect(control.state == [.selected, DeclaredFollowControl.states.mutual])
    #expect(control.title == "Mutual")
    #expect(control.engine.stateSpace.describe(control.state) == "[selected, mutual]")
  }

  @Test("A property that is not a ControlState is a typed error naming it")
  func notAControlState() {
    struct Mixed: CustomStateSet {
      let mutual = ControlState(customBit: 0)
      let title = "Follow"
    }
    let error = #expect(throws: StateSpaceError.self) { try Mixed().declaredStates() }
    #expect(error?.reason == .notAControlState(property: "title", type: "String"))
    #expect(error?.description == "the custom state set's property 'title' is a String, not a ControlState")
  }

  @Test("A set that is not a struct is a typed error, not an empty space")
  func notAStruct() {
    enum Loose: CustomStateSet { case mutual }
    let error = #expect(throws: StateSpaceError.self) { try Loose.mutual.declaredStates() }
    #expect(error?.reason == .notAStruct(type: "Loose"))
  }

  #if !os(Windows)
    @Test("A contradictory declaration in code traps, naming the set and the contradiction")
    func contradictionTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        struct Loading: CustomStateSet {
          let loading = ControlState(customBit: 1)
        }
        let states = Loading()
        _ = StateSpace(
          states, invariants: [.implies(states.loading, .selected), .excludes(states.loading, .selected)])
      }.map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Loading does not declare a valid state space"))
        #expect(message.contains("contradictory invariants"))
      }
    }
  #endif
}
