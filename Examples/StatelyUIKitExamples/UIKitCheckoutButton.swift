#if canImport(UIKit)
  public import Stately
  import StatelyControls
  public import StatelyExamples
  public import StatelyUIKit
  public import UIKit

  /// The cart of the checkout example: the item count lives outside the button.
  @MainActor
  public final class UIKitCart {
    /// The number of items.
    public private(set) var count = 0
    /// Called after every change.
    var onChange: [() -> Void] = []

    /// Creates an empty cart.
    public init() {}

    /// Adds items, as the portable `Cart` does.
    ///
    /// - Parameter items: How many; a negative count is refused, and so is one that would take the total
    ///   past `Int.max`.
    /// - Throws: `CartError.negativeCount(_:)`, `CartError.tooMany(adding:to:)`.
    public func add(_ items: Int = 1) throws(CartError) {
      guard items >= 0 else { throw .negativeCount(items) }
      guard items > 0 else { return }
      let (total, overflow) = count.addingReportingOverflow(items)
      guard !overflow else { throw .tooMany(adding: items, to: count) }
      count = total
      onChange.forEach { $0() }
    }

    /// Empties the cart.
    public func removeAll() {
      count = 0
      onChange.forEach { $0() }
    }
  }

  /// The iOS 15 configuration tutorial's checkout button on a real `UIButton`: its title counts the
  /// cart's items. The cart calls `setNeedsUpdateConfiguration()` on each change, so ten additions in
  /// one event give one update; the `configurationUpdateHandler` writes the title after the machine's
  /// configuration was applied, as UIKit orders them.
  @MainActor
  public final class UIKitCheckoutButton: StatelyUIButton {
    /// The cart the title counts.
    public let cart: UIKitCart
    /// How many times the handler ran.
    public private(set) var handlerRuns = 0

    /// Creates the button for a cart.
    ///
    /// - Parameters:
    ///   - cart: The cart.
    ///   - cycle: The cycle its updates coalesce in. Defaults to the main run loop's.
    public init(cart: UIKitCart, cycle: UpdateCycle = .mainRunLoop()) {
      self.cart = cart
      var base = ButtonConfiguration.filled()
      base.title = "Checkout"
      base.image = .system("cart")
      super.init(configurationTable: ConfigurationTable(base: base), cycle: cycle)
      cart.onChange.append { [weak self] in self?.setNeedsUpdateConfiguration() }
      configurationUpdateHandler = { button in
        guard let button = button as? UIKitCheckoutButton else { return }
        button.handlerRuns += 1
        var configuration = button.configuration
        configuration?.title = "Checkout \(button.cart.count)"
        button.configuration = configuration
      }
    }

    /// Not supported: the button needs its cart.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }
  }
#endif
