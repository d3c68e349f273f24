import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("Change-PIN form (the QUIckControl article's example app)")
struct ChangePinFormTests {
  @Test("The enabling chain, step by step, and clearing the old PIN undoes it in one flush")
  func enablingChain() throws {
    let form = ChangePinForm()
    form.engine.cycle.flush()
    #expect(form.oldField.isEnabled)
    #expect(!form.newField.isEnabled)
    #expect(!form.repeatField.isEnabled)
    #expect(!form.applyButton.isEnabled)
    #expect(form.statusLabel.text == "Enter your current PIN")

    try form.oldField.insertText("1357")
    form.engine.cycle.flush()
    #expect(form.newField.isEnabled)
    #expect(!form.repeatField.isEnabled)
    #expect(form.state == ChangePinForm.states.oldAccepted)
    #expect(form.statusLabel.text == "Choose a new PIN")

    try form.newField.insertText("2580")
    form.engine.cycle.flush()
    #expect(form.repeatField.isEnabled)
    #expect(!form.applyButton.isEnabled)
    #expect(form.statusLabel.text == "Repeat the new PIN")

    try form.repeatField.insertText("2580")
    form.engine.cycle.flush()
    #expect(form.applyButton.isEnabled)
    #expect(
      form.state == [
        ChangePinForm.states.oldAccepted, ChangePinForm.states.newAccepted,
        ChangePinForm.states.repeatAccepted,
      ])
    #expect(form.statusLabel.text == "Ready to change your PIN")
    #expect(form.statusAppearance.textColor.hexString == "#34C759")

