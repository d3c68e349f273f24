import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("Checkout (the iOS 15 configuration tutorial): external state changes")
struct CheckoutTests {
  @Test("The checkout button is filled, large and pink and reads \"Checkout 0\" at first")
  func initialLook() {
    let example = CheckoutExample()
    example.cycle.flush()
    let checkout = example.checkoutButton.appearance
    #expect(checkout.title == "Checkout 0")
    #expect(checkout.style == .filled)
    #expect(checkout.buttonSize == .large)
    #expect(checkout.backgroundColor.hexString == "#FF2D55")
    #expect(example.addItemButton.appearance.title == "Add Item")
    #expect(example.addItemButton.appearance.style == .gray)
  }

  @Test("Tapping Add Item twice reads \"Checkout 2\"")
  func addItemTaps() {
    let example = CheckoutExample()
    example.addItemButton.tap()
    example.addItemButton.tap()
    example.cycle.flush()
    #expect(example.cart.itemCount == 2)
    #expect(example.checkoutButton.appearance.title == "Checkout 2")
  }

  @Test("N additions in one event produce one update")
  func coalesced() throws {
    let example = CheckoutExample()
    example.cycle.flush()
    let before = example.checkoutButton.engine.updateCount
    for _ in 0..<7 { try example.cart.add() }
    example.cycle.flush()
    #expect(example.checkoutButton.engine.updateCount == before + 1)
    #expect(example.checkoutButton.appearance.title == "Checkout 7")
  }

  @Test("A negative count is refused with a typed error and the cart is unchanged")
  func negativeCount() throws {
    let example = CheckoutExample()
    try example.cart.add(2)
    #expect(throws: CartError.negativeCount(-3)) { try example.cart.add(-3) }
    #expect(example.cart.itemCount == 2)
    example.cart.removeAll()
    example.cycle.flush()
    #expect(example.checkoutButton.appearance.title == "Checkout 0")
  }

  @Test(
    "A count that would take the total past Int.max is refused with a typed error and the cart is unchanged")
  func overflowingCount() throws {
    let example = CheckoutExample()
    try example.cart.add(Int.max - 1)
    #expect(throws: CartError.tooMany(adding: 2, to: Int.max - 1)) { try example.cart.add(2) }
    #expect(example.cart.itemCount == Int.max - 1)
    try example.cart.add(1)
    #expect(example.cart.itemCount == Int.max)
    #expect(
      CartError.tooMany(adding: 2, to: 5).description
        == "cannot add 2 items to a cart of 5: the total would be more than \(Int.max)")
  }

  @Test("Every reachable state of the checkout button keeps its count title")
  func fullTable() throws {
    // A button disabled while pressed ([highlighted, disabled], reachable as in UIKit) looks disabled:
    // in a configuration's default look, disabled wins.
    let expected: [String: String] = [
      "[normal]": "Checkout 3|-|#FF2D55|#FFFFFF",
      "[highlighted]": "Checkout 3|-|#CC2444|#FFFFFF",
      "[disabled]": "Checkout 3|-|#7676801F|#3C3C434D",
      "[highlighted, disabled]": "Checkout 3|-|#7676801F|#3C3C434D",
      "[selected]": "Checkout 3|-|#FF2D55|#FFFFFF",
      "[highlighted, selected]": "Checkout 3|-|#CC2444|#FFFFFF",
      "[disabled, selected]": "Checkout 3|-|#7676801F|#3C3C434D",
      "[highlighted, disabled, selected]": "Checkout 3|-|#7676801F|#3C3C434D",
    ]
    #expect(CheckoutExample.stateSpace.reachableStates.count == expected.count)
    for (text, look) in expected.sorted(by: { $0.key < $1.key }) {
      let example = CheckoutExample()
      try example.cart.add(3)
      example.checkoutButton.engine.setFactors(matching: state(text, in: CheckoutExample.stateSpace))
      example.cycle.flush()
      #expect(summary(example.checkoutButton.appearance) == look, "\(text)")
    }
  }
}
