import Observation
import PropertyBased
import Stately
import Testing

/// An app's model, as the first article's "business logic": a profile the controls show.
@Observable private final class Profile {
  var name = "Ada"
  var badge = 0
  var followsBack = false
  /// Four counters for the property test: the control reads those its mask names.
  var counter0 = 0
  var counter1 = 0
  var counter2 = 0
  var counter3 = 0

  func counter(_ index: Int) -> Int {
    switch index {
    case 0: counter0
    case 1: counter1
    case 2: counter2
    default: counter3
    }
  }

  func bump(_ index: Int) {
    switch index {
    case 0: counter0 += 1
    case 1: counter1 += 1
    case 2: counter2 += 1
    default: counter3 += 1
    }
  }
}

/// A control whose handler writes its text from a profile.
private final class ProfileLabel: Control {
  var text = ""
  /// Which counters the handler reads, bit by bit: not observable, set by the property test.
  var readMask = 0
}

/// A control showing whichever profile it is given, as a reused cell does: its computed factor reads the
/// current profile.
private final class SwappableProfileLabel: Control {
  var profile: Profile {
    didSet { engine.factorsDidChange() }
  }
  var followsBack: Bool { profile.followsBack }

  init(profile: Profile, space: StateSpace, cycle: UpdateCycle) {
    self.profile = profile
    super.init(space: space, cycle: cycle)
  }
}

/// Swift 6.3's Observation on Linux, and from macOS 15 and iOS 18 on Apple platforms (see
/// `UpdateCycle.tracksModelReads`). UIKit tracks the same places from iOS 26: `updateConfiguration()`,
/// `configurationUpdateHandler` and a cell's `updateConfiguration(using:)`
/// (developer.apple.com/documentation/uikit/automatic-observation-tracking).
@Suite("Looks that follow @Observable models", .enabled(if: UpdateCycle().tracksModelReads))
struct ObservableModelTests {
  @Test("A change to a property the handler read updates the control once, at the next flush")
  func changeUpdatesTheReader() {
    let cycle = UpdateCycle()
    let profile = Profile()
    let label = ProfileLabel(cycle: cycle)
    label.configurationUpdateHandler = { label in label.text = profile.name }
    cycle.flush()
    #expect(label.text == "Ada")
    let updates = label.engine.updateCount
    profile.name = "Grace"
    #expect(label.text == "Ada", "nothing runs before the flush")
    #expect(cycle.hasPendingUpdates)
    let report = cycle.flush()
    #expect(report.updates == 1)
    #expect(label.text == "Grace")
    #expect(label.engine.updateCount == updates + 1)
    #expect(cycle.flush().updates == 0, "the change was served once")
  }

  @Test("N writes in one event give one update", arguments: [1, 2, 10, 100])
  func writesCoalesce(count: Int) {
    let cycle = UpdateCycle()
    let profile = Profile()
    let label = ProfileLabel(cycle: cycle)
    label.configurationUpdateHandler = { label in label.text = "\(profile.name) \(profile.badge)" }
    cycle.flush()
    for _ in 0..<count {
      profile.badge += 1
      profile.name = "Grace"
    }
    #expect(cycle.flush().updates == 1)
    #expect(label.text == "Grace \(count)")
  }

  @Test("Only what the latest update read is tracked")
  func onlyTheLatestReadsCount() {
    let cycle = UpdateCycle()
    let profile = Profile()
    let label = ProfileLabel(cycle: cycle)
    label.configurationUpdateHandler = { label in
      label.text = label.isSelected ? profile.name : "\(profile.badge)"
    }
    cycle.flush()
    #expect(label.text == "0")
    label.isSelected = true
    cycle.flush()
    #expect(label.text == "Ada")
    profile.badge = 5  // read by the first update only
    #expect(cycle.flush().updates == 0)
    profile.name = "Grace"
    #expect(cycle.flush().updates == 1)
    #expect(label.text == "Grace")
  }

  @Test("A property nothing read, or an update that reads nothing observable, asks for nothing")
  func untrackedChangesAskForNothing() async {
    let cycle = UpdateCycle()
    let profile = Profile()
    let (wakes, wake) = AsyncStream.makeStream(of: Void.self)
    cycle.modelChangeHandler = { wake.yield() }
    let reader = ProfileLabel(cycle: cycle)
    reader.configurationUpdateHandler = { label in label.text = profile.name }
    let plain = ProfileLabel(cycle: cycle)
    plain.configurationUpdateHandler = { label in label.text = "Plain" }
    cycle.flush()
    profile.badge = 1
    #expect(cycle.flush().updates == 0)
    profile.name = "Grace"
    profile.name = "Hopper"
    #expect(cycle.flush().updates == 1)
    #expect(plain.engine.updateCount == 1, "the control that read nothing updated once, its first time")
    wake.finish()
    var count = 0
    for await _ in wakes { count += 1 }
    #expect(count == 1, "one wake for the two writes, none for the property nothing read")
  }

