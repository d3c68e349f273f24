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
  /// ``text`` as last made, until the next send.
  private var madeText: String? = ""

  /// Records one send; a send with `touchDown` starts a new record.
  ///
  /// - Parameter events: The events of the send.
  func record(_ events: ControlEvent) {
    madeText = nil
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
  /// empty string before the first send. Made once per change: a control drawn again without sending
  /// anything reuses it.
  var text: String {
    if let madeText { return madeText }
    var text = dropped ? "…" : ""
    for send in sends {
      if !text.isEmpty { text += ", " }
      var first = true
      for bit in 0..<Self.names.count where send.events.rawValue & (1 << UInt(bit)) != 0 {
        guard !Self.names[bit].isEmpty else { continue }
        if !first { text += "+" }
        text += Self.names[bit]
        first = false
      }
      if send.count > 1 { text += " ×\(send.count)" }
    }
    madeText = text
    return text
  }

  /// Each event bit's name, as `ControlEvent` names it (`touchDown` for bit 0; empty for a bit it does not
  /// name), made once.
  private static let names: [String] = (0..<UInt.bitWidth).map { bit in
    String(ControlEvent(rawValue: 1 << UInt(bit)).description.dropFirst().dropLast())
  }
}
