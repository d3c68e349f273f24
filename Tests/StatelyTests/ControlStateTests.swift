import Stately
import Testing

@Suite("ControlState")
struct ControlStateTests {
  @Test(
    "Built-in states have UIKit's raw values",
    arguments: [
      (ControlState.normal, UInt(0)), (.highlighted, 1), (.disabled, 2), (.selected, 4), (.focused, 8),
      (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
    ])
  func uiKitRawValues(state: ControlState, raw: UInt) {
    #expect(state.rawValue == raw)
  }

  @Test("The four built-in bits are highlighted, disabled, selected and focused")
  func builtInBits() {
    #expect(ControlState.builtIn.rawValue == 0xF)
    #expect(ControlState.customBitCount == 8)
  }

  @Test("Custom state n occupies application bit 1 << (16 + n)", arguments: 0..<8)
  func customBitsLiveInApplicationBits(bit: Int) throws {
    let custom = try CustomState.make(bit: bit, name: "c\(bit)")
    let state = custom.state
    #expect(state.rawValue == 1 << UInt(16 + bit))
    #expect(state == ControlState(customBit: bit))
    #expect(ControlState.application.isSuperset(of: state))
    #expect(state.customBits == [bit])
    #expect(state.bitCount == 1)
    #expect(StateNames([custom]).name(ofCustomBit: bit) == "c\(bit)")
  }

  @Test("A state is its bits: eight bytes, equal when the bits are equal")
  func stateIsItsBits() {
    #expect(MemoryLayout<ControlState>.size == 8)
    #expect(ControlState(customBit: 0) == ControlState(rawValue: 0x1_0000))
  }

  @Test("The fixture states mutual, loading and pinned are application bits 0, 1 and 2")
  func fixtureStates() {
    #expect(ControlState.mutual.rawValue == 0x1_0000)
    #expect(ControlState.loading.rawValue == 0x2_0000)
    #expect(ControlState.pinned.rawValue == 0x4_0000)
  }

  @Test("Names print every set bit: built-in ones in raw order, then custom ones")
  func descriptionNamesEveryBit() {
    let names = StateNames.fixtures
    let state: ControlState = [.selected, .highlighted, .loading]
    #expect(names.describe(state) == "[highlighted, selected, loading]")
    #expect(names.bitNames(of: state) == ["highlighted", "selected", "loading"])
    let all: ControlState = [.focused, .pinned, .disabled, .mutual, .selected, .highlighted]
    #expect(names.describe(all) == "[highlighted, disabled, selected, focused, mutual, pinned]")
  }

  @Test("normal prints as [normal]")
  func normalDescription() {
    #expect(ControlState.normal.description == "[normal]")
    #expect(ControlState().bitNames == ["normal"])
  }

  @Test("An application bit without a name prints as application(n)")
  func unnamedApplicationBit() {
    #expect(ControlState(rawValue: 1 << 19).description == "[application(3)]")
    #expect(ControlState(rawValue: 0x1_0004).description == "[selected, application(0)]")
  }

  @Test("Reserved and unused bits are still printed, never dropped")
  func otherBitsArePrinted() {
    #expect(ControlState(rawValue: 1 << 24).description == "[reserved(0)]")
    #expect(ControlState(rawValue: 1 << 4).description == "[bit(4)]")
  }

  @Test("debugDescription shows the raw value in hex next to the bits")
  func debugDescription() {
    let state: ControlState = [.selected, .mutual]
    #expect(state.debugDescription == "ControlState(0x10004 [selected, application(0)])")
  }

  @Test("Names apply to the results of union, intersection and insertion")
  func namesSurviveSetAlgebra() {
    let names = StateNames.fixtures
    let union = ControlState.mutual.union(.loading).union(.selected)
    #expect(names.describe(union) == "[selected, mutual, loading]")
    var inserted = ControlState.selected
    inserted.insert(.pinned)
    #expect(names.describe(inserted) == "[selected, pinned]")
    var formed = ControlState.highlighted
    formed.formUnion([.loading, .mutual])
    #expect(names.describe(formed) == "[highlighted, mutual, loading]")
    let common = ControlState([.mutual, .loading]).intersection(.loading)
    #expect(names.describe(common) == "[loading]")
  }

  @Test("A raw state prints with the names of a space that declares its bits")
  func labeledLike() throws {
    let raw = ControlState(rawValue: 0x3_0001)
    #expect(raw.description == "[highlighted, application(0), application(1)]")
    let space = try StateSpace(custom: [.mutual, .loading])
    #expect(space.describe(raw) == "[highlighted, mutual, loading]")
  }

  @Test("Two controls may name the same bit differently: only the bits count")
  func equalityIgnoresNames() throws {
    let named = try StateSpace(custom: [.mutual]).customState(named: "mutual")!
    let otherName = try StateSpace(custom: [CustomState.make(bit: 0, name: "friends")])
      .customState(named: "friends")!
    let unnamed = ControlState(rawValue: 0x1_0000)
    #expect(named == otherName)
    #expect(named == unnamed)
    #expect(named.hashValue == unnamed.hashValue)
    #expect(Set([named, otherName, unnamed]).count == 1)
    #expect(named != ControlState.loading)
  }

  @Test("Set algebra on states behaves as on the raw bitmasks")
  func setAlgebraMatchesBits() {
    let a: ControlState = [.highlighted, .selected, .mutual]
    let b: ControlState = [.selected, .loading]
    #expect(a.union(b).rawValue == a.rawValue | b.rawValue)
    #expect(a.intersection(b).rawValue == a.rawValue & b.rawValue)
    #expect(a.symmetricDifference(b).rawValue == a.rawValue ^ b.rawValue)
    #expect(a.subtracting(b).rawValue == a.rawValue & ~b.rawValue)
    #expect(a.contains(.selected) && !a.contains(.loading))
    #expect(a.isSuperset(of: [.highlighted, .mutual]))
  }
}

@Suite("ControlState: bad input")
struct ControlStateErrorTests {
  @Test("A custom bit outside 0..<8 throws an error naming the bit", arguments: [-1, 8, 9, 16, 100])
  func bitOutOfRange(bit: Int) {
    #expect {
      try CustomState.make(bit: bit, name: "overflow")
    } throws: { error in
      guard let error = error as? StateError else { return false }
      return error == .customBitOutOfRange(bit: bit, name: "overflow")
        && error.description.contains("application bit \(bit)")
        && error.description.contains("'overflow'")
        && error.description.contains("0..<8")
    }
  }

  @Test("An empty name throws an error naming the bit")
  func emptyName() {
    #expect {
      try CustomState.make(bit: 5, name: "")
    } throws: { error in
      guard let error = error as? StateError else { return false }
      return error == .emptyName(bit: 5)
        && error.description == "custom state in application bit 5 has an empty name"
    }
  }

  @Test("The out-of-range message reads as one sentence")
  func outOfRangeMessage() {
    let error = StateError.customBitOutOfRange(bit: 8, name: "ninth")
    #expect(
      error.description
        == "custom state 'ninth' asks for application bit 8, but only bits 0..<8 exist "
        + "(UIControl.State.application is 0x00FF0000); bits never wrap")
  }
}
