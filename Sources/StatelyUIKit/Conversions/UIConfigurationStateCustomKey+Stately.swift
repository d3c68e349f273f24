#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  extension UIConfigurationStateCustomKey {
    /// UIKit's custom state key of the same name, such as `"com.example.archived"`.
    ///
    /// - Parameter key: A typed Stately key.
    public init<Value>(_ key: ConfigurationStateKey<Value>) {
      self.init(key.name)
    }
  }

  extension UIConfigurationState {
    /// The value of a typed custom state, or the key's default when it is not set or holds another
    /// type: reading and writing UIKit's state through Stately's typed keys, such as an `isArchived` key
    /// declared as `ConfigurationStateKey` shows:
    ///
    /// ```swift
    /// state[stately: .isArchived] = true
    /// ```
    ///
    /// - Parameter key: The typed key.
    public subscript<Value>(stately key: ConfigurationStateKey<Value>) -> Value {
      get { self[UIConfigurationStateCustomKey(key)]?.base as? Value ?? key.defaultValue }
      set {
        self[UIConfigurationStateCustomKey(key)] = newValue == key.defaultValue ? nil : AnyHashable(newValue)
      }
    }
  }
#endif
