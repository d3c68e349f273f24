// Temporary demo until StatelyExamples lands.
//
// Two small buttons written in plain Swift drive the whole pipeline end to end: a counter with
// press/highlight/click semantics, and a loader whose click starts a simulated request that finishes later
// inside the session. They resolve their look from their state with a first-match rule list, which is
// enough to show state bits, winning rules and update counts in the inspector.

import Stately

extension ControlState {
  /// The demo loader's custom state while its simulated request runs.
  static let demoLoading = ControlState.custom(bit: 0, name: "loading")
}

/// The demo's colours, as CSS hex strings.
enum DemoColors {
  static let normal = "#2563eb"
  static let highlighted = "#1e3a8a"
  static let disabled = "#9ca3af"
  static let loading = "#7c3aed"
}

/// A button whose look is a pure function of its state and content.
///
/// Changing state or content marks it as needing an update; ``updateIfNeeded()`` resolves the look once.
class DemoButton {
  let id: String
  private(set) var state: ControlState = .normal
  private(set) var needsUpdate = true
  private(set) var updateCount = 0
  private(set) var resolved: [PropertyResolution] = []

  init(id: String) {
    self.id = id
  }

  /// Sets or clears state bits; marks the button for update only if the state really changed.
  func setState(_ bits: ControlState, _ on: Bool) {
    var next = state
    if on { next.formUnion(bits) } else { next.subtract(bits) }
    guard next != state else { return }
    state = next.labeled(like: .demoLoading)
    setNeedsUpdate()
  }

  func setNeedsUpdate() {
    needsUpdate = true
  }

  /// Runs the update if one is pending; returns whether it ran.
  func updateIfNeeded() -> Bool {
    guard needsUpdate else { return false }
    needsUpdate = false
    updateCount += 1
    resolved = resolve()
    return true
  }

  /// The title for the current content and state: subclasses override.
  func title() -> (rule: String, value: String) { ("normal", id) }

  func resolve() -> [PropertyResolution] {
    let background: (String, String) =
      if state.contains(.disabled) && !state.contains(.demoLoading) {
        ("[disabled]", DemoColors.disabled)
      } else if state.contains(.demoLoading) {
        ("[loading]", DemoColors.loading)
      } else if state.contains(.highlighted) {
        ("[highlighted]", DemoColors.highlighted)
      } else {
        ("normal", DemoColors.normal)
      }
    let outline: (String, String) =
      state.contains(.focused) ? ("[focused]", "3px solid #f59e0b") : ("normal", "none")
    let title = title()
    return [
      PropertyResolution(property: "background", rule: background.0, value: background.1),
      PropertyResolution(property: "outline", rule: outline.0, value: outline.1),
      PropertyResolution(property: "title", rule: title.rule, value: title.value),
    ]
  }

  func handle(_ event: ControlEvent) {
    switch event.kind {
    case .pointerDown: if !state.contains(.disabled) { setState(.highlighted, true) }
    case .pointerUp, .pointerLeave: setState(.highlighted, false)
    case .focus: setState(.focused, true)
    case .blur: setState([.focused, .highlighted], false)
    case .click: if !state.contains(.disabled) { activate() }
    case .key: break
    }
  }

  func activate() {}

  func rendering() -> ControlRendering {
    let value = { (property: String) in self.resolved.first { $0.property == property }?.value ?? "" }
    let disabled: HTML = state.contains(.disabled) ? " disabled" : ""
    let stateNames = state.bitNames.joined(separator: " ")
    let html: HTML = """
      <button type="button" class="demo-button" data-control="\(id)" data-state="\(stateNames)"\
      data-updates="\(updateCount)" style="background: \(value("background")); outline: \(value("outline"))"\
      \(disabled)>\(value("title"))</button>
      """
    return ControlRendering(
      html: html, inspector: InspectorSnapshot(state: state, properties: resolved, updateCount: updateCount))
  }
}

/// Counts clicks; press and hold shows the highlighted colour.
final class DemoCounter: DemoButton {
  private(set) var count = 0

  override func activate() {
    count += 1
    setNeedsUpdate()
  }

  override func title() -> (rule: String, value: String) {
    ("content: count", "Count \(count)")
  }
}

