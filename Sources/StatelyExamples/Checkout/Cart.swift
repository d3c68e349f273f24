public import Stately

/// The shopping cart of the iOS 15 configuration tutorial's checkout example: the item count lives outside the button.
///
/// Every change of ``itemCount`` calls `setNeedsUpdateConfiguration()` on the controls that read it,
/// as the article's `didSet` does; the host's flush then updates each of them once, however many
/// items were added in the event.
public final class Cart {
  /// The number of items; never negative.
  public private(set) var itemCount = 0 {
    didSet { if itemCount != oldValue { notifyDependents() } }
  }

  private var dependents: [WeakControl] = []

  /// Creates an empty cart.
  public init() {}

  /// Registers a control whose update reads the cart. Held weakly.
  ///
  /// - Parameter control: A control to ask for an update on every change.
  public func addDependent(_ control: Control) {
    dependents.removeAll { $0.control == nil || $0.control === control }
    dependents.append(WeakControl(control: control))
  }

  /// Adds items.
  ///
  /// - Parameter count: How many; a negative count is refused.
  /// - Throws: ``CartError/negativeCount(_:)``.
  public func add(_ count: Int = 1) throws(CartError) {
    guard count >= 0 else { throw .negativeCount(count) }
    itemCount += count
  }

  /// Removes every item.
  public func removeAll() { itemCount = 0 }

  private func notifyDependents() {
    dependents.removeAll { $0.control == nil }
    for entry in dependents { entry.control?.setNeedsUpdateConfiguration() }
  }

  private struct WeakControl {
    weak var control: Control?
  }
}

/// Why the cart refused a change.
public enum CartError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `add(_:)` was given a negative count.
  case negativeCount(Int)

  /// A sentence naming the bad count.
  public var description: String {
    switch self {
    case .negativeCount(let count): "cannot add \(count) items: the count must not be negative"
    }
  }
}
