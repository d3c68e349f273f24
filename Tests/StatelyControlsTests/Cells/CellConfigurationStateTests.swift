import PropertyBased
import Stately
import Testing

@testable import StatelyControls

extension ConfigurationStateKey where Value == Bool {
  static let isArchived = ConfigurationStateKey("com.example.archived", default: false)
  static let archivedAsWrongType = ConfigurationStateKey("com.example.count", default: false)
}

extension ConfigurationStateKey where Value == Int {
  static let unreadCount = ConfigurationStateKey("com.example.count", default: 0)
}

extension ConfigurationStateKey where Value == String {
  /// Keys named "k0"..."k4" for the property test.
  static func numbered(_ index: Int) -> ConfigurationStateKey<String> {
    ConfigurationStateKey("k\(index)", default: "")
  }
}

@Suite("Cells: configuration state")
struct CellConfigurationStateTests {
  @Test("A typed key reads its declared default until set, then the value, with no cast")
  func typedKeyDefaults() {
    var state = CellConfigurationState(traitCollection: .light)
    let archived: Bool = state[.isArchived]
    #expect(archived == false)
    #expect(state[.unreadCount] == 0)
    state[.isArchived] = true
    state[.unreadCount] = 3
    #expect(state[.isArchived])
    #expect(state[.unreadCount] == 3)
    #expect(state.customStateNames == ["com.example.archived", "com.example.count"])
  }

  @Test("Custom states count in equality and hashing; setting the default removes a custom state")
  func customStatesInEquality() {
    var a = ViewConfigurationState(traitCollection: .light)
    var b = a
    a[.isArchived] = true
    #expect(a != b)
    b[.isArchived] = true
    #expect(a == b && a.hashValue == b.hashValue)
    a[.isArchived] = false
    #expect(a == ViewConfigurationState(traitCollection: .light))
    #expect(a.customStateNames.isEmpty)
  }

