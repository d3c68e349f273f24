import Stately
import Testing

@Suite("Control bindings: values declared per state, written to weakly held targets")
struct ControlBindingTests {
  @Test(
    "A binding on the control itself follows its state (the follow button of the NetEase Cloud Music article)"
  )
  func bindingOnSelf() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let button = CtlRecordingControl(recorder, cycle: cycle)
    button.engine.setValue("Following", for: .containsAll(.selected), on: button, at: \.title)
    button.engine.setValue("Mutual", for: .containsAll(.ctlMutual), on: button, at: \.title)
    cycle.flush()
    #expect(recorder.take() == ["update"])
    button.isSelected = true
    cycle.flush()
    button.isMutual = true
    cycle.flush()
    button.isSelected = false
    button.isMutual = false
    cycle.flush()
    #expect(
      recorder.take() == [
        "title = Following", "update", "title = Mutual", "update", "title = Follow", "update",
      ])
  }

  @Test("A binding on a model object writes the winner for the state, then calls the update")
  func bindingOnModel() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    let model = CtlModel(recorder)
    control.engine.setValue(3, for: .containsAll(.ctlFilled), on: model, at: \.count)
    cycle.flush()
    control.isFilled = true
    cycle.flush()
    #expect(recorder.take() == ["update", "model.count = 3", "update"])
    #expect(control.engine.explainBindings().count == 1)
    #expect(control.engine.table(on: model, at: \.count)?.defaultValue == 0)
  }

  @Test("A binding on another control drives that control's factor")
  func bindingOnAnotherControl() {
    let cycle = UpdateCycle()
    let source = Control(cycle: cycle)
    let other = Control(cycle: cycle)
    source.engine.setValue(true, for: .containsAll(.selected), on: other, at: \.isSelected)
    cycle.flush()
    #expect(!other.isSelected)
    source.isSelected = true
    cycle.flush()
    #expect(other.isSelected)
    #expect(other.engine.lastAppliedState == .selected)
  }

  @Test("Priorities follow StateTable: exact beats containsAll beats doesNotContainAll beats containsAny")
  func prioritiesFollowStateTable() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    let model = CtlModel(recorder)
    control.engine.setValue("any", for: .containsAny([.selected, .highlighted]), on: model, at: \.title)
    control.engine.setValue("notAll", for: .doesNotContainAll(.highlighted), on: model, at: \.title)
    control.engine.setValue("all", for: .containsAll(.selected), on: model, at: \.title)
    control.engine.setValue("exact", for: .exact([.selected, .highlighted]), on: model, at: \.title)
    control.isHighlighted = true
    cycle.flush()
    #expect(model.title == "any")
    control.isHighlighted = false
    cycle.flush()
    #expect(model.title == "notAll")
    control.isSelected = true
    cycle.flush()
    #expect(model.title == "all")
    control.isHighlighted = true
    cycle.flush()
    #expect(model.title == "exact")
  }

  @Test("An explicit priority outranks the predicate mode")
  func explicitPriority() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    control.engine.setValue("exact", for: .exact(.selected), on: model, at: \.title)
    control.engine.setValue(
      "boosted", for: .containsAny(.selected), on: model, at: \.title, priority: .exact + 1)
    control.isSelected = true
    cycle.flush()
    #expect(model.title == "boosted")
  }

  @Test("The default is the target's value when the first rule is set")
  func defaultCapturedAtFirstRule() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    model.title = "Before"
    control.engine.setValue("Selected", for: .containsAll(.selected), on: model, at: \.title)
    model.title = "Changed by hand"
    control.engine.setValue("Highlighted", for: .containsAll(.highlighted), on: model, at: \.title)
    cycle.flush()
    #expect(model.title == "Before")
    #expect(control.engine.table(on: model, at: \.title)?.defaultValue == "Before")
  }

  @Test("Removing the last rule writes the default back, and the default is never re-captured (defect 9)")
  func removingRulesWritesDefaultBack() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    let model = CtlModel(recorder)
    control.engine.setValue("Following", for: .containsAll(.selected), on: model, at: \.title)
    control.isSelected = true
    cycle.flush()
    #expect(model.title == "Following")
    // Removed and set again before the flush: the default stays "Follow", not "Following".
    control.engine.removeValues(on: model, at: \.title)
    #expect(control.engine.table(on: model, at: \.title) == nil)
    control.engine.setValue("Chosen", for: .containsAll(.highlighted), on: model, at: \.title)
    cycle.flush()
    #expect(model.title == "Follow")
    #expect(control.engine.table(on: model, at: \.title)?.defaultValue == "Follow")
    // Removed, flushed, and set again: the default was written back, so it is still "Follow".
    #expect(control.engine.removeValue(for: .containsAll(.highlighted), on: model, at: \.title))
    recorder.take()
    cycle.flush()
    #expect(recorder.take() == ["update"])
    #expect(control.engine.explainBindings().count == 0)
    control.engine.setValue("Other", for: .containsAll(.selected), on: model, at: \.title)
    cycle.flush()
    #expect(model.title == "Other")
    control.engine.removeValues(on: model)
    cycle.flush()
    #expect(model.title == "Follow")
    #expect(recorder.take() == ["model.title = Other", "update", "model.title = Follow", "update"])
  }

  @Test("Rules removed inside a transition write the default back after it commits")
  func removedInsideTransition() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    control.engine.setValue("Following", for: .containsAll(.selected), on: model, at: \.title)
    control.isSelected = true
    cycle.flush()
    control.engine.beginTransition()
    control.engine.removeValues(on: model, at: \.title)
    cycle.flush()
    #expect(model.title == "Following")
    control.engine.setValue("Chosen", for: .containsAll(.highlighted), on: model, at: \.title)
    control.engine.commitTransition()
    #expect(model.title == "Follow")
  }

  @Test("Setting a rule applies the winner for the current state, not the new rule (defect 5)")
  func settingRuleRespectsPriority() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = CtlRecordingControl(recorder, cycle: cycle)
    let model = CtlModel(recorder)
    control.isSelected = true
    control.engine.setValue("exact", for: .exact(.selected), on: model, at: \.title)
    cycle.flush()
    recorder.take()
    control.engine.setValue("weaker", for: .containsAny(.selected), on: model, at: \.title)
    #expect(model.title == "exact")
    cycle.flush()
    #expect(model.title == "exact")
    #expect(recorder.take() == ["update"])
  }

  @Test("Setting a rule while a transition is open writes nothing until the transition commits")
  func settingRuleWaitsForTransition() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    control.isSelected = true
    cycle.flush()
    control.engine.beginTransition()
    control.engine.setValue("Following", for: .containsAll(.selected), on: model, at: \.title)
    cycle.flush()
    control.engine.updateIfNeeded()
    #expect(model.title == "Follow")
    control.engine.commitTransition()
    #expect(model.title == "Following")
  }

  @Test("A deallocated target is dropped silently, without a crash (defect 6)")
  func deallocatedTargetDropped() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    var model: CtlModel? = CtlModel(CtlRecorder())
    weak let weakModel = model
    let survivor = CtlModel(CtlRecorder())
    control.engine.setValue("Following", for: .containsAll(.selected), on: model!, at: \.title)
    control.engine.setValue("Following", for: .containsAll(.selected), on: survivor, at: \.title)
    #expect(control.engine.explainBindings().count == 2)
    model = nil
    #expect(weakModel == nil)
    #expect(control.engine.explainBindings().count == 1)
    control.isSelected = true
    let report = cycle.flush()
    #expect(report.settled)
    #expect(survivor.title == "Following")
    #expect(control.engine.explainBindings().count == 1)
    #expect(control.engine.explainBindings().first?.explanation.value == "\"Following\"")
  }

  @Test("Several properties of one object are written in one update, and all are dropped once it goes away")
  func propertiesOfOneObject() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    var model: CtlModel? = CtlModel(CtlRecorder())
    control.engine.setValue("Following", for: .containsAll(.selected), on: model!, at: \.title)
    control.engine.setValue("blue", for: .containsAll(.selected), on: model!, at: \.tint)
    control.engine.setValue(3, for: .containsAll(.selected), on: model!, at: \.count)
    control.isSelected = true
    cycle.flush()
    #expect(model?.recorder.take() == ["model.title = Following", "model.tint = blue", "model.count = 3"])
    model = nil
    control.isSelected = false
    #expect(cycle.flush().settled)
    #expect(control.engine.explainBindings().count == 0)
    #expect(control.engine.explainBindings().isEmpty)
  }

  @Test(
    "Bindings of several objects write in declaration order, and one object going away stops only its own")
  func interleavedTargetsWriteInOrder() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let recorder = CtlRecorder()
    let first = CtlModel(recorder, name: "first")
    var gone: CtlModel? = CtlModel(recorder, name: "gone")
    let last = CtlModel(recorder, name: "last")
    control.engine.setValue("Following", for: .containsAll(.selected), on: first, at: \.title)
    control.engine.setValue("Following", for: .containsAll(.selected), on: gone!, at: \.title)
    control.engine.setValue("blue", for: .containsAll(.selected), on: first, at: \.tint)
    control.engine.setValue("blue", for: .containsAll(.selected), on: last, at: \.tint)
    control.engine.setValue(1, for: .containsAll(.selected), on: first, at: \.count)
    control.isSelected = true
    cycle.flush()
    #expect(
      recorder.take() == [
        "first.title = Following", "gone.title = Following", "first.tint = blue", "last.tint = blue",
        "first.count = 1",
      ])
    gone = nil
    control.isSelected = false
    cycle.flush()
    #expect(
      recorder.take() == [
        "first.title = Follow", "first.tint = black", "last.tint = black", "first.count = 0",
      ])
    #expect(control.engine.explainBindings().count == 4)
  }

  @Test("Bindings of an object that went away never write to a new object, even one at the same address")
  func newObjectIsNotAnOldTarget() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    var old: CtlModel? = CtlModel(CtlRecorder(), name: "old")
    control.engine.setValue("blue", for: .containsAll(.selected), on: old!, at: \.tint)
    control.engine.setValue("Following", for: .containsAll(.selected), on: old!, at: \.title)
    let oldID = ObjectIdentifier(old!)
    old = nil
    // Allocated right after the old object was freed, so it often takes its address.
    let new = CtlModel(CtlRecorder(), name: "new")
    control.engine.setValue("Mutual", for: .containsAll(.selected), on: new, at: \.title)
    control.isSelected = true
    cycle.flush()
    #expect(
      new.recorder.take() == ["new.title = Mutual"],
      "same address as the old object: \(ObjectIdentifier(new) == oldID)")
    #expect(new.tint == "black")
    #expect(control.engine.explainBindings().count == 1)
  }

  @Test("A binding added by a write during an update is applied in the same flush")
  func bindingAddedDuringUpdate() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    let other = CtlModel(CtlRecorder(), name: "other")
    // The write of the title binds forty rules of another property, from the title's didSet.
    model.onWrite = { [unowned control] in
      for count in 1...40 {
        control.engine.setValue(
          count, for: .containsAll(.selected), on: other, at: \.count,
          priority: StatePriority(rawValue: count))
      }
    }
    control.engine.setValue("Following", for: .containsAll(.selected), on: model, at: \.title)
    control.isSelected = true
    #expect(cycle.flush().settled)
    #expect(model.title == "Following")
    #expect(other.count == 40)
    #expect(control.engine.explainBindings().count == 2)
  }

  @Test("A value equal to the target's current one is not written again")
  func sameValueNotWrittenAgain() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    control.engine.setValue("red", for: .containsAll(.selected), on: model, at: \.tint)
    control.engine.setValue("red", for: .containsAll(.highlighted), on: model, at: \.tint)
    cycle.flush()
    #expect(model.writes == 0)
    control.isSelected = true
    cycle.flush()
    #expect(model.writes == 1)
    control.isHighlighted = true
    cycle.flush()
    control.isSelected = false
    cycle.flush()
    control.setNeedsUpdateConfiguration()
    cycle.flush()
    #expect(model.writes == 1)
    control.isHighlighted = false
    cycle.flush()
    #expect(model.writes == 2)
    #expect(model.tint == "black")
  }

  @Test("nil is stored as a value for an optional property, not as a removal (defect 4)")
  func nilIsAValue() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    control.engine.setValue(String?.none, for: .containsAll(.selected), on: model, at: \.subtitle)
    control.engine.setValue("highlighted", for: .containsAll(.highlighted), on: model, at: \.subtitle)
    #expect(control.engine.table(on: model, at: \.subtitle)?.count == 2)
    control.isSelected = true
    cycle.flush()
    #expect(model.subtitle == nil)
    control.isSelected = false
    cycle.flush()
    #expect(model.subtitle == "sub")
  }

  @Test("A nil default is captured and written back like any other value")
  func nilDefault() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    model.subtitle = nil
    control.engine.setValue("selected", for: .containsAll(.selected), on: model, at: \.subtitle)
    control.isSelected = true
    cycle.flush()
    #expect(model.subtitle == "selected")
    control.isSelected = false
    cycle.flush()
    #expect(model.subtitle == nil)
  }

  @Test("Different predicates on the same state never collide (defect 3)")
  func differentPredicatesNeverCollide() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    control.engine.setValue("any", for: .containsAny(.selected), on: model, at: \.title)
    control.engine.setValue("none", for: .containsNone(.selected), on: model, at: \.title)
    #expect(control.engine.table(on: model, at: \.title)?.count == 2)
    cycle.flush()
    #expect(model.title == "none")
    control.isSelected = true
    cycle.flush()
    #expect(model.title == "any")
  }

  @Test("Setting a rule for the same predicate again replaces its value")
  func samePredicateReplaces() {
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let model = CtlModel(CtlRecorder())
    control.isSelected = true
    control.engine.setValue("first", for: .containsAll(.selected), on: model, at: \.title)
    control.engine.setValue("second", for: .containsAll(.selected), on: model, at: \.title)
    cycle.flush()
    #expect(model.title == "second")
    #expect(control.engine.table(on: model, at: \.title)?.count == 1)
  }

  @Test("Equal-priority rules resolve by declaration order in every fresh control")
  func tiesResolveByDeclarationOrder() {
    var winners: [String] = []
    for _ in 0..<200 {
      let cycle = UpdateCycle()
      let control = CtlRecordingControl(CtlRecorder(), cycle: cycle)
      let model = CtlModel(CtlRecorder())
      control.engine.setValue("selected", for: .containsAll(.selected), on: model, at: \.title)
      control.engine.setValue("filled", for: .containsAll(.ctlFilled), on: model, at: \.title)
      control.isSelected = true
      control.isFilled = true
      cycle.flush()
      winners.append(model.title)
    }
    #expect(Set(winners) == ["filled"])
  }

  @Test("Bindings are written in the order of their first rule")
  func bindingOrder() {
    let recorder = CtlRecorder()
    let cycle = UpdateCycle()
    let control = Control(cycle: cycle)
    let first = CtlModel(recorder, name: "first")
    let second = CtlModel(recorder, name: "second")
    control.engine.setValue(2, for: .containsAll(.selected), on: second, at: \.count)
    control.engine.setValue(1, for: .containsAll(.selected), on: first, at: \.count)
    control.engine.setValue(3, for: .containsAll(.highlighted), on: second, at: \.count)
    control.isSelected = true
    cycle.flush()
    #expect(recorder.take() == ["second.count = 2", "first.count = 1"])
  }
}
