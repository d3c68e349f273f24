extension DynamicColor: CustomStringConvertible {
  /// The colour as a designer reads it: one hex value when light and dark agree, otherwise both.
  ///
  /// ```swift
  /// DynamicColor(ResolvedColor(hex: 0xFF2D55)).description  // "#FF2D55"
  /// DynamicColor.label.description                          // "#000000 light, #FFFFFF dark"
  /// ```
  public var description: String {
    light == dark ? light.hexString : "\(light.hexString) light, \(dark.hexString) dark"
  }
}
