import PropertyBased
import Stately
import StatelyControls
import StatelyExamples
import Testing

/// A plain reference for the default validation: brute force over the digits.
private func referenceAcceptable(_ code: String) -> Bool {
  let digits = code.compactMap { $0.wholeNumberValue }
  guard digits.count == code.count, digits.count >= 2 else { return false }
  var allEqual = true
  var ascending = true
  var descending = true
  for index in 1..<digits.count {
    if digits[index] != digits[0] { allEqual = false }
    if digits[index] != digits[index - 1] + 1 { ascending = false }
    if digits[index] != digits[index - 1] - 1 { descending = false }
  }
  return !(allEqual || ascending || descending)
}

@Suite("PinCodeControl (the QUIckControl article)")
struct PinCodeControlTests {
  @Test(
    "1111, 1234 and 9876 are invalid; 1357 and 2580 are valid",
    arguments: [
      ("1111", false), ("1234", false), ("9876", false), ("1357", true), ("2580", true),
    ])
  func defaultValidation(code: String, valid: Bool) throws {
    let pin = PinCodeControl()
    try pin.insertText(code)
    pin.engine.cycle.flush()
    #expect(pin.isFilled)
    #expect(pin.isValid == valid)
    #expect(pin.isInvalid == !valid)
    #expect(
      pin.state
        == (valid
          ? [PinCodeControl.states.filled, PinCodeControl.states.valid]
          : [PinCodeControl.states.filled, PinCodeControl.states.invalid]))
  }

  @Test("Default validation agrees with a brute-force reference on random 4-digit codes")
  func validationProperty() async {
    await propertyCheck(input: Gen.int(in: 0...9999)) { number in
      let code = String(number).leftPadded(to: 4)
      #expect(PinCodeValidation.isAcceptable(code) == referenceAcceptable(code), "\(code)")
    }
  }

  @Test("Every 4-digit code: the control's validity matches the reference")
  func exhaustiveValidation() {
    var rejected = 0
    for number in 0...9999 {
      let code = String(number).leftPadded(to: 4)
      if !referenceAcceptable(code) { rejected += 1 }
      #expect(PinCodeValidation.isAcceptable(code) == referenceAcceptable(code))
    }
    // 10 all-equal codes, 7 ascending runs (0123…6789), 7 descending runs (3210…9876).
    #expect(rejected == 24)
  }

  @Test("Every 4-digit code: the problem named is the one a brute-force classification finds")
  func exhaustiveProblems() {
    var counts: [PinCodeProblem: Int] = [:]
    for number in 0...9999 {
      let code = String(number).leftPadded(to: 4)
      let digits = code.compactMap(\.wholeNumberValue)
      let expected: PinCodeProblem? =
        Set(digits).count == 1
        ? .repeatedDigit
        : digits == (0..<4).map({ digits[0] + $0 })
          ? .ascendingRun : digits == (0..<4).map({ digits[0] - $0 }) ? .descendingRun : nil
      let problem = PinCodeValidation.problem(with: code)
      #expect(problem == expected, "\(code)")
      if let problem { counts[problem, default: 0] += 1 }
    }
    #expect(counts == [.repeatedDigit: 10, .ascendingRun: 7, .descendingRun: 7])
    #expect(PinCodeValidation.problem(with: "7") == .tooShort)
    #expect(PinCodeValidation.problem(with: "12a4") == .notDigits)
  }

  @Test("A custom validator adds to the default one")
  func customValidator() throws {
    let pin = PinCodeControl()
    pin.validator = { $0 != "2580" }
    try pin.insertText("2580")
    #expect(pin.isInvalid)
    pin.clear()
    try pin.insertText("1111")
    #expect(pin.isInvalid)
    pin.clear()
    try pin.insertText("1357")
    #expect(pin.isValid)
  }

  @Test("\"12a4\" is rejected with an error naming 'a' and its position; the code is unchanged")
  func nonDigit() throws {
    let pin = PinCodeControl()
    try pin.insertText("9")
    #expect(throws: PinCodeError.nonDigit("a", position: 2, codePosition: 3)) { try pin.insertText("12a4") }
    #expect(pin.code == "9")
    let error = PinCodeError.nonDigit("a", position: 2, codePosition: 3)
    #expect(error.description.contains("'a'"))
    #expect(error.description.contains("position 2"))
    #expect(throws: PinCodeError.nonDigit("٣", position: 0, codePosition: 1)) { try pin.insertText("٣") }
  }

  @Test("Too many digits, a disabled control and a bad length are refused with typed errors")
  func badInput() throws {
    let pin = PinCodeControl()
    try pin.insertText("12")
    #expect(throws: PinCodeError.tooManyDigits(given: 3, remaining: 2)) { try pin.insertText("345") }
    #expect(pin.code == "12")
    pin.isEnabled = false
    #expect(throws: PinCodeError.notEnabled) { try pin.insertText("3") }
    #expect(throws: PinCodeError.unsupportedLength(0)) { try PinCodeControl(codeLength: 0) }
    let six = try PinCodeControl(codeLength: 6)
    try six.insertText("135792")
    #expect(six.isValid)
    six.engine.cycle.flush()
    #expect(six.appearance.cells.count == 6)
  }

  @Test("Typing the last digit sets filled and validity in one transition and sends typeComplete once")
  func typeCompleteOnce() throws {
    let pin = PinCodeControl()
    pin.engine.cycle.flush()
    var completions: [ControlState] = []
    pin.addAction(for: PinCodeControl.typeComplete) { control, _ in completions.append(control.state) }
    var applied: [ControlState] = []
    pin.engine.observeState { applied.append($0) }
    try pin.insertText("135")
    pin.engine.cycle.flush()
    let before = pin.engine.updateCount
    try pin.insertText("7")
    #expect(pin.engine.updateCount == before + 1)
    pin.engine.cycle.flush()
    #expect(completions == [[PinCodeControl.states.filled, PinCodeControl.states.valid]])
    #expect(applied.last == [PinCodeControl.states.filled, PinCodeControl.states.valid])
    #expect(!applied.contains(PinCodeControl.states.filled))
  }

  @Test("Deleting a digit from a full code clears filled and validity in one transition")
  func deleteFromFull() throws {
    let pin = PinCodeControl()
    try pin.insertText("1111")
    pin.engine.cycle.flush()
    #expect(pin.state == [PinCodeControl.states.filled, PinCodeControl.states.invalid])
    let before = pin.engine.updateCount
    pin.deleteBackward()
    #expect(pin.engine.updateCount == before + 1)
    #expect(pin.state == .normal)
    #expect(pin.code == "111")
    pin.engine.cycle.flush()
    #expect(pin.engine.updateCount == before + 1)
    #expect(pin.appearance.count == 3)
  }

  @Test("clear() resets the code and the state; deleting from empty does nothing")
  func clearResets() throws {
    let pin = PinCodeControl()
    try pin.insertText("1357")
    pin.clear()
    pin.engine.cycle.flush()
    #expect(pin.code.isEmpty)
    #expect(pin.state == .normal)
    pin.deleteBackward()
    #expect(pin.code.isEmpty)
  }

  @Test("Focus highlights; a focused valid control draws the valid border by declared priority")
  func focusAndValidity() throws {
    let pin = PinCodeControl()
    #expect(pin.becomeFirstResponder())
    try pin.insertText("1357")
    pin.engine.cycle.flush()
    #expect(pin.state == [.highlighted, PinCodeControl.states.filled, PinCodeControl.states.valid])
    let border = pin.explanations.first { $0.property == "borderColor" }?.explanation
    #expect(border?.winner?.predicate == .containsAll(PinCodeControl.states.valid))
    #expect(border?.entries.contains { $0.verdict == .lost(to: 1, on: .priority) } == true)
    #expect(pin.appearance.cells[0].borderColor.hexString == "#34C759")
    #expect(pin.appearance.cells[0].borderWidth == 2)
    #expect(pin.resignFirstResponder())
    pin.isEnabled = false
    #expect(!pin.becomeFirstResponder())
  }

  @Test("The palette clamps the count and the length: no cells below 0, at most the longest code's")
  func paletteClampsLengths() {
    let palette = PinCodePalette.standard
    let longest = PinCodeControl.supportedLengths.upperBound
    let huge = palette.appearance(for: .normal, count: Int.max, length: Int.max)
    #expect(huge.length == longest && huge.count == longest)
    #expect(huge.cells.count == longest && huge.cells.allSatisfy(\.isFilled))
    let negative = palette.appearance(for: .normal, count: -1, length: -5)
    #expect(negative.length == 0 && negative.count == 0 && negative.cells.isEmpty)
    let partial = palette.appearance(for: .normal, count: 2, length: 4)
    #expect(partial.cells.map(\.isFilled) == [true, true, false, false])
  }

  @Test("Every reachable state resolves to the expected cell colours")
  func fullTable() throws {
    let space = PinCodeControl.stateSpace
    // count | filled-cell fill | empty-cell fill | border | width
    // Disabled while pressed ([highlighted, disabled], reachable as in UIKit): each property follows its
    // own rules, so the disabled colours win and the highlighted border width stays.
    let expected: [String: String] = [
      "[normal]": "2/4|#000000|#00000000|#C7C7CC|1",
      "[highlighted]": "2/4|#000000|#00000000|#007AFF|2",
      "[disabled]": "2/4|#3C3C434D|#7676801F|#E5E5EA|1",
      "[highlighted, disabled]": "2/4|#3C3C434D|#7676801F|#E5E5EA|2",
      "[filled]": "4/4|#000000|-|#C7C7CC|1",
      "[highlighted, filled]": "4/4|#000000|-|#007AFF|2",
      "[disabled, filled]": "4/4|#3C3C434D|-|#E5E5EA|1",
      "[highlighted, disabled, filled]": "4/4|#3C3C434D|-|#E5E5EA|2",
      "[filled, valid]": "4/4|#34C759|-|#34C759|1",
      "[filled, invalid]": "4/4|#FF3B30|-|#FF3B30|1",
      "[highlighted, filled, valid]": "4/4|#34C759|-|#34C759|2",
      "[highlighted, filled, invalid]": "4/4|#FF3B30|-|#FF3B30|2",
      "[disabled, filled, valid]": "4/4|#3C3C434D|-|#E5E5EA|1",
      "[highlighted, disabled, filled, valid]": "4/4|#3C3C434D|-|#E5E5EA|2",
      "[disabled, filled, invalid]": "4/4|#3C3C434D|-|#E5E5EA|1",
      "[highlighted, disabled, filled, invalid]": "4/4|#3C3C434D|-|#E5E5EA|2",
    ]
    #expect(space.reachableStates.count == expected.count)
    let entry = try ExampleCatalog.entry(id: "pinCode")
    for (text, look) in expected.sorted(by: { $0.key < $1.key }) {
      let target = state(text, in: space)
      let preview = try entry.preview(for: target)
      #expect(preview.state == target, "\(text)")
      guard let appearance = preview.appearance.appearance(PinCodeAppearance.self) else {
        Issue.record("\(text): not a PIN appearance")
        continue
      }
      #expect(summary(appearance) == look, "\(text)")
    }
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
