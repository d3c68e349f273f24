import PropertyBased
import Stately
import Testing

/// A rule described by plain numbers, so the generator can shrink it.
private struct RuleSpec: Sendable, CustomStringConvertible {
  var mode: Int
  var mask: UInt
  var otherMask: UInt
  var priority: Int?
  var value: Int

  var predicate: StatePredicate {
    let s = ControlState(rawValue: mask)
    let t = ControlState(rawValue: otherMask)
    switch mode {
    case 0: return .exact(s)
    case 1: return .containsAll(s)
    case 2: return .doesNotContainAll(s)
    case 3: return .containsAny(s)
    case 4: return .containsNone(s)
    case 5: return .containsAll(s) & .containsNone(t)
    case 6: return .exact(s) | .containsAny(t)
    default: return !(.containsAll(s) & .exact(t))
    }
  }

  var description: String { "\(predicate)=\(value)@\(priority.map(String.init) ?? "-")" }
}

/// Built-in bits, application bits, and two bits outside both (4 and 5) that no index covers.
private let stateBits: UInt = 0x00FF_003F

private let ruleGen = zip(
  Gen.int(in: 0...7), Gen<UInt>.bitSet(mask: stateBits), Gen<UInt>.bitSet(mask: stateBits),
  Gen.int(in: 0...4).optional(valueRate: 0.3), Gen.int(in: 0...9)
).map {
  RuleSpec(
    mode: $0, mask: $1 & ($4 % 2 == 0 ? 0x0003_0007 : stateBits), otherMask: $2 & 0x0001_0005,
    priority: $3.map { $0 * 100 }, value: $4)
}

private func table(_ specs: [RuleSpec]) -> StateTable<Int> {
  var table = StateTable(default: -1)
  for spec in specs {
    table.setValue(
      spec.value, for: spec.predicate, priority: spec.priority.map(StatePriority.init(rawValue:)))
  }
  return table
}

@Suite("Compiled state tables")
struct CompiledStateTableTests {
  @Test("The compiled lookup agrees with plain resolution on random tables and states")
  func agreesWithPlainResolution() async {
    await propertyCheck(
      count: 300, input: ruleGen.array(of: 0...12), Gen<UInt>.bitSet(mask: stateBits).array(of: 1...40)
    ) {
      specs, states in
      let plain = table(specs)
      let compiled = plain.compiled()
      for raw in states {
        #expect(compiled.value(forRaw: raw) == plain.value(for: ControlState(rawValue: raw)))
      }
    }
  }

  @Test(
    "An indexed table agrees with plain resolution in states holding bits outside its layout, which only exact rules see"
  )
  func indexedTablesSeeOtherBits() async {
    // Rules name five indexable bits, so every table is indexed and an exact rule often matches a
    // state's indexable bits; states also hold bits 4, 5 and 40, which no layout covers.
    let named: UInt = 0x0003_0007
    let indexable = ruleGen.map {
      RuleSpec(
        mode: $0.mode, mask: $0.mask & named, otherMask: $0.otherMask, priority: $0.priority,
        value: $0.value)
    }
    let states = zip(Gen<UInt>.bitSet(mask: named), Gen<UInt>.bitSet(mask: 0x30), Gen.bool).map {
      $0 | $1 | ($2 ? 1 << 40 : 0)
    }
    await propertyCheck(count: 300, input: indexable.array(of: 0...12), states.array(of: 1...40)) {
      specs, states in
      let plain = table(specs)
      let compiled = plain.compiled()
      #expect(compiled.isIndexed || specs.isEmpty)
      for raw in states {
        #expect(compiled.value(forRaw: raw) == plain.value(for: ControlState(rawValue: raw)))
      }
    }
  }

  @Test(
    "A ranked table (a rule with a custom closure) agrees with plain resolution on random tables and states")
  func rankedTablesAgreeWithPlainResolution() async {
    await propertyCheck(
      count: 200, input: ruleGen.array(of: 0...8), Gen.int(in: 0...4),
      Gen<UInt>.bitSet(mask: stateBits).array(of: 1...40)
    ) {
      specs, parity, states in
      var plain = table(specs)
      plain.setValue(
        100 + parity,
        for: .custom("bit count \(parity) mod 5", priority: StatePriority(rawValue: parity * 100)) {
          $0.bitCount % 5 == parity
        })
      let compiled = plain.compiled()
      #expect(!compiled.isIndexed)
      for raw in states {
        #expect(compiled.value(forRaw: raw) == plain.value(for: ControlState(rawValue: raw)))
      }
    }
  }

  @Test("A table of bit predicates is indexed; its entry count depends on the bits named, not on the rules")
  func indexedSize() {
    var small = StateTable(default: 0)
    small.setValue(1, for: .containsAll(.selected))
    var large = small
    for index in 0..<200 {
      large.setValue(index, for: .containsAll(.selected), priority: StatePriority(rawValue: index))
    }
    #expect(small.compiled().isIndexed)
    #expect(small.compiled().indexedEntryCount == 2)
    #expect(large.compiled().indexedEntryCount == 2)
    #expect(large.compiled().value(for: .selected) == 199)
  }

  @Test("Exact rules see bits outside the indexed layout")
  func exactSeesOtherBits() {
    var table = StateTable(default: "default")
    table.setValue("normal", for: .exact(.normal))
    let compiled = table.compiled()
    #expect(compiled.value(for: .normal) == "normal")
    #expect(compiled.value(forRaw: 1 << 5) == "default")
    #expect(compiled.value(forRaw: 1 << 30) == "default")
  }

  @Test("A table with a custom predicate compiles to a ranked scan that agrees with plain resolution")
  func customPredicatesAreRanked() {
    var table = StateTable(default: 0)
    table.setValue(1, for: .custom("odd bit count", priority: 250) { $0.bitCount % 2 == 1 })
    table.setValue(2, for: .containsAll(.selected))
    table.setValue(3, for: .exact([.selected, .highlighted]))
    let compiled = table.compiled()
    #expect(!compiled.isIndexed)
    for raw in UInt(0)..<16 {
      #expect(compiled.value(forRaw: raw) == table.value(for: ControlState(rawValue: raw)))
    }
  }
}
