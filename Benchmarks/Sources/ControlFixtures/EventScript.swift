/// What a load session sends, and what the instruction gate's `hostEvent` mode sends through one live
/// session: presses, releases and clicks on the checkout example's Add Item button, in the order a
/// browser reports a tap.
///
/// Each click adds one item to the cart, and the Checkout button's title counts them, so a session's
/// last reply says whether every event was applied once and in order.
public struct EventScript: Sendable {
  /// The control every event is addressed to.
  public static let target = "checkout.add"
  /// The control whose title counts the clicks.
  public static let counter = "checkout.pay"

  /// The number of events a session sends.
  public let count: Int

  /// Creates a script.
  ///
  /// - Parameter count: The number of events; a multiple of 3 ends on a click.
  public init(count: Int) {
    self.count = count
  }

  /// The wire text of event `index`, with `seq` equal to `index + 1`.
  ///
  /// - Parameter index: The event's index, from 0.
  /// - Returns: The message a browser would send.
  public func message(_ index: Int) -> String {
    let kinds = ["pointerdown", "pointerup", "click"]
    return #"{"seq":\#(index + 1),"control":"\#(Self.target)","event":"\#(kinds[index % 3])"}"#
  }

  /// The Checkout button's title once every event is applied: one item per click.
  public var expectedTitle: String { "Checkout \(count / 3)" }
}
