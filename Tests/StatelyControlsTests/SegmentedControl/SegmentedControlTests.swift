import PropertyBased
import Stately
import StatelyControls
import Testing

/// Records the events a control sends, in order.
private final class EventLog {
  var events: [ControlEvent] = []
  func count(_ event: ControlEvent) -> Int { events.filter { $0 == event }.count }
  var selectionEvents: [ControlEvent] {
    events.filter { $0 == .valueChanged || $0 == .primaryActionTriggered }
  }
}

/// A control with three title segments whose every event is logged.
private func loggedControl(
  _ titles: [String] = ["Day", "Week", "Month"], traits: TraitCollection = .light
) -> (SegmentedControl, EventLog) {
  let control = SegmentedControl(
    items: titles.map(SegmentContent.title), traits: traits, cycle: UpdateCycle())
  let log = EventLog()
  control.addAction(for: .allEvents) { _, event in log.events.append(event) }
  return (control, log)
}

/// The segments' titles, `nil` for a segment that shows none.
private func titles(_ control: SegmentedControl) -> [String?] {
  (0..<control.numberOfSegments).map(control.titleForSegment(at:))
}

@Suite("SegmentedControl: segments, selection by touch and per-state title attributes")
struct SegmentedControlTests {
  // MARK: Segments

  @Test("Insertion indexes are pinned to 0...numberOfSegments: negative inserts first, past the end appends")
  func insertionIsPinned() {
    let (control, _) = loggedControl(["B"])
    control.insertSegment(withTitle: "A", at: -5, animated: false)
    control.insertSegment(withTitle: "D", at: 99, animated: true)
    control.insertSegment(withTitle: "C", at: 2, animated: false)
    control.insertSegment(with: .system("star"), at: Int.max, animated: false)
    #expect(titles(control) == ["A", "B", "C", "D", nil])
    #expect(control.imageForSegment(at: 4) == .system("star"))
    #expect(control.numberOfSegments == 5)
    #expect(control.diagnostics.isEmpty)
  }

  @Test("A segment holds a title or an image: setting one replaces the other, nil removes only its own kind")
  func titleXorImage() {
    let (control, _) = loggedControl()
    control.setImage(.system("sun.max"), forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == nil)
    #expect(control.imageForSegment(at: 0) == .system("sun.max"))
    control.setTitle(nil, forSegmentAt: 0)
    #expect(control.imageForSegment(at: 0) == .system("sun.max"))
    control.setTitle("Today", forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == "Today")
    #expect(control.imageForSegment(at: 0) == nil)
    control.setImage(nil, forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == "Today")
    control.setTitle(nil, forSegmentAt: 0)
    control.engine.cycle.flush()
    #expect(control.appearance.segments[0].content == nil)
    #expect(control.appearance.segments[1].content == .title("Week"))
  }

  @Test("Segments start enabled with automatic widths; each can be disabled and sized on its own")
  func perSegmentEnabledAndWidth() {
    let (control, _) = loggedControl()
    #expect((0..<3).allSatisfy(control.isEnabledForSegment(at:)))
    control.setEnabled(false, forSegmentAt: 1)
    control.setWidth(80, forSegmentAt: 2)
    control.engine.cycle.flush()
    #expect(!control.isEnabledForSegment(at: 1))
    #expect(control.widthForSegment(at: 2) == 80)
    #expect(control.widthForSegment(at: 0) == 0)
    let segments = control.appearance.segments
    #expect(segments.map(\.isEnabled) == [true, false, true])
    #expect(segments.map(\.width) == [nil, nil, 80])
    #expect(segments[1].state == .disabled)
    #expect(segments[1].titleAttributes.foregroundColor == DynamicColor.tertiaryLabel.resolved(in: .light))
  }

  @Test("A negative or non-finite width is ignored, and the diagnostic names the width and the segment")
  func badWidthIgnored() {
    let (control, _) = loggedControl()
    control.setWidth(40, forSegmentAt: 0)
    control.setWidth(-1, forSegmentAt: 0)
    control.setWidth(.nan, forSegmentAt: 0)
    control.setWidth(.infinity, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 40)
    #expect(control.diagnostics.count == 3)
    let first = control.diagnostics.first?.description ?? ""
    #expect(first.contains("setWidth(_:forSegmentAt: 0)") && first.contains("-1.0"))
    #expect(control.diagnostics[1].description.contains("NaN"))
  }

