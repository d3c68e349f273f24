import Stately
import Testing

@Suite("State table lookups")
struct StateTableLookupTests {
  @Test("An exact rule sees bits no rule names: a state with such a bit is not the exact state")
  func exactSeesOtherBits() {
    var table = StateTable(default: "default")
    table.setValue("normal", for: .exact(.normal))
    table.setValue("selected", for: .containsAll(.selected))
    #expect(table.value(for: .normal) == "normal")
    #expect(table.value(for: ControlState(rawValue: 1 << 5)) == "default")
    #expect(table.value(for: ControlState(rawValue: 1 << 30)) == "default")
    #expect(table.value(for: ControlState(rawValue: 1 << 30 | 4)) == "selected")
  }

  @Test("A rule naming a new bit, added after others, still wins where it ranks highest")
  func newBitsAfterOthers() {
    let mutual = ControlState(customBit: 3)
    var table = StateTable(default: 0)
    table.setValue(1, for: .containsAll(.selected))
    table.setValue(2, for: .containsAll([.selected, mutual]))
    table.setValue(3, for: .exact([.selected, .highlighted]))
    #expect(table.value(for: .selected) == 1)
    #expect(table.value(for: [.selected, mutual]) == 2)
    #expect(table.value(for: [.selected, .highlighted]) == 3)
    #expect(table.value(for: [.selected, .highlighted, mutual]) == 2)
    table.removeValue(for: .containsAll([.selected, mutual]))
    #expect(table.value(for: [.selected, mutual]) == 1)
  }

  @Test("A custom predicate is honoured, and removing it lets the table answer from its bit rules again")
  func customPredicates() {
    var table = StateTable(default: 0)
    table.setValue(2, for: .containsAll(.selected))
    let odd = StatePredicate.custom("odd bit count", priority: 350) { $0.bitCount % 2 == 1 }
    table.setValue(1, for: odd)
    #expect(table.value(for: .selected) == 1)
    #expect(table.value(for: [.selected, .highlighted]) == 2)
    #expect(table.value(for: .highlighted) == 1)
    table.removeValue(for: odd)
    #expect(table.value(for: .selected) == 2)
    #expect(table.value(for: .highlighted) == 0)
  }

  @Test("Tables with the same rules are equal however they were built")
  func equalityIgnoresHistory() {
    var built = StateTable(default: 0)
    built.setValue(9, for: .containsAll(.disabled))
    built.setValue(1, for: .containsAll(.selected))
    built.removeValue(for: .containsAll(.disabled))
    var direct = StateTable(default: 0)
    direct.setValue(1, for: .containsAll(.selected))
    #expect(built == direct)
    #expect(built.hashValue == direct.hashValue)
  }
}
