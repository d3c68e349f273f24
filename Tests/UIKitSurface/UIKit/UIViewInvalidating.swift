// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Apple documents these declarations; this file only transcribes them (see ../README.md).

/// `UIViewInvalidating`: a kind of update a property change makes a view need.
@available(iOS 15.0, *)
public protocol UIViewInvalidating {
  func invalidate(view: UIView)
}

@available(iOS 15.0, *)
extension UIView {
  /// `UIView.Invalidations`: the kinds of invalidation, here only the configuration.
  public enum Invalidations {
    /// `UIView.Invalidations.Configuration`: calls `setNeedsUpdateConfiguration()` on the views that
    /// have one (buttons and cells).
    public struct Configuration: UIViewInvalidating {
      public init() {}
      public func invalidate(view: UIView) {
        MainActor.assumeIsolated {
          (view as? UIButton)?.setNeedsUpdateConfiguration()
          (view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
        }
      }
    }
  }

  /// `UIView.Invalidating`: a property of a view whose change invalidates it. Apple's page says it
  /// "notifies the system when a change in the property value invalidates" the view; this stand-in
  /// invalidates when the new value differs from the old one, which its `Equatable` requirement suggests.
  @propertyWrapper
  public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
    var value: Value
    let invalidation: InvalidationType

    public init(wrappedValue: Value, _ invalidation: InvalidationType) {
      value = wrappedValue
      self.invalidation = invalidation
    }

    @available(*, unavailable, message: "@UIView.Invalidating is only available on UIView subclasses")
    public var wrappedValue: Value {
      get { fatalError("unavailable") }
      set { fatalError("unavailable") }
    }

    @MainActor
    public static subscript<InstanceType: UIView>(
      _enclosingInstance observed: InstanceType,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<InstanceType, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<InstanceType, Self>
    ) -> Value {
      get { observed[keyPath: storageKeyPath].value }
      set {
        let old = observed[keyPath: storageKeyPath].value
        observed[keyPath: storageKeyPath].value = newValue
        if old != newValue { observed[keyPath: storageKeyPath].invalidation.invalidate(view: observed) }
      }
    }
  }
}

@available(iOS 15.0, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
  public static var configuration: UIView.Invalidations.Configuration { UIView.Invalidations.Configuration() }
}
