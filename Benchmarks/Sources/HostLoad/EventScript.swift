/// What every load session sends: presses, releases and clicks on the checkout example's Add Item
/// button, in the order a browser reports a tap.
///
/// Each click adds one item to the cart, and the Checkout button's title counts them, so a session's
/// last reply says whether every event was applied once and in order.
struct EventScript {
  /// The control every event is addressed to.
  static let target = "checkout.add"
  /// The control whose title counts the clicks.
  static let counter = "checkout.pay"

  /// The number of events a session sends.
  let count: Int

  /// The wire text of event `index`, with `seq` equal to `index + 1`.
  func message(_ index: Int) -> String {
    let kinds = ["pointerdown", "pointerup", "click"]
    return #"{"seq":\#(index + 1),"control":"\#(Self.target)","event":"\#(kinds[index % 3])"}"#
  }

  /// The Checkout button's title once every event is applied: one item per click.
  var expectedTitle: String { "Checkout \(count / 3)" }
}
