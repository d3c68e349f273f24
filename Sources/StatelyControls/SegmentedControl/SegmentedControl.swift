public import Stately

/// A horizontal row of segments of which one is selected: UIKit's `UISegmentedControl` on the
/// portable ``ConfiguredControl``, drawn from a resolved ``SegmentedControlAppearance``.
///
/// ```swift
/// let cycle = UpdateCycle()
/// let range = SegmentedControl(items: [.title("Day"), .title("Week"), .title("Month")], cycle: cycle)
/// range.selectedSegmentIndex = 0        // from code: no action
/// range.addAction(for: .valueChanged) { control, _ in chart.show(control.selectedSegmentIndex) }
/// range.tapSegment(at: 2)               // a user selection: `.valueChanged` once
/// range.tapSegment(at: 2)               // the segment is already selected: nothing
/// cycle.flush()
/// range.appearance.segments[2].isSelected  // true
/// ```
///
/// The default look, the events a touch sends and where the control differs from UIKit on purpose
/// are in <doc:SwitchesAndSegmentedControls>. `isSelected` has no meaning for the control: its
/// selection is ``selectedSegmentIndex``.
///
/// ## Segments
/// A segment shows a title or an image (``SegmentContent``), never both: setting one replaces the
/// other. Insertion indexes are pinned to `0...numberOfSegments`, as UIKit documents. The `animated`
/// parameters are accepted for UIKit parity; the appearance is a function of the state, so the result
/// is the same either way.
///
/// ## Out-of-range indexes
/// A setter, ``removeSegment(at:animated:)``, ``press(segmentAt:)``, ``tapSegment(at:)`` or
/// ``selectedSegmentIndex`` given an index outside `0..<numberOfSegments` does nothing and records
/// ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``. Getters return `nil`, `false` or
/// `0` and record nothing.
///
/// ## Touches and events
/// A touch goes down in a segment (``press(segmentAt:)``, or `touchesBegan(_:with:)` at a location) and
/// lifts (`release(inside:)`, `touchesEnded(_:with:)`), or both at once with ``tapSegment(at:)``: one
/// touch path whichever way it is driven. While it is down the control's state is `.highlighted` and
/// ``SegmentedControlAppearance/highlightedSegmentIndex`` names the segment.
/// - Lifting inside on an enabled segment other than the selected one selects it and sends
///   `valueChanged`, then `primaryActionTriggered`, once each.
/// - Lifting on the segment that is already selected sends neither.
/// - A disabled control ignores the touch. A touch on a disabled segment, or outside every segment, is
///   not tracked: it sends `touchDown`, as every `Control` does for a touch it declines, and nothing
///   else.
/// - A release outside or `cancelTracking()` selects nothing.
/// - Setting ``selectedSegmentIndex`` from code never sends actions.
///
/// Touch tracking with positions (`touchesBegan(_:with:)` and the rest, as a platform's touches drive
/// it) finds the segment under the touch from `bounds` and the segments' widths: a segment
/// with a width set with ``setWidth(_:forSegmentAt:)`` takes it, and the others share the rest of the
/// bounds equally (UIKit's layout when `apportionsSegmentWidthsByContent` is `false`). As a touch
/// slides, the pressed segment is the one under it (the first or last past the ends), and lifting
/// within the tracking bounds selects the segment under the lift: UISegmentedControl as observed on
/// iOS 13.1 and described in Flutter's `CupertinoSlidingSegmentedControl`, whose selected segment's
/// thumb slides the same way. Over a disabled segment no segment is pressed, and lifting there selects
/// nothing (Stately's choice; UIKit's is unknown). A touch that goes down on a disabled segment, or
/// outside every segment, is not tracked: it sends `touchDown`, as every `Control` does for a touch it
/// declines, and nothing else. A press without coordinates (``press(segmentAt:)``) keeps its segment.
///
/// ## Momentary controls
/// With ``isMomentary``, every tap on an enabled segment sends `valueChanged` and
/// `primaryActionTriggered`, even on the segment tapped last, but the selection is not kept: while
/// those actions run, ``selectedSegmentIndex`` reads the tapped segment (so a handler can tell which
/// one), and it returns to ``noSegment`` as soon as they return. (Actions queued by an open transition
/// run later and read `noSegment`.) No segment ever shows the selected look; the pressed segment shows
/// the highlighted look while the touch is down.
///
/// ## Title attributes
/// ``setTitleTextAttributes(_:for:)`` stores attributes per exact state; a segment uses those of its
/// own state, else those of `.normal`, else
/// ``SegmentedControlAppearance/defaultTitleTextAttributes(for:traits:)``, as a whole: a selected
/// segment with only `.normal` attributes shows the `.normal` weight. UIKit documents the `.normal`
/// fallback but not whether it merges dictionaries; apps that repeat the font in every state's
/// dictionary behave the same under this model.
public final class SegmentedControl: ConfiguredControl<SegmentedControlAppearance> {
  /// The selected index when no segment is selected: `-1`, UIKit's `noSegment`.
  public static let noSegment = -1

