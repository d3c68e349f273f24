import Foundation
import Observation
import Stately
import StatelyControls
import Testing

/// A mail message as an app's model.
@Observable private final class Message {
  var subject = "Hello"
  var isUnread = true
}

/// The cart of the article "Looks that follow @Observable models", as its first code block declares it.
@Observable private final class Cart {
  var itemCount = 0
}

/// A cell that shows a message from its `updateConfiguration(using:)` override.
private final class MessageCell: Cell {
  let message: Message

  init(message: Message, cycle: UpdateCycle) {
    self.message = message
    super.init(cycle: cycle)
  }

  override func updateConfiguration(using state: CellConfigurationState) {
    var content = defaultContentConfiguration()
    content.text = message.subject
    content.secondaryText = message.isUnread ? "Unread" : nil
    contentConfiguration = content
  }
}

/// UIKit tracks `updateConfiguration(using:)` and `configurationUpdateHandler` of cells from iOS 26
/// (developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:)).
@Suite("Cells and buttons that follow @Observable models", .enabled(if: UpdateCycle().tracksModelReads))
struct CellModelTrackingTests {
  @Test("A cell's configuration update re-runs when the message it read changes, once per flush")
  func cellFollowsItsMessage() {
    let cycle = UpdateCycle()
    let message = Message()
    let cell = MessageCell(message: message, cycle: cycle)
    cycle.flush()
    #expect(cell.appearance.content?.text?.string == "Hello")
    message.subject = "Re: Hello"
    message.isUnread = false
    #expect(cycle.flush().updates == 1)
    #expect(cell.appearance.content?.text?.string == "Re: Hello")
    #expect(cell.appearance.content?.secondaryText == nil)
  }

  @Test("The article's checkout: ten writes to the cart, one update, \"Checkout 10\"")
  func articleCheckout() {
    // article-begin
    let cycle = UpdateCycle()
    let cart = Cart()
    let checkout = StatelyButton(configuration: .filled(), cycle: cycle)
    checkout.configurationUpdateHandler = { button in
      button.configuration?.title = "Checkout \(cart.itemCount)"
    }
    cycle.flush()  // "Checkout 0"

    for _ in 0..<10 { cart.itemCount += 1 }
    cycle.flush()  // one update: "Checkout 10"
    // article-end
    #expect(checkout.appearance.title == "Checkout 10")
    #expect(checkout.engine.updateCount == 2)
  }

  @Test("The article shows the checkout exactly as tested")
  func articleShowsTheSnippet() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let article = try packageFile("Sources/Stately/Stately.docc/ObservableModels.md")
    #expect(article.contains("```swift\n" + (try snippet("article", in: source)) + "```"))
    #expect(article.contains("@Observable final class Cart {\n  var itemCount = 0\n}"))
  }

  @Test("A button's handler that reads a cart updates its title with no setNeedsUpdateConfiguration()")
  func buttonHandlerFollowsItsModel() {
    let cycle = UpdateCycle()
    let message = Message()
    let button = StatelyButton(configuration: .filled(), cycle: cycle)
    button.configurationUpdateHandler = { button in
      button.configuration?.title = message.isUnread ? "Mark as Read" : "Mark as Unread"
    }
    cycle.flush()
    #expect(button.appearance.title == "Mark as Read")
    message.isUnread = false
    #expect(cycle.flush().updates == 1)
    #expect(button.appearance.title == "Mark as Unread")
  }
}
