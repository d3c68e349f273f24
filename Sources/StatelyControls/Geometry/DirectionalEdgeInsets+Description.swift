extension DirectionalEdgeInsets: CustomStringConvertible {
  /// The insets as a designer reads them, edge by edge, in points.
  ///
  /// ```swift
  /// DirectionalEdgeInsets(vertical: 7, horizontal: 12).description
  /// // "top 7 · leading 12 · bottom 7 · trailing 12"
  /// ```
  public var description: String {
    "top \(top.pointsDescription) · leading \(leading.pointsDescription) · "
      + "bottom \(bottom.pointsDescription) · trailing \(trailing.pointsDescription)"
  }
}