  /// The states of a segmented control: highlighted and disabled. Four reachable states: normal,
  /// highlighted, disabled, and both (a control disabled while pressed keeps its highlight).
  public static let stateSpace: StateSpace = {
    do {
      return try StateSpace(builtIn: [.highlighted, .disabled])
    } catch {
      preconditionFailure("the segmented control's state space is valid: \(error)")
    }
  }()

  var segments: [Segment] {
    didSet { configurationDidChange() }
  }

  /// The stored selection; see ``selectedSegmentIndex``.
  var selection = SegmentedControl.noSegment {
    didSet { if selection != oldValue { configurationDidChange() } }
  }

  /// The segment the touch in progress is pressing, if any. Meaningful only while the control is
  /// highlighted: `cancelTracking()` and disabling the control end a touch without clearing it.
  var trackedSegment: Int? {
    didSet { if trackedSegment != oldValue { configurationDidChange() } }
  }

  /// The segment being released, kept for ``primaryActionTriggered()`` while a touch lifts; segments
  /// inserted or removed meanwhile (by a `touchUpInside` action) move it as they move the selection.
  var releasedSegment: Int?

  /// The segment a press without coordinates (``press(segmentAt:)``) goes down in, while it does.
  private var requestedSegment: Int?

  /// Whether the tracked touch has coordinates, so that the pressed segment follows it; `false` for a
  /// press without them (``press(segmentAt:)``).
  private var followsTouch = false

  /// The title attributes per exact state.
  var titleAttributes = StateTable<TextAttributes?>(default: nil) {
    didSet { configurationDidChange() }
  }

  /// The index of the selected segment, or ``noSegment`` (the default) when none is.
  ///
  /// Setting it from code selects the segment without sending any action, as in UIKit; a disabled
  /// segment can be selected this way. Setting ``noSegment`` clears the selection. A value outside
  /// `0..<numberOfSegments` other than `noSegment` is ignored and recorded as
  /// ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``. A momentary control ignores
  /// the setter, as UIKit's header says, and records ``ControlDiagnostic/ignoredSetter(_:state:reason:)``.
  ///
  /// Removing the selected segment clears the selection; inserting or removing a segment before it
  /// moves the index with the segment.
  public var selectedSegmentIndex: Int {
    get { selection }
    set {
      if newValue == Self.noSegment {
        selection = newValue
      } else if !segments.indices.contains(newValue) {
        record(
          .segmentIndexOutOfRange(method: "selectedSegmentIndex", index: newValue, count: segments.count))
      } else if isMomentary {
        record(
          .ignoredSetter(
            "selectedSegmentIndex", state: state,
            reason: "the control is momentary, so it keeps no selection (UIKit ignores the setter too)"))
      } else {
        selection = newValue
      }
    }
  }

  /// Whether a tap selects a segment only for the duration of its actions. Default `false`.
  ///
  /// Turning it on clears the selection. See "Momentary controls" above.
  public var isMomentary = false {
    didSet {
      guard isMomentary != oldValue else { return }
      if isMomentary { selection = Self.noSegment }
      configurationDidChange()
    }
  }

  /// The colour of the thumb behind the selected segment, or `nil` (the default) for white in light
  /// appearance and `#636366` in dark. Changing it requests an update.
  public var selectedSegmentTintColor: DynamicColor? {
    didSet { if selectedSegmentTintColor != oldValue { configurationDidChange() } }
  }

