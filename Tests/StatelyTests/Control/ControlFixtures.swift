import Stately

// Shared fixtures for the `Control` and `UpdateCycle` suites. Every name carries a `ctl` prefix so it
// cannot clash with fixtures of the rule-layer suites in the same test target.

extension ControlState {
  /// A PIN code control's "every digit typed".
  static let ctlFilled = ControlState(customBit: 0)
  /// A PIN code control's "the code passed validation".
  static let ctlValid = ControlState(customBit: 1)
  /// A PIN code control's "the code failed validation".
  static let ctlInvalid = ControlState(customBit: 2)
  /// A follow button's "a request is running".
  static let ctlLoading = ControlState(customBit: 3)
  /// A follow button's "both users follow each other".
  static let ctlMutual = ControlState(customBit: 4)
}

extension CustomState {
  static let ctlFilled = CustomState("filled", .ctlFilled)
  static let ctlValid = CustomState("valid", .ctlValid)
  static let ctlInvalid = CustomState("invalid", .ctlInvalid)
  static let ctlLoading = CustomState("loading", .ctlLoading)
  static let ctlMutual = CustomState("mutual", .ctlMutual)
}

extension ControlEvent {
  /// A PIN code control's `typeComplete`, as an application-defined event.
  static let ctlTypeComplete = ControlEvent.application(0)
}

/// A log of everything a test observes, in order, as short strings.
///
/// Targets log their `didSet`s (`"title = Mutual"`), controls log their updates (`"update"`), their
/// handlers (`"handler"`) and every delivered event (`"event touchUpInside"`).
final class CtlRecorder {
  private(set) var entries: [String] = []

  func log(_ entry: String) { entries.append(entry) }

  /// Returns the entries logged so far and starts a fresh log.
  @discardableResult
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

/// A plain model object whose properties log every write.
final class CtlModel {
  let recorder: CtlRecorder
  let name: String

  init(_ recorder: CtlRecorder, name: String = "model") {
    self.recorder = recorder
    self.name = name
  }

  /// Runs after each write of ``title``.
  var onWrite: (() -> Void)?
  var title = "Follow" {
    didSet {
      recorder.log("\(name).title = \(title)")
      onWrite?()
    }
  }
  var count = 0 { didSet { recorder.log("\(name).count = \(count)") } }
  var subtitle: String? = "sub" { didSet { recorder.log("\(name).subtitle = \(subtitle ?? "nil")") } }
  var writes = 0
  var tint = "black" {
    didSet {
      writes += 1
      recorder.log("\(name).tint = \(tint)")
    }
  }
}

/// A control that logs its updates, its handler and its events, with the custom flags of a PIN code
/// control and a follow button.
final class CtlRecordingControl: Control {
  let recorder: CtlRecorder
  @StateFlag(.ctlFilled) var isFilled = false
  @StateFlag(.ctlValid) var isValidFlag = false
  @StateFlag(.ctlInvalid) var isInvalidFlag = false
  @StateFlag(.ctlLoading) var isLoading = false
  @StateFlag(.ctlMutual) var isMutual = false
  /// A property read by a computed factor.
  var isValid = true
  /// A property the control binds on itself.
  var title = "Follow" { didSet { recorder.log("\(prefix)title = \(title)") } }
  /// An external input read by the handler, like the checkout example's item count.
  var itemCount = 0

  /// Names the control in log entries when several controls share one recorder.
  private let name: String?
  private var prefix: String { name.map { "\($0): " } ?? "" }

  init(
    _ recorder: CtlRecorder, name: String? = nil, space: StateSpace = .ctlStandardWithFlags,
    cycle: UpdateCycle
  ) {
    self.recorder = recorder
    self.name = name
    super.init(space: space, cycle: cycle)
    if let name { engine.identifier = name }
  }

  override func updateConfiguration() {
    super.updateConfiguration()
    recorder.log("\(prefix)update")
  }

  /// Logs the handler and every delivered event.
  func recordHandlerAndEvents() {
    configurationUpdateHandler = { [recorder, prefix] _ in recorder.log("\(prefix)handler") }
    addAction(for: .allEvents) { [recorder, prefix] _, event in
      recorder.log("\(prefix)event \(event.ctlName)")
    }
  }
}

extension ControlEvent {
  /// The event's name without brackets, such as `touchUpInside`.
  var ctlName: String { String(description.dropFirst().dropLast()) }
}

extension StateSpace {
  /// The three UIKit flags and the five custom flags, with no invariants of their own.
  static let ctlStandardWithFlags: StateSpace = try! StateSpace(
    custom: [.ctlFilled, .ctlValid, .ctlInvalid, .ctlLoading, .ctlMutual])

  /// A follow button's invariants and the validity rule of a PIN control.
  static let ctlFollow: StateSpace = try! StateSpace(
    custom: [.ctlFilled, .ctlValid, .ctlInvalid, .ctlLoading, .ctlMutual],
    invariants: [
      .implies(.ctlMutual, .selected), .forces(.ctlLoading, .disabled), .excludes(.ctlValid, .ctlInvalid),
    ])
}

/// How often an update cycle asked its host for a flush.
final class CtlRequestCount {
  var value = 0
}

/// Two recording controls, "A" and "B", on one cycle whose request handler counts its calls, with their
/// first updates flushed and the log emptied: the first updates made one request.
func makeFlushedPair() -> (
  recorder: CtlRecorder, cycle: UpdateCycle, requests: CtlRequestCount, a: CtlRecordingControl,
  b: CtlRecordingControl
) {
  let recorder = CtlRecorder()
  let cycle = UpdateCycle()
  let requests = CtlRequestCount()
  cycle.requestHandler = { requests.value += 1 }
  let a = CtlRecordingControl(recorder, name: "A", cycle: cycle)
  let b = CtlRecordingControl(recorder, name: "B", cycle: cycle)
  cycle.flush()
  recorder.take()
  return (recorder, cycle, requests, a, b)
}
