import Stately
import Testing

/// A PIN field of the QUIckControl article whose `invalid` state is a computed factor read from `isValid`.
private final class ComputedPin: Control {
  var isValid = true
  var isLong = false

  init(cycle: UpdateCycle) {
    super.init(space: .ctlStandardWithFlags, cycle: cycle)
    engine.register(.ctlInvalid, from: self, at: \.isValid, inverted: true)
  }
}

/// A PIN field whose update clears a code that its `invalid` factor rejects.
private final class ClearingPin: Control {
  var code = "" {
    didSet { engine.factorsDidChange() }
  }
  var isInvalid: Bool { code == "0000" }

  init(cycle: UpdateCycle) {
    super.init(space: .ctlStandardWithFlags, cycle: cycle)
    engine.register(.ctlInvalid, from: self, at: \.isInvalid)
  }

  override func updateConfiguration() {
    if state.contains(.ctlInvalid) { code = "" }
  }
}

@Suite("Control factors: the state is computed, never stored")
struct ControlFactorTests {
  @Test("A new control is normal and asks for its first update")
  func newControlIsNormal() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    #expect(control.state == .normal)
    #expect(control.isEnabled && !control.isSelected && !control.isHighlighted && !control.isFocused)
    #expect(control.engine.needsUpdate)
    #expect(cycle.flush().updates == 1)
    #expect(control.engine.lastAppliedState == .normal)
  }

  @Test("A control reports the space it was made with, and its type name until it is given an identifier")
  func spaceAndIdentifier() {
    let plain = Control(cycle: UpdateCycle())
    #expect(plain.engine.stateSpace == .standard)
    #expect(plain.engine.identifier == "Control")
    plain.engine.identifier = "save"
    #expect(plain.engine.identifier == "save")
    let pin = ComputedPin(cycle: UpdateCycle())
    #expect(pin.engine.stateSpace == .ctlStandardWithFlags)
    #expect(pin.engine.stateSpace != .standard)
    #expect(pin.engine.identifier == "ComputedPin")
    // Later side storage (an action, an observer) keeps the space the control was made with.
    pin.addAction(for: .valueChanged) { _, _ in }
    pin.engine.observeState { _ in }
    #expect(pin.engine.stateSpace == .ctlStandardWithFlags)
    plain.addAction(for: .valueChanged) { _, _ in }
    #expect(plain.engine.stateSpace == .standard)
    #expect(plain.engine.identifier == "save")
  }

  @Test("isEnabled, isSelected, isHighlighted and isFocused compute the built-in bits of state")
  func builtInFactorsComputeState() {
    let control = Control(cycle: UpdateCycle())
    control.isSelected = true
    #expect(control.state == .selected)
    control.isHighlighted = true
    #expect(control.state == [.selected, .highlighted])
    control.isFocused = true
    #expect(control.state == [.selected, .highlighted, .focused])
    control.isHighlighted = false
    control.isEnabled = false
    #expect(control.state == [.selected, .focused, .disabled])
    control.isEnabled = true
    control.isSelected = false
    control.isFocused = false
    #expect(control.state == .normal)
  }

  @Test("@StateFlag custom flags are plain Bool properties that set their custom bit")
  func stateFlagSetsCustomBit() {
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(CtlRecorder(), cycle: cycle)
    cycle.flush()
    #expect(!control.isFilled)
    control.isFilled = true
    #expect(control.isFilled)
    #expect(control.engine.flag(.ctlFilled))
    #expect(control.state == .ctlFilled)
    #expect(control.engine.stateSpace.describe(control.state) == "[filled]")
    #expect(control.engine.needsUpdate)
    control.isFilled = false
    #expect(control.state == .normal)
  }

  @Test("Setting a flag to the value it has requests no update")
  func unchangedFlagRequestsNothing() {
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(CtlRecorder(), cycle: cycle)
    cycle.flush()
    control.isFilled = false
    control.isSelected = false
    control.isEnabled = true
    #expect(!control.engine.needsUpdate)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test("register(.invalid, from: self, at: \\.isValid, inverted: true) sets invalid while isValid is false")
  func computedFactorInverted() {
    let cycle = UpdateCycle()
    let pin = ComputedPin(cycle: cycle)
    #expect(pin.state == .normal)
    pin.isValid = false
    #expect(pin.state == .ctlInvalid)
    pin.isValid = true
    #expect(pin.state == .normal)
  }

  @Test("factorsDidChange() re-evaluates computed factors and requests an update only on a change")
  func factorsDidChangeRequestsUpdate() {
    let cycle = UpdateCycle()
    let pin = ComputedPin(cycle: cycle)
    cycle.flush()
    #expect(pin.engine.lastAppliedState == .normal)
    pin.engine.factorsDidChange()
    #expect(!pin.engine.needsUpdate)
    pin.isValid = false
    #expect(!pin.engine.needsUpdate)
    pin.engine.factorsDidChange()
    #expect(pin.engine.needsUpdate)
    cycle.flush()
    #expect(pin.engine.lastAppliedState == .ctlInvalid)
  }

  @Test("A computed factor that its own update changes back to the last applied state gets one more update")
  func factorChangedBackDuringOwnUpdate() {
    // The update that applies `invalid` clears the code; before, the change was compared with the state
    // applied before that update, found equal, and lost: the control stayed showing `invalid`.
    let cycle = UpdateCycle()
    let pin = ClearingPin(cycle: cycle)
    var applied: [ControlState] = []
    pin.engine.observeState { applied.append($0) }
    cycle.flush()
    pin.code = "0000"
    #expect(pin.engine.needsUpdate)
    cycle.flush()
    #expect(pin.code.isEmpty)
    #expect(applied == [.normal, .ctlInvalid, .normal])
    #expect(pin.engine.lastAppliedState == pin.state)
    #expect(!pin.engine.needsUpdate)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test("Registering a state again replaces its factor")
  func registerAgainReplaces() {
    let pin = ComputedPin(cycle: UpdateCycle())
    pin.isValid = false
    #expect(pin.state == .ctlInvalid)
    pin.engine.register(.ctlInvalid, from: pin, at: \.isLong)
    // The old factor is gone: isValid is still false, and the state follows isLong alone.
    #expect(pin.state == .normal)
    pin.isLong = true
    #expect(pin.state == .ctlInvalid)
  }

  @Test("removeFactor(for:) removes a computed factor and requests an update if the state changes")
  func removeFactorForState() {
    let cycle = UpdateCycle()
    let pin = ComputedPin(cycle: cycle)
    pin.isValid = false
    cycle.flush()
    #expect(pin.engine.lastAppliedState == .ctlInvalid)
    #expect(pin.engine.removeFactor(for: .ctlInvalid))
    #expect(pin.state == .normal)
    #expect(!pin.engine.removeFactor(for: .ctlInvalid), "it was removed the first time")
    #expect(pin.engine.needsUpdate)
    cycle.flush()
    #expect(pin.engine.lastAppliedState == .normal)
    #expect(!pin.engine.removeFactor(for: .ctlInvalid))
  }

  @Test("A computed factor and a stored flag combine in one state")
  func computedAndStoredCombine() {
    let pin = ComputedPin(cycle: UpdateCycle())
    pin.isValid = false
    pin.isSelected = true
    #expect(pin.state == [.selected, .ctlInvalid])
  }

  @Test("A bit a computed factor owns is the factor's: flag reads it, and setFlag leaves it alone")
  func computedBitIsTheFactors() {
    let pin = ComputedPin(cycle: UpdateCycle())
    pin.isValid = false
    #expect(pin.engine.flag(.ctlInvalid))
    pin.engine.setFlag(.ctlInvalid, false)
    #expect(pin.state == .ctlInvalid)
    pin.isValid = true
    pin.engine.setFlag(.ctlInvalid, true)
    #expect(!pin.engine.flag(.ctlInvalid))
    #expect(pin.state == .normal)
  }
}

/// A PIN field whose `invalid` state is computed while `valid` is a stored flag, in a space where the
/// two exclude each other.
private final class MixedPin: Control {
  @StateFlag(.ctlValid) var isValidFlag = false
  var isValid = true

  init() {
    super.init(space: .ctlFollow, cycle: UpdateCycle())
    engine.register(.ctlInvalid, from: self, at: \.isValid, inverted: true)
  }
}

@Suite("Control factors and invariants together")
struct ControlFactorInvariantTests {
  @Test("A computed factor keeps an implication: the consequence shows in the state")
  func computedFactorKeepsImplication() {
    let button = ControlWithComputedMutual()
    button.isMutualSource = true
    button.engine.factorsDidChange()
    #expect(button.state == [.selected, .ctlMutual])
  }

  @Test("A computed factor cannot break an excludes invariant: the right-hand side is hidden")
  func computedFactorAndExcludes() {
    let pin = MixedPin()
    pin.isValidFlag = true
    pin.isValid = false
    #expect(pin.engine.stateSpace.contains(pin.state))
    let excludes = pin.engine.stateSpace.invariants.first { $0.kind == .excludes }
    #expect(excludes.map { pin.state.isSuperset(of: $0.condition) } == true)
  }
}

/// A control whose `mutual` state is computed, in a space where mutual implies selected.
private final class ControlWithComputedMutual: Control {
  var isMutualSource = false

  init() {
    super.init(space: .ctlFollow, cycle: UpdateCycle())
    engine.register(.ctlMutual, from: self, at: \.isMutualSource)
  }
}
