public import Stately
public import StatelyControls

/// The iOS 15 configuration tutorial's external-state example: a checkout button whose title counts the items in a cart that
/// lives outside it, and an "Add Item" button that fills the cart.
///
/// The article's points, as this example shows them:
/// - the checkout button is `filled()`, `.large` and pink, and its title is written by
///   `configurationUpdateHandler` from ``Cart/itemCount``: "Checkout N";
/// - the cart is the app's model, outside the button: an `@Observable` ``Cart`` whose ``Cart/itemCount``
///   the handler reads, so a change updates the button with no `setNeedsUpdateConfiguration()`, and N
///   additions in one event give one update;
/// - the "Add Item" button is `gray()` and adds one item per tap.
///
/// ```swift
/// let example = CheckoutExample()
/// example.addItemButton.tap()
/// example.addItemButton.tap()
/// example.cycle.flush()
/// example.checkoutButton.appearance.title  // "Checkout 2"
/// ```
public final class CheckoutExample {
  /// The update cycle both buttons share; the host flushes it once per event.
  public let cycle: UpdateCycle
  /// The cart, outside both buttons.
  public let cart: Cart
  /// "Add Item", `gray()`: each primary action adds one item.
  public let addItemButton: StatelyButton
  /// "Checkout N", `filled()`, `.large`, system pink.
  public let checkoutButton: StatelyButton

  /// The states either button can be in: UIKit's standard three.
  public static let stateSpace = StateSpace.standard

  /// The checkout button's configuration before its handler runs.
  public static let checkoutConfiguration: ButtonConfiguration = {
    var configuration = ButtonConfiguration.filled()
    configuration.baseBackgroundColor = .systemPink
    configuration.buttonSize = .large
    return configuration
  }()

  /// The "Add Item" button's configuration.
  public static let addItemConfiguration: ButtonConfiguration = {
    var configuration = ButtonConfiguration.gray()
    configuration.title = "Add Item"
    return configuration
  }()

  /// Creates the cart and both buttons.
  ///
  /// - Parameters:
  ///   - traits: The appearance and tint to resolve against.
  ///   - cycle: The cycle both buttons share. Defaults to a new one.
  public init(traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()) {
    self.cycle = cycle
    let cart = Cart()
    self.cart = cart
    addItemButton = StatelyButton(
      configuration: Self.addItemConfiguration,
      primaryAction: StatelyButton.Action { _ in try? cart.add() }, traits: traits, cycle: cycle)
    checkoutButton = StatelyButton(configuration: Self.checkoutConfiguration, traits: traits, cycle: cycle)
    checkoutButton.configurationUpdateHandler = { [unowned cart] button in
      button.configuration?.title = "Checkout \(cart.itemCount)"
    }
    // Where reads are not tracked, the cart asks for the update itself.
    if !cycle.tracksModelReads { cart.addDependent(checkoutButton) }
  }

  /// The example's rule tables: none. The title comes from the handler, as in the article, and the
  /// colours from the styles' defaults.
  public var ruleDiagnostics: [(property: String, diagnostics: TableDiagnostics)] { [] }
}
