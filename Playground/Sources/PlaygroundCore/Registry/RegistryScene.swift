import Stately
import StatelyHTML

/// A live session's controls: every registry entry's live controls, made fresh on one update cycle.
final class RegistryScene: PlaygroundScene {
  private let cycle = UpdateCycle()
  private let controls: [LiveControl]
  /// Each live control's ``LiveControl/control``, by position in ``controls``: reading an update count
  /// from here does not copy a ``LiveControl`` (and retain each of its closures) as iterating
  /// ``controls`` would.
  private let engines: [Control]
  /// Each control's update count when ``flushUpdates()`` last looked, by position in ``controls``.
  private var lastCounts: [Int]
  /// What each control sent since its last touch went down, by position in ``controls``.
  private let sent: [SentEvents]
  let controlIDs: [String]
  let groups: [ControlGroup]

  init(entries: [PlaygroundEntry], timers: SessionTimers) {
    let context = LiveContext(cycle: cycle, timers: timers)
    var seen: Set<String> = []
    var groups: [ControlGroup] = []
    var controls: [LiveControl] = []
    for entry in entries {
      guard let makeLive = entry.makeLive else { continue }
      // The registry checked the ids when the entry was registered; a maker that changes its ids
      // afterwards loses a duplicate rather than stopping the server.
      let made = makeLive(context).filter { seen.insert($0.id).inserted }
      controls += made
      if !made.isEmpty {
        var labels: [String: String] = [:]
        var captions: [String: String] = [:]
        for control in made {
          labels[control.id] = control.label ?? (made.count == 1 ? entry.title : control.id)
          captions[control.id] = control.caption
        }
        let source = SourceArticles.articles(for: entry.id).first.map {
          ControlGroupSource(title: $0.title, href: "/#\($0.anchor)")
        }
        groups.append(
          ControlGroup(
            title: entry.title, summary: entry.liveSummary ?? entry.summary, controls: made.map(\.id),
            labels: labels, captions: captions, keys: entry.liveKeys, source: source))
      }
    }
    self.controls = controls
    self.engines = controls.map(\.control)
    // Registered last, so each record hears a send after the control's own actions.
    self.sent = engines.map { control in
      let record = SentEvents()
      control.engine.addAction(for: .allEvents) { events in record.record(events) }
      return record
    }
    self.controlIDs = controls.map(\.id)
    self.lastCounts = Array(repeating: -1, count: controls.count)
    self.groups = groups
    _ = flushUpdates()
  }

  func rejection(of event: BrowserEvent, for controlID: String) -> String? {
    controls.first { $0.id == controlID }?.rejection(event)
  }

  func apply(_ event: BrowserEvent, to controlID: String) {
    controls.first { $0.id == controlID }?.apply(event)
  }

  func flushUpdates() -> Set<String> {
    _ = cycle.flush()
    var changed: Set<String> = []
    for index in engines.indices {
      let count = engines[index].engine.updateCount
      if lastCounts[index] != count {
        changed.insert(controlIDs[index])
        lastCounts[index] = count
      }
    }
    return changed
  }

  func render(_ controlID: String) -> ControlRendering {
    guard let index = controls.firstIndex(where: { $0.id == controlID }) else {
      preconditionFailure("render(_:) was called with \"\(controlID)\", which is not one of controlIDs")
    }
    let control = controls[index]
    return ControlRendering(
      html: HTML(control.html()),
      inspector: InspectorSnapshot(
        state: control.control.state, names: control.control.engine.stateSpace.names,
        stateNames: control.stateNames?(), properties: control.properties(),
        updateCount: control.control.engine.updateCount, sent: sent[index].text))
  }
}