  @Test("A touchUpInside action that removes or inserts segments leaves the tapped segment selected")
  func actionChangingSegmentsDuringATap() {
    let (removing, _) = loggedControl(["A", "B", "C"])
    removing.selectedSegmentIndex = 0
    removing.addAction(for: .touchUpInside) { control, _ in control.removeSegment(at: 0, animated: false) }
    removing.tapSegment(at: 1)
    #expect(titles(removing) == ["B", "C"])
    #expect(removing.selectedSegmentIndex == 0)
    let (inserting, _) = loggedControl(["A", "B", "C"])
    inserting.addAction(for: .touchUpInside) { control, _ in
      control.insertSegment(withTitle: "Z", at: 0, animated: false)
    }
    inserting.tapSegment(at: 1)
    #expect(titles(inserting) == ["Z", "A", "B", "C"])
    #expect(inserting.selectedSegmentIndex == 2)
  }

  @Test("Removing segments moves the selection with its segment and clears it with the segment")
  func removalMovesSelection() {
    let (control, log) = loggedControl(["A", "B", "C", "D"])
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    #expect(titles(control) == ["B", "C", "D"])
    control.insertSegment(withTitle: "A", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    control.removeSegment(at: 2, animated: true)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 0
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(log.events.isEmpty)
  }

  // MARK: Out-of-range indexes

  @Test(
    "Out-of-range indexes never trap: setters are ignored with a diagnostic, getters return nil, false or 0")
  func outOfRangeIndexes() {
    let (control, log) = loggedControl()
    control.engine.cycle.flush()
    let before = control.appearance
    control.setTitle("X", forSegmentAt: 3)
    control.setImage(.system("x"), forSegmentAt: -1)
    control.setEnabled(false, forSegmentAt: Int.max)
    control.setWidth(10, forSegmentAt: Int.min)
    control.removeSegment(at: 3, animated: false)
    control.selectedSegmentIndex = 3
    control.selectedSegmentIndex = -2
    control.press(segmentAt: 7)
    control.tapSegment(at: -3)
    control.engine.cycle.flush()
    #expect(control.appearance == before)
    #expect(log.events.isEmpty)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.titleForSegment(at: 3) == nil)
    #expect(control.imageForSegment(at: -1) == nil)
    #expect(!control.isEnabledForSegment(at: 99))
    #expect(control.widthForSegment(at: -1) == 0)
    let expected: [ControlDiagnostic] = [
      .segmentIndexOutOfRange(method: "setTitle(_:forSegmentAt:)", index: 3, count: 3),
      .segmentIndexOutOfRange(method: "setImage(_:forSegmentAt:)", index: -1, count: 3),
      .segmentIndexOutOfRange(method: "setEnabled(_:forSegmentAt:)", index: Int.max, count: 3),
      .segmentIndexOutOfRange(method: "setWidth(_:forSegmentAt:)", index: Int.min, count: 3),
      .segmentIndexOutOfRange(method: "removeSegment(at:animated:)", index: 3, count: 3),
      .segmentIndexOutOfRange(method: "selectedSegmentIndex", index: 3, count: 3),
      .segmentIndexOutOfRange(method: "selectedSegmentIndex", index: -2, count: 3),
      .segmentIndexOutOfRange(method: "press(segmentAt:)", index: 7, count: 3),
      .segmentIndexOutOfRange(method: "tapSegment(at:)", index: -3, count: 3),
    ]
    #expect(control.diagnostics == expected)
    #expect(
      control.diagnostics[0].description
        == "setTitle(_:forSegmentAt:) was given segment index 3 on a control with 3 segments "
        + "(valid: 0..<3), so the call was ignored")
    let empty = SegmentedControl()
    empty.setTitle("X", forSegmentAt: 0)
    #expect(empty.diagnostics.first?.description.contains("on a control with no segments") == true)
  }

  // MARK: Selection

