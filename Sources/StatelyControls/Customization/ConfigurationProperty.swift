/// The properties of a ``CustomizableConfiguration``: one case per ``Customizable`` field, whose raw
/// value is the field's name, and whose case name is what descriptions print.
///
/// ```swift
/// enum Property: String, ConfigurationProperty {
///   case color
///   case title = "titleContent"   // `title` and `attributedTitle` are views over `titleContent`
/// }
/// ```
///
/// The enum is the name table: each configuration's ``CustomizableConfiguration/isCustomized(_:)`` reads
/// the field a case names, descriptions name cases by their case names, and Stately's tests read the
/// fields by these raw values to check that every case reads its own field.
public protocol ConfigurationProperty: RawRepresentable, CaseIterable, Hashable, Sendable, Comparable
where RawValue == String, AllCases == [Self] {}

extension ConfigurationProperty {
  /// Orders properties as their enum declares them.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    let cases = allCases
    return (cases.firstIndex(of: lhs) ?? 0) < (cases.firstIndex(of: rhs) ?? 0)
  }

  /// The property's name, such as `title`: its case name.
  public var name: String { String(describing: self) }
}
