#if canImport(SwiftUI) && os(iOS)
  public import StatelyControls
  public import SwiftUI

  extension Color {
    /// A SwiftUI colour with the same sRGB components; a NaN component becomes `0`.
    ///
    /// - Parameter color: A resolved colour, such as a `ButtonAppearance`'s `foregroundColor`.
    public init(_ color: ResolvedColor) {
      func component(_ value: Double) -> Double { value.isNaN ? 0 : value }
      self.init(
        .sRGB, red: component(color.red), green: component(color.green), blue: component(color.blue),
        opacity: component(color.alpha))
    }
  }

  extension UserInterfaceStyle {
    /// Stately's light or dark appearance for a SwiftUI colour scheme: dark for `.dark`, light otherwise.
    ///
    /// - Parameter colorScheme: The environment's `colorScheme`.
    public init(_ colorScheme: ColorScheme) {
      self = colorScheme == .dark ? .dark : .light
    }
  }
#endif