  @Test("Setting selectedSegmentIndex from code selects without sending any action")
  func selectionFromCodeSendsNothing() {
    let (control, log) = loggedControl()
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 1
    control.selectedSegmentIndex = 2
    control.setEnabled(false, forSegmentAt: 0)
    control.selectedSegmentIndex = 0
    #expect(control.selectedSegmentIndex == 0)
    control.selectedSegmentIndex = SegmentedControl.noSegment
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(log.events.isEmpty)
    #expect(control.diagnostics.isEmpty)
  }

  @Test(
    "Tapping an enabled, unselected segment selects it and sends valueChanged and primaryActionTriggered once"
  )
  func tapSelects() {
    let (control, log) = loggedControl()
    var indexesSeen: [Int] = []
    control.addAction(for: .valueChanged) { control, _ in indexesSeen.append(control.selectedSegmentIndex) }
    control.tapSegment(at: 1)
    #expect(control.selectedSegmentIndex == 1)
    #expect(log.events == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
    control.press(segmentAt: 2)
    control.release(inside: true)
    #expect(control.selectedSegmentIndex == 2)
    #expect(log.count(.valueChanged) == 2)
    #expect(indexesSeen == [1, 2])
    control.engine.cycle.flush()
    #expect(control.appearance.selectedSegmentIndex == 2)
    #expect(control.appearance.segments.map(\.isSelected) == [false, false, true])
  }

  @Test("Tapping the segment that is already selected sends no valueChanged or primaryActionTriggered")
  func tappingSelectedSendsNothing() {
    let (control, log) = loggedControl()
    control.selectedSegmentIndex = 0
    control.tapSegment(at: 0)
    control.tapSegment(at: 0)
    #expect(control.selectedSegmentIndex == 0)
    #expect(log.selectionEvents.isEmpty)
    #expect(log.events == [.touchDown, .touchUpInside, .touchDown, .touchUpInside])
  }

  @Test("A release outside or a cancelled touch selects nothing")
  func releaseOutsideSelectsNothing() {
    let (control, log) = loggedControl()
    control.press(segmentAt: 1)
    control.release(inside: false)
    control.press(segmentAt: 2)
    control.cancelTracking()
    control.release(inside: true)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(log.selectionEvents.isEmpty)
    #expect(control.pressedSegmentIndex == nil)
  }

  @Test("A disabled segment declines touches (touchDown only) and a disabled control ignores them")
  func disabledIgnoresTouches() {
    let (control, log) = loggedControl()
    control.setEnabled(false, forSegmentAt: 1)
    control.tapSegment(at: 1)
    control.press(segmentAt: 1)
    #expect(!control.isHighlighted)
    #expect(log.events == [.touchDown, .touchDown])
    control.isEnabled = false
    control.tapSegment(at: 0)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(log.events == [.touchDown, .touchDown])
    #expect(control.diagnostics.isEmpty)

    control.isEnabled = true
    control.press(segmentAt: 2)
    control.setEnabled(false, forSegmentAt: 2)
    control.release(inside: true)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(log.selectionEvents.isEmpty)
  }

  @Test("A tap outside every segment is not tracked: it sends touchDown only and selects nothing")
  func pressOutsideSegments() {
    let (control, log) = loggedControl()
    control.tap()
    #expect(!control.isHighlighted && !control.isTracking)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(log.events == [.touchDown])
  }