  @Test("Looking up an unknown raw name throws an error listing the names that are set")
  func unknownRawName() {
    var state = CellConfigurationState(traitCollection: .light)
    state[.isArchived] = true
    #expect(
      throws: ConfigurationStateError.unknownCustomState(
        name: "com.example.archive", known: ["com.example.archived"])
    ) {
      try state.customState(named: "com.example.archive")
    }
    let message = ConfigurationStateError.unknownCustomState(name: "x", known: []).description
    #expect(message == "no custom state named \"x\" is set; set names: none")
  }

  @Test("Reading a name with the wrong type gives the reader's default, and the raw lookup says why")
  func typeMismatch() throws {
    var state = CellConfigurationState(traitCollection: .light)
    state[.unreadCount] = 5
    #expect(state[.archivedAsWrongType] == false)
    #expect(try state.customState(named: "com.example.count", as: Int.self) == 5)
    #expect(
      throws: ConfigurationStateError.customStateTypeMismatch(
        name: "com.example.count", expected: "Bool", actual: "Int")
    ) {
      try state.customState(named: "com.example.count", as: Bool.self)
    }
  }

  @Test("A control state converts: built-in bits to flags, named custom bits to Bool custom states")
  func controlStateConversion() {
    let loading = ControlState(customBit: 0)
    let names = StateNames([CustomState("loading", loading)])
    let state = ViewConfigurationState(
      controlState: loading.union([.selected, .highlighted]), names: names, traits: .dark)
    #expect(state.isSelected && state.isHighlighted && !state.isDisabled && !state.isFocused)
    #expect(state[.controlState(loading, names: names)])
    #expect(state.customStateNames == ["ControlState.loading"])
    #expect(state.traits == .dark)
    #expect(state.controlState == [.selected, .highlighted])
    let cell = CellConfigurationState(controlState: .disabled, traits: .light)
    #expect(cell.isDisabled && !cell.isEditing && cell.cellDragState == .none)
  }

  @Test("The packed flags read back exactly what was set, and a cell maps its control bits to them")
  func packedFlagsMatchAPlainRecord() async {
    let input = zip(Gen<UInt>.bitSet(mask: 0x1FF), Gen.int(in: 0...2), Gen.int(in: 0...2))
    await propertyCheck(count: 200, input: input) { bits, drag, drop in
      // The reference: nine plain Bools and the two enums, set through the public setters.
      let expected = (0..<9).map { bits & (1 << $0) != 0 }
      var state = CellConfigurationState(traitCollection: .light)
      state.isHighlighted = expected[0]
      state.isDisabled = expected[1]
      state.isSelected = expected[2]
      state.isFocused = expected[3]
      state.isPinned = expected[4]
      state.isEditing = expected[5]
      state.isExpanded = expected[6]
      state.isSwiped = expected[7]
      state.isReordering = expected[8]
      state.cellDragState = CellConfigurationDragState(rawValue: drag) ?? .none
      state.cellDropState = CellConfigurationDropState(rawValue: drop) ?? .none
      let read = [
        state.isHighlighted, state.isDisabled, state.isSelected, state.isFocused, state.isPinned,
        state.isEditing, state.isExpanded, state.isSwiped, state.isReordering,
      ]
      #expect(read == expected)
      #expect(state.cellDragState.rawValue == drag && state.cellDropState.rawValue == drop)

      // A cell's pass puts the control's four flags at their own bits and keeps the cell's own flags.
      let cell = Cell()
      cell.isHighlighted = expected[0]
      cell.isEnabled = !expected[1]
      cell.isSelected = expected[2]
      cell.isFocused = expected[3]
      cell.isPinned = expected[4]
      cell.isEditing = expected[5]
      let computed = cell.configurationState
      // Highlighted then disabled keeps the highlight, as UIKit's setEnabled: does.
      #expect(computed.isHighlighted == expected[0])
      #expect(computed.isDisabled == expected[1])
      #expect(computed.isSelected == expected[2])
      #expect(computed.isFocused == expected[3])
      #expect(computed.isPinned == expected[4] && computed.isEditing == expected[5])
      #expect(!computed.isExpanded && !computed.isSwiped && !computed.isReordering)
    }
  }

  @Test("Drag and drop states have UIKit's raw values")
  func dragDropRawValues() {
    #expect(CellConfigurationDragState.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(CellConfigurationDropState.allCases.map(\.rawValue) == [0, 1, 2])
  }

  @Test("Custom-state equality ignores the order of writes, matching a plain dictionary reference")
  func orderIndependence() async {
    let write = Gen.int(in: 0...4).array(of: 0...12)
    let values = Gen.int(in: 0...2).array(of: 12)
    await propertyCheck(input: write, values) { order, picked in
      var forward = CellConfigurationState(traitCollection: .light)
      var reference: [String: String] = [:]
      for (step, index) in order.enumerated() {
        let value = ["", "a", "b"][picked[step]]
        forward[.numbered(index)] = value
        reference["k\(index)"] = value.isEmpty ? nil : value
      }
      var rebuilt = CellConfigurationState(traitCollection: .light)
      for name in reference.keys.sorted().reversed() {
        rebuilt[ConfigurationStateKey(name, default: "")] = reference[name]!
      }
      #expect(forward == rebuilt)
      #expect(forward.hashValue == rebuilt.hashValue)
      #expect(forward.customStateNames == reference.keys.sorted())
      for index in 0..<5 { #expect(forward[.numbered(index)] == reference["k\(index)", default: ""]) }
    }
  }

  @Test("State names list the set flags in a fixed order, then custom states, and say normal when none")
  func stateNamesListFlagsThenCustomStates() {
    var state = CellConfigurationState(traitCollection: .light)
    #expect(state.stateNames == ["normal"])
    state.isSwiped = true
    state.isSelected = true
    state.isExpanded = true
    #expect(state.stateNames == ["selected", "expanded", "swiped"])
    state[.isArchived] = true
    #expect(state.stateNames == ["selected", "expanded", "swiped", "com.example.archived"])
  }

  #if !os(Windows)
    @Test("A custom-state key for a built-in state traps, naming the state and the keys to use instead")
    func builtInStateKeyTraps() async {
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ConfigurationStateKey<Bool>.controlState(.selected)
      }.map { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("[selected] has no application bit"))
      }
    }
  #endif
}
