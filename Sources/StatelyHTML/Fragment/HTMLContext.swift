public import Stately

/// What a renderer needs besides the value it draws: the root element's id and extra attributes, the
/// names of the control's custom states, and an accessible label.
public struct HTMLContext: Sendable, Hashable {
  /// The root element's `id`, or `nil` for none.
  public var id: String?
  /// The names of the control's custom states, used to list its state's bits in `data-state`.
  public var names: StateNames
  /// Extra attributes for the root element, such as ``HTMLAttribute/dataControl(_:)``.
  public var attributes: [HTMLAttribute]
  /// An accessible name for controls that have no visible one, such as `"New PIN"`; `nil` for the
  /// renderer's default.
  public var label: String?

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - id: The root element's `id`. Defaults to none.
  ///   - names: The names of custom states. Defaults to none.
  ///   - attributes: Extra attributes for the root element. Defaults to none.
  ///   - label: An accessible name. Defaults to the renderer's.
  public init(
    id: String? = nil, names: StateNames = .unnamed, attributes: [HTMLAttribute] = [], label: String? = nil
  ) {
    self.id = id
    self.names = names
    self.attributes = attributes
    self.label = label
  }

  /// The root element's extra attributes with `data-state` first: the state's bits by name, separated
  /// by spaces, as every StatelyHTML renderer writes them (a `data-state` among ``attributes`` is
  /// dropped).
  ///
  /// - Parameter state: The state drawn.
  /// - Returns: The attributes to pass to ``HTMLFragment/element(_:id:classes:attributes:style:children:)``.
  public func rootAttributes(state: ControlState) -> [HTMLAttribute] {
    [HTMLAttribute.dataState(names.bitNames(of: state).joined(separator: " "))] + extraAttributes
  }

  /// ``attributes`` without a `data-state`, which every renderer writes itself.
  var extraAttributes: [HTMLAttribute] { attributes.filter { $0.name != "data-state" } }
}
