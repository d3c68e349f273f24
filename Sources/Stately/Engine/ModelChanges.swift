internal import Synchronization

/// A change to an observable property that a control read, as its tracking posts it.
struct ModelChange: Sendable, Hashable {
  /// What read the property.
  enum Reader: Sendable, Hashable {
    /// The host's phases of an update: the override, the handler, the cell's configuration update.
    case update
    /// The computed factors.
    case factors
  }

  /// The tracking number of the engine that read it (see ``ControlEngine/trackingNumber``).
  let engine: Int
  /// What read it.
  let reader: Reader
  /// The registration that saw it: a change seen by an older registration than the reader's latest is
  /// ignored, since the latest read did not read that property.
  let registration: Int
}

/// Where tracking posts changes, from whatever thread changed the model, for a cycle's next flush.
///
/// The only state shared across threads, behind a mutex: the engine and its cycle stay in their
/// isolation domain, and the flush takes the posted changes there.
protocol ModelChangeInbox: Sendable {
  /// Posts a change and, when it is the first since the last ``take()``, calls the wake handler.
  func post(_ change: ModelChange)
  /// The changes posted since the last call, in posting order.
  func take() -> [ModelChange]
  /// Whether a change is waiting.
  var hasChanges: Bool { get }
  /// Sets the handler called, from the posting thread, when the first change since the last
  /// ``take()`` arrives.
  func setWakeHandler(_ handler: (@Sendable () -> Void)?)
}

/// The inbox, on platforms with `Synchronization.Mutex`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class MutexModelChangeInbox: ModelChangeInbox {
  private struct Contents {
    var changes: [ModelChange] = []
    var wake: (@Sendable () -> Void)?
  }

  private let contents = Mutex(Contents())

  func post(_ change: ModelChange) {
    let wake = contents.withLock { contents -> (@Sendable () -> Void)? in
      contents.changes.append(change)
      return contents.changes.count == 1 ? contents.wake : nil
    }
    // Outside the lock: the handler may post a flush that takes the changes.
    wake?()
  }

  func take() -> [ModelChange] {
    contents.withLock { contents in
      let changes = contents.changes
      contents.changes = []
      return changes
    }
  }

  var hasChanges: Bool { contents.withLock { !$0.changes.isEmpty } }

  func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
    contents.withLock { $0.wake = handler }
  }
}