  @Test("A control released before the change is neither retained nor updated")
  func releasedControlsAreNotRetained() {
    let cycle = UpdateCycle()
    let profile = Profile()
    weak var released: ProfileLabel?
    do {
      let label = ProfileLabel(cycle: cycle)
      label.configurationUpdateHandler = { label in label.text = profile.name }
      cycle.flush()
      released = label
    }
    #expect(released == nil)
    profile.name = "Grace"
    #expect(cycle.flush().updates == 0)
  }

  @Test("A custom state from a model follows it, with the space's invariants applied")
  func customStateFromAModel() throws {
    let mutual = ControlState(customBit: 0)
    let space = try StateSpace(custom: ["mutual": mutual], invariants: [.implies(mutual, .selected)])
    let cycle = UpdateCycle()
    let profile = Profile()
    let label = ProfileLabel(space: space, cycle: cycle)
    label.engine.register(mutual, from: profile, at: \.followsBack)
    cycle.flush()
    #expect(label.engine.lastAppliedState == [])
    profile.followsBack = true
    #expect(cycle.flush().updates == 1)
    #expect(label.engine.lastAppliedState == [.selected, mutual])
    profile.followsBack = false
    #expect(cycle.flush().updates == 1)
    #expect(label.engine.lastAppliedState == [])
  }

  @Test("After factorsDidChange(), the factor follows the model it reads now, not the one it read before")
  func factorFollowsTheNewModel() throws {
    let mutual = ControlState(customBit: 0)
    let space = try StateSpace(custom: ["mutual": mutual])
    let cycle = UpdateCycle()
    let first = Profile()
    let second = Profile()
    let label = SwappableProfileLabel(profile: first, space: space, cycle: cycle)
    label.engine.register(mutual, from: label, at: \.followsBack)
    cycle.flush()
    label.profile = second
    cycle.flush()
    second.followsBack = true
    #expect(cycle.flush().updates == 1)
    #expect(label.engine.lastAppliedState == [mutual])
    first.followsBack = true
    second.followsBack = false
    #expect(cycle.flush().updates == 1)
    #expect(label.engine.lastAppliedState == [])
  }

  @Test("A model that goes away turns its factor off; the control is not kept waiting")
  func modelThatGoesAway() throws {
    let mutual = ControlState(customBit: 0)
    let space = try StateSpace(custom: ["mutual": mutual])
    let cycle = UpdateCycle()
    let label = ProfileLabel(space: space, cycle: cycle)
    do {
      let profile = Profile()
      profile.followsBack = true
      label.engine.register(mutual, from: profile, at: \.followsBack)
      cycle.flush()
      #expect(label.engine.lastAppliedState == [mutual])
    }
    label.engine.factorsDidChange()
    cycle.flush()
    #expect(label.engine.lastAppliedState == [])
  }

  @Test("A handler that reads a model another control's handler writes settles in one flush")
  func chainedControlsSettleInOneFlush() {
    let cycle = UpdateCycle()
    let profile = Profile()
    let writer = ProfileLabel(cycle: cycle)
    let reader = ProfileLabel(cycle: cycle)
    reader.configurationUpdateHandler = { label in label.text = "\(profile.badge)" }
    cycle.flush()
    writer.configurationUpdateHandler = { _ in profile.badge = 7 }
    let report = cycle.flush()
    #expect(report.unsettled.isEmpty)
    #expect(reader.text == "7")
  }

  /// The reference: a control updates at a flush exactly when something it must redraw for changed
  /// since its last update: a counter its latest update read, or its read mask (which asks for an update
  /// itself).
  @Test("Updates follow exactly the writes to what the latest update read (against a brute-force model)")
  func updatesFollowTheLatestReads() async {
    let steps = zip(Gen.int(in: 0...2), Gen.int(in: 0...3), Gen.int(in: 0...15)).array(of: 1...30)
    await propertyCheck(count: 200, input: steps) { steps in
      let cycle = UpdateCycle()
      let profile = Profile()
      let label = ProfileLabel(cycle: cycle)
      label.configurationUpdateHandler = { label in
        label.text = (0..<4).filter { label.readMask & (1 << $0) != 0 }.map { "\(profile.counter($0))" }
          .joined(separator: ",")
      }
      cycle.flush()
      var read = 0  // the mask the latest update read with
      var dirty = false
      for (kind, counter, mask) in steps {
        switch kind {
        case 0:
          profile.bump(counter)
          if read & (1 << counter) != 0 { dirty = true }
        case 1:
          label.readMask = mask
          label.setNeedsUpdateConfiguration()
          dirty = true
        default:
          let report = cycle.flush()
          #expect(report.updates == (dirty ? 1 : 0))
          if dirty { read = label.readMask }
          dirty = false
          let expected = (0..<4).filter { read & (1 << $0) != 0 }.map { "\(profile.counter($0))" }
          #expect(label.text == expected.joined(separator: ","))
        }
      }
    }
  }
}