  /// The light or dark appearance the colours resolve in. Changing it requests an update.
  public var traits: TraitCollection {
    didSet { if traits != oldValue { configurationDidChange() } }
  }

  /// Creates a segmented control with the given segments, all enabled, automatic widths, and no
  /// selection.
  ///
  /// - Parameters:
  ///   - items: The segments' titles and images, in order.
  ///   - traits: The appearance to resolve against.
  ///   - cycle: The cycle that coalesces its updates.
  public init(
    items: [SegmentContent] = [], traits: TraitCollection = TraitCollection(),
    cycle: UpdateCycle = UpdateCycle()
  ) {
    self.segments = items.map { Segment(content: $0) }
    self.traits = traits
    super.init(
      appearance: SegmentedControl.placeholderAppearance, space: SegmentedControl.stateSpace, cycle: cycle)
  }

  /// The number of segments.
  public var numberOfSegments: Int { segments.count }

  /// The segment a touch is down in, or `nil` when no touch is in progress or the touch is in no
  /// segment.
  public var pressedSegmentIndex: Int? {
    state.contains(.highlighted) ? trackedSegment : nil
  }

  // MARK: Touches

  /// A finger going down in a segment, without coordinates: the touch path (`press()`) with
  /// the touch in segment `index`, whatever the bounds. It highlights the control, makes `index` the
  /// pressed segment and sends `touchDown`.
  ///
  /// A disabled control or a disabled segment ignores it. An index outside `0..<numberOfSegments` is
  /// ignored and recorded as ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``.
  ///
  /// - Parameter index: The segment the finger went down in.
  public func press(segmentAt index: Int) {
    guard segments.indices.contains(index) else {
      record(.segmentIndexOutOfRange(method: "press(segmentAt:)", index: index, count: segments.count))
      return
    }
    requestedSegment = index
    defer { requestedSegment = nil }
    press()
  }

  /// A tap on a segment: ``press(segmentAt:)`` followed by a release inside. See the type's
  /// documentation for what it selects and sends.
  ///
  /// - Parameter index: The segment tapped.
  public func tapSegment(at index: Int) {
    guard segments.indices.contains(index) else {
      record(.segmentIndexOutOfRange(method: "tapSegment(at:)", index: index, count: segments.count))
      return
    }
    press(segmentAt: index)
    release(inside: true)
  }

  /// The selection a release inside makes: selects the released segment and sends `valueChanged`,
  /// then `primaryActionTriggered`; does nothing when no enabled segment was released, or when it is
  /// already selected and the control is not momentary.
  ///
  /// A touch lifting inside calls it; called on its own it does nothing, since no segment is being
  /// released.
  public override func primaryActionTriggered() {
    let released = releasedSegment
    releasedSegment = nil
    guard let index = released, segments.indices.contains(index), segments[index].isEnabled else {
      return
    }
    if isMomentary {
      selection = index
      sendActions(for: .valueChanged)
      super.primaryActionTriggered()
      selection = Self.noSegment
    } else if index != selection {
      selection = index
      sendActions(for: .valueChanged)
      super.primaryActionTriggered()
    }
  }

  // MARK: Touch tracking

  /// Tracks a touch that went down in an enabled segment; a touch elsewhere is not tracked.
  ///
  /// - Parameters:
  ///   - touch: The touch, in the control's coordinates.
  ///   - event: The event it belongs to, if any.
  /// - Returns: Whether the touch went down in an enabled segment.
  public override func beginTracking(_ touch: ControlTouch, with event: ControlTouchEvent?) -> Bool {
    releasedSegment = nil
    guard let index = requestedSegment ?? segmentIndex(at: touch.location), segments[index].isEnabled else {
      trackedSegment = nil
      return false
    }
    trackedSegment = index
    followsTouch = requestedSegment == nil
    return true
  }

  /// Moves the press to the segment under the touch: the first or last past the ends, none over a
  /// disabled segment.
  ///
  /// - Parameters:
  ///   - touch: The touch, in the control's coordinates.
  ///   - event: The event it belongs to, if any.
  /// - Returns: `true`: the control keeps tracking the touch.
  public override func continueTracking(_ touch: ControlTouch, with event: ControlTouchEvent?) -> Bool {
    if followsTouch { trackedSegment = segmentIndex(along: touch.location) }
    return true
  }