/// Starts a simulated request on click; disabled and loading until it finishes.
final class DemoLoader: DemoButton {
  private(set) var loads = 0
  private let timers: SessionTimers?
  private let delay: Duration

  init(id: String, timers: SessionTimers?, delay: Duration) {
    self.timers = timers
    self.delay = delay
    super.init(id: id)
  }

  override func activate() {
    guard !state.contains(.demoLoading), let timers else { return }
    setState([.demoLoading, .disabled], true)
    timers.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.loads += 1
      self.setState([.demoLoading, .disabled], false)
      self.setNeedsUpdate()
    }
  }

  override func title() -> (rule: String, value: String) {
    if state.contains(.demoLoading) { return ("[loading]", "Loading…") }
    return loads == 0 ? ("normal", "Load") : ("content: loads", "Loaded \(loads)")
  }
}

/// The demo's live scene: a counter and a loader.
final class DemoScene: PlaygroundScene {
  private let buttons: [DemoButton]

  init(timers: SessionTimers, loadDelay: Duration) {
    buttons = [
      DemoCounter(id: "demo.counter"),
      DemoLoader(id: "demo.loader", timers: timers, delay: loadDelay),
    ]
  }

  var controlIDs: [String] { buttons.map(\.id) }

  func rejection(of event: ControlEvent, for controlID: String) -> String? {
    event.kind == .key ? "a button takes no key events" : nil
  }

  func apply(_ event: ControlEvent, to controlID: String) {
    buttons.first { $0.id == controlID }?.handle(event)
  }

  func flushUpdates() -> Set<String> {
    Set(buttons.filter { $0.updateIfNeeded() }.map(\.id))
  }

  func render(_ controlID: String) -> ControlRendering {
    guard let button = buttons.first(where: { $0.id == controlID }) else {
      preconditionFailure("render called with unknown control id \(controlID)")
    }
    return button.rendering()
  }
}

/// Makes the temporary demo scene: `demo.counter` and `demo.loader`.
public struct DemoSceneFactory: PlaygroundSceneFactory {
  /// How long the loader's simulated request takes.
  public var loadDelay: Duration

  /// Creates the factory.
  ///
  /// - Parameter loadDelay: How long the loader's simulated request takes.
  public init(loadDelay: Duration = .milliseconds(600)) {
    self.loadDelay = loadDelay
  }

  /// Builds a fresh demo scene.
  ///
  /// - Parameter timers: The session's timers, used by the loader.
  /// - Returns: The scene.
  public func makeScene(timers: SessionTimers) -> any PlaygroundScene {
    DemoScene(timers: timers, loadDelay: loadDelay)
  }
}

/// The temporary demo's gallery: each demo button in its interesting states.
public struct DemoGallery: GalleryProvider {
  /// Creates the gallery.
  public init() {}

  /// One section per demo button.
  ///
  /// - Returns: The sections.
  public func gallerySections() -> [GallerySection] {
    func specimen(_ button: DemoButton, _ state: ControlState, events: [ControlEvent] = []) -> HTML {
      for event in events { button.handle(event) }
      button.setState(state, true)
      _ = button.updateIfNeeded()
      return button.rendering().html
    }
    let counterStates: [(String, ControlState, [ControlEvent])] = [
      ("normal", .normal, []), ("highlighted", .highlighted, []), ("focused", .focused, []),
      ("disabled", .disabled, []),
      ("after 3 clicks", .normal, Array(repeating: ControlEvent(.click), count: 3)),
    ]
    let loaderStates: [(String, ControlState)] = [
      ("normal", .normal), ("highlighted", .highlighted), ("loading", [.demoLoading, .disabled]),
    ]
    return [
      GallerySection(
        id: "demo-counter", title: "Demo counter",
        summary: "Temporary demo: press and hold shows the highlighted colour; a click counts.",
        items: counterStates.map { caption, state, events in
          GalleryItem(
            caption: caption, html: specimen(DemoCounter(id: "demo.counter"), state, events: events))
        }),
      GallerySection(
        id: "demo-loader", title: "Demo loader",
        summary: "Temporary demo: a click starts a simulated request; the button is disabled while it loads.",
        items: loaderStates.map { caption, state in
          GalleryItem(
            caption: caption,
            html: specimen(DemoLoader(id: "demo.loader", timers: nil, delay: .zero), state))
        }),
    ]
  }
}
