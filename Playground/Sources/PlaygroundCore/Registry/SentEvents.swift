import Stately

/// The events one live control sent since its last touch went down, for the inspector: each send's
/// events joined by `+` (one send can carry several, such as `touchUpInside+primaryActionTriggered`), a
/// send repeated in a row counted (`touchDragInside ×4`), the sends separated by `, `, the last
/// ``limit`` kept.
///
/// The scene registers ``record(_:)`` as the last action of each control for every event, so it hears
/// every send, in order, after the control's own actions.
final class SentEvents {
  /// How many sends (repeats in a row counted as one) are kept; older ones are dropped, and the text
  /// then starts with `…, `.
  static let limit = 16

  /// The sends kept, oldest first, each with how many times it came in a row.
  private var sends: [(events: ControlEvent, count: Int)] = []
  /// Whether older sends were dropped since the touch went down.
  private var dropped = false

  /// Records one send; a send with `touchDown` starts a new record.
  ///
  /// - Parameter events: The events of the send.
  func record(_ events: ControlEvent) {
    if events.contains(.touchDown) {
      sends.removeAll(keepingCapacity: true)
      dropped = false
    }
    if let last = sends.last, last.events == events {
      sends[sends.count - 1].count += 1
      return
    }
    if sends.count == Self.limit {
      sends.removeFirst()
      dropped = true
    }
    sends.append((events, 1))
  }

  /// The record as text: `touchDown, touchDragInside ×3, touchUpInside, primaryActionTriggered`, or the
  /// empty string before the first send.
  var text: String {
    let names = sends.map { send in
      let name = String(send.events.description.dropFirst().dropLast()).replacing(", ", with: "+")
      return send.count == 1 ? name : "\(name) ×\(send.count)"
    }
    return (dropped ? "…, " : "") + names.joined(separator: ", ")
  }
}