  @Test(
    "Momentary: every tap sends valueChanged, the handler reads the tapped index, the selection is not kept")
  func momentary() {
    let (control, log) = loggedControl()
    control.selectedSegmentIndex = 1
    control.isMomentary = true
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    var indexesSeen: [Int] = []
    control.addAction(for: .valueChanged) { control, _ in indexesSeen.append(control.selectedSegmentIndex) }
    control.tapSegment(at: 2)
    control.tapSegment(at: 2)
    control.tapSegment(at: 0)
    #expect(indexesSeen == [2, 2, 0])
    #expect(log.count(.valueChanged) == 3)
    #expect(log.count(.primaryActionTriggered) == 3)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)

    control.selectedSegmentIndex = 1
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    guard case .ignoredSetter(let setter, _, let reason)? = control.diagnostics.last else {
      Issue.record("expected an ignored-setter diagnostic, got \(control.diagnostics)")
      return
    }
    #expect(setter == "selectedSegmentIndex")
    #expect(reason.contains("momentary"))

    control.press(segmentAt: 1)
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == 1)
    #expect(control.appearance.segments.allSatisfy { !$0.isSelected && $0.thumbColor == nil })
    control.release(inside: true)
    control.engine.cycle.flush()
    #expect(control.appearance.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.appearance.highlightedSegmentIndex == nil)
  }

  // MARK: Appearance

  @Test("The pressed segment is highlighted: the control's highlighted bit plus highlightedSegmentIndex")
  func pressedSegmentHighlighted() {
    let (control, _) = loggedControl()
    control.selectedSegmentIndex = 0
    control.press(segmentAt: 2)
    #expect(control.pressedSegmentIndex == 2)
    control.engine.cycle.flush()
    let pressed = control.appearance
    #expect(pressed.state == .highlighted)
    #expect(pressed.highlightedSegmentIndex == 2)
    #expect(pressed.segments.map(\.isHighlighted) == [false, false, true])
    #expect(pressed.segments.map(\.state) == [.selected, .normal, .highlighted])
    control.cancelTracking()
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == nil)
    #expect(control.appearance.state == .normal)
    control.isHighlighted = true
    control.engine.cycle.flush()
    #expect(control.appearance.highlightedSegmentIndex == nil)
  }

  @Test(
    "Default look: tertiary fill track, radii 9 and 7, white or #636366 thumb, 13 pt medium and semibold titles"
  )
  func defaultLook() {
    for style in [UserInterfaceStyle.light, .dark] {
      let (control, _) = loggedControl(traits: TraitCollection(userInterfaceStyle: style))
      control.selectedSegmentIndex = 1
      control.engine.cycle.flush()
      let appearance = control.appearance
      #expect(appearance.backgroundColor == DynamicColor.tertiarySystemFill.resolved(in: style))
      #expect(appearance.cornerRadius == 9 && appearance.thumbCornerRadius == 7)
      #expect(appearance.opacity == 1)
      let thumb = style == .light ? ResolvedColor.white : ResolvedColor(hex: 0x636366)
      #expect(appearance.segments.map(\.thumbColor) == [nil, thumb, nil])
      let label = DynamicColor.label.resolved(in: style)
      #expect(
        appearance.segments[0].titleAttributes
          == TextAttributes(fontSize: 13, fontWeight: .medium, foregroundColor: label))
      #expect(
        appearance.segments[1].titleAttributes
          == TextAttributes(fontSize: 13, fontWeight: .semibold, foregroundColor: label))
    }
  }

  @Test("selectedSegmentTintColor colours the thumb in light and dark; nil restores the default")
  func selectedSegmentTintColor() {
    let (control, _) = loggedControl()
    control.selectedSegmentIndex = 2
    control.selectedSegmentTintColor = .systemOrange
    control.engine.cycle.flush()
    #expect(control.appearance.segments[2].thumbColor == DynamicColor.systemOrange.resolved(in: .light))
    control.traits = .dark
    control.engine.cycle.flush()
    #expect(control.appearance.segments[2].thumbColor == DynamicColor.systemOrange.resolved(in: .dark))
    control.selectedSegmentTintColor = nil
    control.engine.cycle.flush()
    #expect(control.appearance.segments[2].thumbColor == ResolvedColor(hex: 0x636366))

    control.selectedSegmentTintColor = DynamicColor(
      ResolvedColor(uncheckedRed: .nan, green: 0, blue: 0, alpha: 1))
    control.engine.cycle.flush()
    #expect(control.appearance.segments[2].thumbColor == ResolvedColor(hex: 0x636366))
    guard case .invalidColor(let property, _)? = control.configurationError else {
      Issue.record("expected an invalid-colour error, got \(String(describing: control.configurationError))")
      return
    }
    #expect(property == "SegmentedControl.selectedSegmentTintColor")
  }

  @Test("A disabled control draws at half opacity and dims every segment's default title")
  func disabledControl() {
    let (control, _) = loggedControl()
    control.selectedSegmentIndex = 0
    control.isEnabled = false
    control.engine.cycle.flush()
    let appearance = control.appearance
    #expect(appearance.opacity == 0.5)
    #expect(appearance.state == .disabled)
    #expect(appearance.segments.map(\.state) == [[.selected, .disabled], .disabled, .disabled])
    let dimmed = DynamicColor.tertiaryLabel.resolved(in: .light)
    #expect(appearance.segments.allSatisfy { $0.titleAttributes.foregroundColor == dimmed })
    #expect(appearance.segments[0].titleAttributes.fontWeight == .semibold)
    #expect(appearance.segments.map(\.isEnabled) == [true, true, true])
  }

  @Test("The state space: normal, highlighted, disabled, and both while disabled mid-press")
  func stateSpace() {
    #expect(
      SegmentedControl.stateSpace.reachableStates == [
        .normal, .highlighted, .disabled, [.highlighted, .disabled],
      ])
    #expect(SegmentedControl().engine.stateSpace == SegmentedControl.stateSpace)
  }

  // MARK: Title attributes

  @Test(
    "Title attributes: the exact state, else .normal, else the defaults; the getter returns only the exact value"
  )
  func titleAttributeLookup() {
    let (control, _) = loggedControl()
    let normal = TextAttributes(fontSize: 15, fontWeight: .regular, foregroundColor: .black)
    let selected = TextAttributes(fontSize: 15, fontWeight: .heavy, foregroundColor: .white)
    control.selectedSegmentIndex = 0
    control.setEnabled(false, forSegmentAt: 2)
    control.engine.cycle.flush()
    #expect(control.appearance.segments[1].titleAttributes.fontSize == 13)

    control.setTitleTextAttributes(normal, for: .normal)
    control.engine.cycle.flush()
    #expect(control.appearance.segments.map(\.titleAttributes) == [normal, normal, normal])

    control.setTitleTextAttributes(selected, for: .selected)
    control.engine.cycle.flush()
    #expect(control.appearance.segments.map(\.titleAttributes) == [selected, normal, normal])
    #expect(control.titleTextAttributes(for: .selected) == selected)
    #expect(control.titleTextAttributes(for: .highlighted) == nil)
    #expect(control.titleTextAttributes(for: [.selected, .highlighted]) == nil)

    control.press(segmentAt: 0)
    control.engine.cycle.flush()
    #expect(control.appearance.segments[0].state == [.selected, .highlighted])
    #expect(control.appearance.segments[0].titleAttributes == normal)

    control.setTitleTextAttributes(nil, for: .normal)
    control.release(inside: false)
    control.engine.cycle.flush()
    #expect(control.appearance.segments[0].titleAttributes == selected)
    #expect(
      control.appearance.segments[2].titleAttributes
        == SegmentedControlAppearance.defaultTitleTextAttributes(for: .disabled, traits: .light))
  }

  @Test(
    "Attributes stored for highlighted and disabled together are stored for highlighted, as UIKit normalises")
  func titleAttributeNormalisation() {
    let (control, _) = loggedControl()
    let pressed = TextAttributes(fontSize: 13, fontWeight: .bold, foregroundColor: .black)
    control.setTitleTextAttributes(pressed, for: [.highlighted, .disabled])
    #expect(control.titleTextAttributes(for: .highlighted) == pressed)
    control.press(segmentAt: 1)
    control.engine.cycle.flush()
    #expect(control.appearance.segments[1].titleAttributes == pressed)
  }

  @Test("Attributes with a bad font size or colour are not stored, and the diagnostic says why")
  func invalidTitleAttributes() {
    let (control, _) = loggedControl()
    let good = TextAttributes(fontSize: 12, fontWeight: .bold, foregroundColor: .black)
    control.setTitleTextAttributes(good, for: .normal)
    control.setTitleTextAttributes(
      TextAttributes(fontSize: -2, fontWeight: .bold, foregroundColor: .black), for: .normal)
    control.setTitleTextAttributes(
      TextAttributes(
        fontSize: 12, fontWeight: .bold,
        foregroundColor: ResolvedColor(uncheckedRed: 0, green: 3, blue: 0, alpha: 1)),
      for: .selected)
    #expect(control.titleTextAttributes(for: .normal) == good)
    #expect(control.titleTextAttributes(for: .selected) == nil)
    #expect(control.diagnostics.count == 2)
    #expect(control.diagnostics[0].description.contains("TextAttributes.fontSize is -2.0"))
    #expect(control.diagnostics[1].description.contains("green is 3.0 in TextAttributes.foregroundColor"))
    control.engine.cycle.flush()
    #expect(control.configurationError == nil)
  }

  @Test(
    "Title attributes of every segment match a brute-force lookup: exact state, else .normal, else defaults")
  func titleAttributeLookupProperty() async {
    // The candidate states a test stores attributes for, [.highlighted, .disabled] included: UIKit
    // stores it as .highlighted.
    let candidates: [ControlState] = [
      .normal, .highlighted, .disabled, .selected, [.selected, .highlighted], [.selected, .disabled],
      [.highlighted, .disabled],
    ]
    let variants = [
      TextAttributes(fontSize: 11, fontWeight: .light, foregroundColor: .black),
      TextAttributes(fontSize: 17, fontWeight: .bold, foregroundColor: .white, isUnderlined: true),
      TextAttributes(fontSize: 20, fontWeight: .black, foregroundColor: ResolvedColor(hex: 0xFF2D55)),
    ]
    // stored[i]: 0 leaves candidate i unset, 1...3 stores a variant; set in the generated order.
    // layout: selection, enabled segments mask, control enabled, pressed segment, momentary, dark.
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...3).array(of: candidates.count), Gen.int(in: 0...7).array(of: 6),
      Gen.int(in: 0...6).array(of: candidates.count)
    ) { stored, layout, order in
      let selection = layout[0] % 4 - 1
      let enabledMask = layout[1]
      let controlEnabled = layout[2] % 4 != 0
      let pressed = layout[3] % 4 - 1
      let momentary = layout[4] % 3 == 0
      let traits: TraitCollection = layout[5] % 2 == 0 ? .light : .dark

      let control = SegmentedControl(
        items: [.title("A"), .image(.system("b")), .title("C")], traits: traits, cycle: UpdateCycle())
      // Brute-force reference store: (normalised state, attributes), latest write wins.
      var reference: [(ControlState, TextAttributes)] = []
      let writeOrder = (0..<candidates.count).sorted { (order[$0], $0) < (order[$1], $1) }
      for index in writeOrder where stored[index] != 0 {
        var state = candidates[index]
        control.setTitleTextAttributes(variants[stored[index] - 1], for: state)
        if state.contains(.highlighted) { state.remove(.disabled) }
        reference.removeAll { $0.0 == state }
        reference.append((state, variants[stored[index] - 1]))
      }
      control.selectedSegmentIndex = selection
      control.isMomentary = momentary
      if pressed >= 0 { control.press(segmentAt: pressed) }
      for segment in 0..<3 { control.setEnabled(enabledMask & (1 << segment) != 0, forSegmentAt: segment) }
      control.isEnabled = controlEnabled
      control.engine.cycle.flush()

      for segment in 0..<3 {
        let isSelected = !momentary && segment == selection
        let isDisabled = !controlEnabled || enabledMask & (1 << segment) == 0
        let isHighlighted = !isDisabled && controlEnabled && segment == pressed
        var expectedState: ControlState = []
        if isSelected { expectedState.insert(.selected) }
        if isDisabled { expectedState.insert(.disabled) }
        if isHighlighted { expectedState.insert(.highlighted) }
        let fallback = TextAttributes(
          fontSize: 13, fontWeight: isSelected ? .semibold : .medium,
          foregroundColor: (isDisabled ? DynamicColor.tertiaryLabel : .label).resolved(for: traits))
        let expected =
          reference.first { $0.0 == expectedState }?.1 ?? reference.first { $0.0 == .normal }?.1 ?? fallback
        let actual = control.appearance.segments[segment]
        #expect(actual.state == expectedState, "segment \(segment)")
        #expect(actual.titleAttributes == expected, "segment \(segment) in \(expectedState)")
        #expect(
          actual.thumbColor
            == (isSelected ? SegmentedControlAppearance.defaultThumbColor.resolved(for: traits) : nil))
      }
      #expect(control.diagnostics.isEmpty)
    }
  }
}
