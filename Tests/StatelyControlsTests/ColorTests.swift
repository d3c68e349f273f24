import PropertyBased
import Testing

@testable import StatelyControls

@Suite("ResolvedColor")
struct ColorTests {
  @Test("A hex literal gives the expected components and prints back as the same hex")
  func hexRoundTrip() {
    let pink = ResolvedColor(hex: 0xFF2D55)
    #expect(pink.red == 1)
    #expect(pink.green == 45.0 / 255)
    #expect(pink.blue == 85.0 / 255)
    #expect(pink.alpha == 1)
    #expect(pink.hexString == "#FF2D55")
    #expect(ResolvedColor(hexRGBA: 0x3C3C_434D).hexString == "#3C3C434D")
    #expect(ResolvedColor.clear.hexString == "#00000000")
  }

  @Test("Every 24-bit hex literal round-trips through hexString")
  func hexRoundTripProperty() async {
    await propertyCheck(input: Gen.uint32(in: 0...0xFF_FFFF)) { hex in
      var digits = String(hex, radix: 16, uppercase: true)
      while digits.count < 6 { digits = "0" + digits }
      #expect(ResolvedColor(hex: hex).hexString == "#" + digits)
    }
  }

  @Test("The validating initializer rejects an out-of-range alpha and names it")
  func alphaOutOfRange() {
    #expect(
      throws: ColorError.invalidComponent(.alpha, value: 1.5, context: "ResolvedColor(red:green:blue:alpha:)")
    ) {
      try ResolvedColor(red: 0, green: 0, blue: 0, alpha: 1.5)
    }
    do {
      _ = try ResolvedColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1.5)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "alpha is 1.5 in ResolvedColor(red:green:blue:alpha:); every component must be a number in 0…1")
    }
  }

  @Test("The validating initializer reports the first bad component in channel order, NaN by name")
  func nanComponent() {
    do {
      _ = try ResolvedColor(red: 0.2, green: .nan, blue: 7, alpha: 1)
      Issue.record("expected an error")
    } catch {
      guard case .invalidComponent(let component, let value, _) = error else {
        Issue.record("wrong case \(error)")
        return
      }
      #expect(component == .green)
      #expect(value.isNaN)
      #expect(
        error.description
          == "green is NaN in ResolvedColor(red:green:blue:alpha:); every component must be a number in 0…1")
    }
  }

  @Test("Validation agrees with a plain range check for any four components")
  func validationProperty() async {
    let component = Gen.double(in: -0.5...1.5)
    await propertyCheck(input: component, component, component, component) { r, g, b, a in
      let expectedValid = [r, g, b, a].allSatisfy { $0 >= 0 && $0 <= 1 }
      let color = ResolvedColor(uncheckedRed: r, green: g, blue: b, alpha: a)
      #expect(color.isValid == expectedValid)
      #expect(((try? color.validated()) != nil) == expectedValid)
      #expect(((try? ResolvedColor(red: r, green: g, blue: b, alpha: a)) != nil) == expectedValid)
    }
  }

  @Test("Clamping construction and withAlphaComponent always give valid colours")
  func clampingProperty() async {
    let wide = Gen.double(in: -3...3)
    await propertyCheck(input: wide, wide) { white, alpha in
      let gray = ResolvedColor(white: white, alpha: alpha)
      #expect(gray.isValid)
      #expect(gray.red == min(max(white, 0), 1))
      #expect(gray.withAlphaComponent(alpha * 2).alpha == min(max(alpha * 2, 0), 1))
    }
    #expect(ResolvedColor(white: .nan).red == 0)
    #expect(ResolvedColor.white.withAlphaComponent(.nan).alpha == 0)
  }

  @Test("Mixing moves each channel by the fraction and keeps alpha")
  func mixingProperty() async {
    let unit = Gen.double(in: 0...1)
    await propertyCheck(input: unit, unit, unit) { a, b, fraction in
      let mixed = ResolvedColor(white: a, alpha: 0.4).mixed(with: ResolvedColor(white: b), fraction: fraction)
      #expect(abs(mixed.red - (a * (1 - fraction) + b * fraction)) < 1e-12)
      #expect(mixed.alpha == 0.4)
    }
  }

  @Test("A dynamic colour resolves to its light or dark value")
  func dynamicResolution() {
    #expect(DynamicColor.label.resolved(in: .light) == .black)
    #expect(DynamicColor.label.resolved(in: .dark) == .white)
    #expect(DynamicColor.systemBlue.resolved(in: .light).hexString == "#007AFF")
    #expect(DynamicColor.systemBlue.resolved(in: .dark).hexString == "#0A84FF")
    #expect(DynamicColor.secondaryLabel.resolved(in: .dark).hexString == "#EBEBF599")
    #expect(DynamicColor.systemBackground.resolved(for: TraitCollection.dark) == .black)
    let fixed = DynamicColor(ResolvedColor(hex: 0x123456))
    #expect(fixed.resolved(in: .light) == fixed.resolved(in: .dark))
  }

  @Test("Every palette colour is valid in both appearances")
  func paletteIsValid() {
    let palette: [DynamicColor] = [
      .systemBlue, .systemPink, .systemRed, .systemGreen, .systemOrange, .systemYellow,
      .systemPurple, .systemTeal, .systemIndigo, .systemGray, .systemGray2, .systemGray3,
      .systemGray4, .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel,
      .quaternaryLabel, .systemFill, .secondarySystemFill, .tertiarySystemFill,
      .quaternarySystemFill, .systemBackground, .secondarySystemBackground,
      .systemGroupedBackground, .separator, .clear, .white, .black,
    ]
    #expect(palette.count == 30)
    for color in palette { #expect(color.isValid) }
    // systemGray6 and secondarySystemBackground share their values; every other pair differs.
    #expect(Set(palette).count == palette.count - 1)
    #expect(DynamicColor.systemGray6 == .secondarySystemBackground)
  }

  @Test("Colours, transformers, insets and fonts print as a designer reads them, in traces and inspectors")
  func designerDescriptions() {
    #expect("\(ResolvedColor(hexRGBA: 0x3C3C_434D))" == "#3C3C434D")
    #expect("\(DynamicColor(ResolvedColor(hex: 0xFF2D55)))" == "#FF2D55")
    #expect("\(DynamicColor.label)" == "#000000 light, #FFFFFF dark")
    #expect("\(ColorTransformer.alpha(0.5))" == "alpha(0.5)")
    #expect("\(TextAttributesTransformer(name: "bold") { $0 })" == "bold")
    #expect(
      "\(DirectionalEdgeInsets(vertical: 7, horizontal: 12.5))"
        == "top 7 · leading 12.5 · bottom 7 · trailing 12.5")
    #expect(
      "\(SystemFont(pointSize: 17, weight: .semibold, textStyle: .headline))"
        == "headline, system 17 pt semibold")
    #expect("\(SystemFont(pointSize: 11))" == "system 11 pt regular")
  }

  @Test("Contrast ratios match WCAG's published values: 21 for black on white, 4.02 for system blue on white")
  func contrastRatiosMatchWCAG() {
    #expect(ResolvedColor.black.contrastRatio(with: .white) == 21)
    #expect(ResolvedColor.white.contrastRatio(with: .white) == 1)
    // #767676 is the lightest grey with 4.5:1 on white; #777777 falls just short.
    #expect(ResolvedColor(hex: 0x767676).contrastRatio(with: .white) >= 4.5)
    #expect(ResolvedColor(hex: 0x777777).contrastRatio(with: .white) < 4.5)
    #expect(abs(ResolvedColor(hex: 0x007AFF).contrastRatio(with: .white) - 4.02) < 0.01)
    #expect(ResolvedColor(hexRGBA: 0x7878_8029).composited(over: .white).hexString == "#E9E9EB")
  }

  @Test("Contrast is symmetric and between 1 and 21, and compositing keeps opaque colours and blends alpha")
  func contrastAndCompositingProperties() async {
    let channel = Gen.int(in: 0...255)
    await propertyCheck(input: channel, channel, channel, channel) { red, green, blue, alpha in
      let color = ResolvedColor(hexRGBA: UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | 0xFF)
      let ratio = color.contrastRatio(with: .white)
      #expect(ratio >= 1 && ratio <= 21)
      #expect(ratio == ResolvedColor.white.contrastRatio(with: color))
      #expect(color.composited(over: .black) == color)
      // Over white, each channel is the alpha-weighted mean of the colour and white.
      let translucent = color.withAlphaComponent(Double(alpha) / 255)
      let blended = translucent.composited(over: .white)
      let expected = translucent.red * translucent.alpha + (1 - translucent.alpha)
      #expect(abs(blended.red - expected) < 1e-9)
      #expect(blended.alpha == 1)
    }
  }
}