  /// Ends the tracked touch: lifting within the tracking bounds of an enabled control releases the
  /// segment under the lift (the pressed one, for a press without coordinates), which
  /// `primaryActionTriggered()` then selects.
  ///
  /// - Parameters:
  ///   - touch: Where the touch lifted, or `nil`.
  ///   - event: The event it belongs to, if any.
  public override func endTracking(_ touch: ControlTouch?, with event: ControlTouchEvent?) {
    let inside = touch.map { isWithinTrackingBounds($0.location) } ?? false
    if followsTouch, inside, let touch { trackedSegment = segmentIndex(along: touch.location) }
    followsTouch = false
    releasedSegment = inside && state.isDisjoint(with: .disabled) ? trackedSegment : nil
    trackedSegment = nil
  }

  /// Cancels the tracked touch: no segment is pressed or selected.
  ///
  /// - Parameter event: The event that cancelled it, if any.
  public override func cancelTracking(with event: ControlTouchEvent?) {
    trackedSegment = nil
    followsTouch = false
    super.cancelTracking(with: event)
  }

  /// The segment under `point` (in the control's coordinates), or `nil` outside every segment.
  func segmentIndex(at point: ControlPoint) -> Int? {
    let x = point.x - bounds.origin.x
    let y = point.y - bounds.origin.y
    guard x >= 0, x < bounds.width, y >= 0, y < bounds.height else { return nil }
    let fixed = segments.reduce(0.0) { $0 + max(0, $1.width) }
    let automatic = segments.count { $0.width <= 0 }
    let share = automatic == 0 ? 0 : max(0, bounds.width - fixed) / Double(automatic)
    var end = 0.0
    for (index, segment) in segments.enumerated() {
      end += segment.width > 0 ? segment.width : share
      if x < end { return index }
    }
    return nil
  }

  /// The enabled segment at `point`'s horizontal position, the first or last past the ends; `nil` over a
  /// disabled segment.
  ///
  /// - Parameter point: A point in the control's coordinates.
  /// - Returns: The segment's index.
  private func segmentIndex(along point: ControlPoint) -> Int? {
    guard !segments.isEmpty, !point.x.isNaN else { return nil }
    let middle = ControlPoint(x: point.x, y: bounds.origin.y + bounds.height / 2)
    let index = point.x < bounds.origin.x ? 0 : segmentIndex(at: middle) ?? segments.count - 1
    return segments[index].isEnabled ? index : nil
  }

  /// Forgets the segment of a touch that ended without a release (cancelled, or the control disabled),
  /// so a later highlight does not revive it; a touch dragged out and back presses the one under it.
  override func prepareUpdate(for state: ControlState) {
    if !state.contains(.highlighted), !isTracking { trackedSegment = nil }
  }

  // MARK: Resolution

  /// Resolves the appearance for `state` from the segments, the selection, the pressed segment, the
  /// title attributes, the thumb tint and the traits.
  ///
  /// - Throws: ``ConfigurationError/invalidColor(property:error:)`` when ``selectedSegmentTintColor``
  ///   is invalid; the last good appearance then stays.
  public override func resolveAppearance(for state: ControlState) throws(ConfigurationError)
    -> SegmentedControlAppearance
  {
    try SegmentedControlAppearance.resolve(
      state: state, segments: segments,
      selectedSegmentIndex: selection, pressedSegmentIndex: trackedSegment, isMomentary: isMomentary,
      selectedSegmentTintColor: selectedSegmentTintColor, titleTextAttributes: titleAttributes, traits: traits
    )
  }

  /// Shown until the first update: no segments, normal, light.
  static let placeholderAppearance: SegmentedControlAppearance = {
    do {
      return try SegmentedControlAppearance.resolve(
        state: .normal, segments: [], selectedSegmentIndex: noSegment, pressedSegmentIndex: nil,
        isMomentary: false, selectedSegmentTintColor: nil,
        titleTextAttributes: StateTable(default: nil), traits: TraitCollection())
    } catch {
      preconditionFailure("the default segmented control appearance resolves: \(error)")
    }
  }()
}