    let counts = form.fields.map(\.engine.updateCount) + [form.applyButton.engine.updateCount]
    form.oldField.clear()
    let report = form.engine.cycle.flush()
    #expect(report.settled)
    #expect(!form.newField.isEnabled)
    #expect(!form.repeatField.isEnabled)
    #expect(!form.applyButton.isEnabled)
    #expect(form.state == .normal)
    #expect(form.statusLabel.text == "Enter your current PIN")
    let after = form.fields.map(\.engine.updateCount) + [form.applyButton.engine.updateCount]
    #expect(zip(after, counts).allSatisfy { $0 - $1 == 1 }, "\(counts) → \(after)")
  }

  @Test("A field cannot be typed into before the previous one is accepted")
  func disabledFieldRefuses() {
    let form = ChangePinForm()
    form.engine.cycle.flush()
    #expect(throws: PinCodeError.notEnabled) { try form.newField.insertText("2580") }
  }

  @Test("The repeat field is valid only when it equals the new PIN, and follows changes to it")
  func repeatMustMatch() throws {
    let form = ChangePinForm()
    try form.oldField.insertText("1357")
    form.engine.cycle.flush()
    try form.newField.insertText("2580")
    form.engine.cycle.flush()
    try form.repeatField.insertText("2581")
    form.engine.cycle.flush()
    #expect(form.repeatField.isInvalid)
    #expect(!form.applyButton.isEnabled)
    #expect(
      form.state == [
        ChangePinForm.states.oldAccepted, ChangePinForm.states.newAccepted, ChangePinForm.states.rejected,
      ])
    #expect(form.statusLabel.text == "The PINs do not match")
    #expect(form.statusAppearance.textColor.hexString == "#FF3B30")

    form.newField.deleteBackward()
    form.engine.cycle.flush()
    try form.newField.insertText("1")
    form.engine.cycle.flush()
    #expect(form.newField.code == "2581")
    #expect(form.repeatField.isValid)
    #expect(form.applyButton.isEnabled)
  }

  @Test("A weak new PIN is rejected and keeps the repeat field disabled")
  func weakNewPIN() throws {
    let form = ChangePinForm()
    try form.oldField.insertText("1357")
    form.engine.cycle.flush()
    try form.newField.insertText("1234")
    form.engine.cycle.flush()
    #expect(form.newField.isInvalid)
    #expect(!form.repeatField.isEnabled)
    #expect(form.rejection == .weak(.ascendingRun))
    #expect(form.statusLabel.text == "Digits counting up (1234) are too easy to guess")
  }

  @Test("Setting the current PIN while the old code is refused changes the reason shown")
  func currentPINChangesTheReason() throws {
    let form = ChangePinForm()
    try form.oldField.insertText("1111")
    form.engine.cycle.flush()
    #expect(form.statusLabel.text == "One digit repeated (1111) is too easy to guess")
    // Still refused, for another reason: no state bit changes, the label does.
    form.currentPIN = "2580"
    form.engine.cycle.flush()
    #expect(form.rejection == .notCurrentPIN)
    #expect(form.statusLabel.text == "That is not your current PIN")
    form.currentPIN = nil
    form.engine.cycle.flush()
    #expect(form.statusLabel.text == "One digit repeated (1111) is too easy to guess")
  }

  @Test("A refused PIN says why: one repeated digit, a run down, a mismatch, not the current PIN")
  func reasons() throws {
    let form = ChangePinForm(currentPIN: "2580")
    try form.oldField.insertText("1357")
    form.engine.cycle.flush()
    #expect(form.rejection == .notCurrentPIN)
    #expect(form.statusLabel.text == "That is not your current PIN")
    form.oldField.clear()
    try form.oldField.insertText("2580")
    form.engine.cycle.flush()
    #expect(form.rejection == nil)
    #expect(form.statusLabel.text == "Choose a new PIN")

    try form.newField.insertText("7777")
    form.engine.cycle.flush()
    #expect(form.statusLabel.text == "One digit repeated (1111) is too easy to guess")
    // From one refused code to another in one event: the state stays, the reason follows the code.
    form.newField.clear()
    try form.newField.insertText("9876")
    form.engine.cycle.flush()
    #expect(form.state == [ChangePinForm.states.oldAccepted, ChangePinForm.states.rejected])
    #expect(form.statusLabel.text == "Digits counting down (9876) are too easy to guess")
    #expect(form.statusAppearance.textColor.hexString == "#FF3B30")

    form.newField.clear()
    try form.newField.insertText("1470")
    form.engine.cycle.flush()
    try form.repeatField.insertText("1407")
    form.engine.cycle.flush()
    #expect(form.rejection == .mismatch)
    #expect(form.statusLabel.text == "The PINs do not match")
  }

  @Test("After a change, the new PIN is the current one: the old PIN is refused, the new one accepted")
  func changingTheCurrentPIN() throws {
    let form = ChangePinForm(currentPIN: "2580")
    try form.oldField.insertText("2580")
    form.engine.cycle.flush()
    #expect(form.oldField.isValid)
    form.currentPIN = "1470"
    form.engine.cycle.flush()
    #expect(form.oldField.isInvalid)
    #expect(form.statusLabel.text == "That is not your current PIN")
    form.oldField.clear()
    try form.oldField.insertText("1470")
    form.engine.cycle.flush()
    #expect(form.oldField.isValid)
    #expect(form.newField.isEnabled)
  }

  @Test("With a current PIN, the old field accepts only that PIN")
  func currentPIN() throws {
    let form = ChangePinForm(currentPIN: "1111")
    try form.oldField.insertText("1111")
    form.engine.cycle.flush()
    #expect(form.oldField.isValid)
    #expect(form.newField.isEnabled)
    form.oldField.clear()
    try form.oldField.insertText("1357")
    form.engine.cycle.flush()
    #expect(form.oldField.isInvalid)
    #expect(!form.newField.isEnabled)
  }

  @Test("Every reachable form state resolves to the expected fields, button and label")
  func fullTable() throws {
    let space = ChangePinForm.stateSpace
    // enabled fields | apply enabled | status text
    let expected: [String: String] = [
      "[normal]": "old|no|Enter your current PIN",
      "[oldAccepted]": "old,new|no|Choose a new PIN",
      "[rejected]": "old|no|One digit repeated (1111) is too easy to guess",
      "[oldAccepted, newAccepted]": "old,new,repeat|no|Repeat the new PIN",
      "[oldAccepted, rejected]": "old,new|no|Digits counting up (1234) are too easy to guess",
      "[oldAccepted, newAccepted, repeatAccepted]": "old,new,repeat|yes|Ready to change your PIN",
      "[oldAccepted, newAccepted, rejected]": "old,new,repeat|no|The PINs do not match",
    ]
    #expect(space.reachableStates.count == expected.count)
    for (text, look) in expected.sorted(by: { $0.key < $1.key }) {
      let target = state(text, in: space)
      let form = ChangePinForm()
      form.engine.cycle.flush()
      for (field, code) in zip(form.fields, ExampleCatalog.changePinFormInput(for: target)) {
        try field.insertText(code)
        form.engine.cycle.flush()
      }
      #expect(form.state == target, "\(text)")
      let enabled = zip(["old", "new", "repeat"], form.fields).filter { $0.1.isEnabled }.map(\.0)
      let line =
        enabled.joined(separator: ",") + "|" + (form.applyButton.isEnabled ? "yes" : "no") + "|"
        + form.statusLabel.text
      #expect(line == look, "\(text)")
    }
  }
}
