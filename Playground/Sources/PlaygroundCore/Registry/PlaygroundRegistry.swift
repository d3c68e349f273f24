import Stately

/// The controls the playground shows: the gallery's sections and the live page's controls come from
/// its entries, in registration order.
///
/// Start from ``standard`` (every built-in control and example) or an empty registry, add your own, and
/// serve it:
///
/// ```swift
/// var registry = PlaygroundRegistry.standard
/// try registry.register(.control(id: "badge", title: "Badge", summary: "A count.") { Badge(cycle: $0) })
/// let server = PlaygroundServer(configuration: PlaygroundConfiguration(registry: registry))
/// ```
public struct PlaygroundRegistry: Sendable {
  /// The entries, in registration order.
  public private(set) var entries: [PlaygroundEntry] = []
  /// The ids of the registered entries' live controls.
  private var liveControlIDs: Set<String> = []

  /// Creates an empty registry.
  public init() {}

  /// Adds an entry after the others.
  ///
  /// - Parameter entry: The entry.
  /// The entry's live controls are made once, on a cycle of their own, to check their ids: every
  /// session makes them again, and the live page tells them apart by id.
  ///
  /// - Parameter entry: The entry.
  /// - Throws: ``PlaygroundRegistryError`` when the entry's id or one of its live controls' ids is empty,
  ///   has a character other than ASCII letters, digits, `-`, `_` and `.`, or is already taken.
  public mutating func register(_ entry: PlaygroundEntry) throws(PlaygroundRegistryError) {
    if let reason = Self.problem(with: entry.id) { throw .invalidID(entry.id, reason: reason) }
    if entries.contains(where: { $0.id == entry.id }) { throw .duplicateID(entry.id) }
    var taken = liveControlIDs
    if let makeLive = entry.makeLive {
      for control in makeLive(LiveContext(cycle: UpdateCycle(), timers: SessionTimers())) {
        if let reason = Self.problem(with: control.id) {
          throw .invalidLiveControlID(control.id, entry: entry.id, reason: reason)
        }
        guard taken.insert(control.id).inserted else {
          throw .duplicateLiveControlID(control.id, entry: entry.id)
        }
      }
    }
    entries.append(entry)
    liveControlIDs = taken
  }

  /// The entry with `id`, or `nil`.
  ///
  /// - Parameter id: An entry id.
  /// - Returns: The entry.
  public func entry(id: String) -> PlaygroundEntry? {
    entries.first { $0.id == id }
  }

  static func problem(with id: String) -> String? {
    if id.isEmpty { return "the id is empty" }
    if id.count > 64 { return "the id is longer than 64 characters" }
    for scalar in id.unicodeScalars {
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_.".unicodeScalars.contains(scalar)
      if !allowed { return "\"\(scalar)\" is not allowed (only ASCII letters, digits, -, _ and .)" }
    }
    return nil
  }
}

/// Why a registry refused an entry.
public enum PlaygroundRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The entry's id cannot be used as an anchor and an id prefix.
  case invalidID(String, reason: String)
  /// An entry with this id is already registered.
  case duplicateID(String)
  /// A live control of the entry has an id that cannot be used as an element id and in messages.
  case invalidLiveControlID(String, entry: String, reason: String)
  /// A live control of the entry has the id of another live control, of this entry or of one
  /// registered before it.
  case duplicateLiveControlID(String, entry: String)

  /// A sentence naming the id and the problem.
  public var description: String {
    switch self {
    case .invalidID(let id, let reason): "entry id \"\(id)\": \(reason)"
    case .duplicateID(let id): "entry id \"\(id)\" is already registered"
    case .invalidLiveControlID(let id, let entry, let reason):
      "entry \"\(entry)\" makes a live control with id \"\(id)\": \(reason)"
    case .duplicateLiveControlID(let id, let entry):
      "entry \"\(entry)\" makes a live control with id \"\(id)\", which another live control already has"
    }
  }
}

extension PlaygroundRegistry: GalleryProvider {
  /// One section per entry, in registration order.
  ///
  /// - Returns: The sections.
  public func gallerySections() -> [GallerySection] {
    entries.map { $0.gallerySection() }
  }
}

extension PlaygroundRegistry: PlaygroundSceneFactory {
  /// A fresh scene with every entry's live controls, sharing one update cycle.
  ///
  /// - Parameter timers: The session's timers.
  /// - Returns: The scene.
  public func makeScene(timers: SessionTimers) -> any PlaygroundScene {
    RegistryScene(entries: entries, timers: timers)
  }
}
