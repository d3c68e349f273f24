import PropertyBased
import Testing

@testable import StatelyControls

@Suite("ColorTransformer")
struct ColorTransformerTests {
  /// Brute-force Rec. 709 luma, written out independently of the library.
  static func referenceLuma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.2126 + g * 0.7152 + b * 0.0722
  }

  @Test("Grayscale sets every channel to the Rec. 709 luma and keeps alpha")
  func grayscaleProperty() async throws {
    let unit = Gen.double(in: 0...1)
    await propertyCheck(input: unit, unit, unit, unit) { r, g, b, a in
      let output = try ColorTransformer.grayscale.apply(ResolvedColor(red: r, green: g, blue: b, alpha: a))
      let luma = Self.referenceLuma(r, g, b)
      #expect(abs(output.red - luma) < 1e-12)
      #expect(output.red == output.green && output.green == output.blue)
      #expect(output.alpha == a)
    }
    #expect(try ColorTransformer.grayscale.apply(.white) == .white)
    #expect(try ColorTransformer.grayscale.apply(ResolvedColor(hex: 0x007AFF)).hexString == "#6A6A6A")
  }

  @Test("Monochrome tint maps the luma L to 0.5 + (L - 0.5) / 2 and keeps alpha")
  func monochromeTintProperty() async {
    let unit = Gen.double(in: 0...1)
    await propertyCheck(input: unit, unit, unit, unit) { r, g, b, a in
      let output = try ColorTransformer.monochromeTint.apply(
        ResolvedColor(red: r, green: g, blue: b, alpha: a))
      let expected = 0.5 + (Self.referenceLuma(r, g, b) - 0.5) / 2
      #expect(abs(output.blue - expected) < 1e-12)
      #expect(output.red == output.blue && output.green == output.blue)
      #expect((0.25...0.75).contains(output.red))
      #expect(output.alpha == a)
    }
  }

  @Test("Identity and preferredTint return the colour unchanged but stay distinguishable")
  func identityAndPreferredTint() async {
    let unit = Gen.double(in: 0...1)
    await propertyCheck(input: unit, unit, unit) { r, g, b in
      let color = try ResolvedColor(red: r, green: g, blue: b)
      #expect(try ColorTransformer.identity.apply(color) == color)
      #expect(try ColorTransformer.preferredTint.apply(color) == color)
    }
    #expect(ColorTransformer.identity != ColorTransformer.preferredTint)
  }

  @Test("alpha(_:) multiplies the alpha and rejects a result above 1, naming the transformer")
  func alphaPreset() throws {
    #expect(try ColorTransformer.alpha(0.5).apply(ResolvedColor(white: 1, alpha: 0.8)).alpha == 0.4)
    #expect(ColorTransformer.alpha(0.5) == .alpha(0.5))
    #expect(ColorTransformer.alpha(0.5) != .alpha(0.25))
    do {
      _ = try ColorTransformer.alpha(2).apply(.white)
      Issue.record("expected an error")
    } catch {
      #expect(error == .invalidTransformerOutput(transformer: "alpha(2.0)", component: .alpha, value: 2))
      #expect(
        error.description
          == "ColorTransformer \"alpha(2.0)\" returned a colour whose alpha is 2.0; "
          + "every component must be a number in 0…1")
    }
  }

  @Test("A custom transformer returning NaN makes apply throw an error naming it")
  func customInvalidOutput() {
    let broken = ColorTransformer(name: "broken") { color in
      ResolvedColor(uncheckedRed: .nan, green: color.green, blue: color.blue, alpha: color.alpha)
    }
    do {
      _ = try broken(.white)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("ColorTransformer \"broken\" returned a colour whose red is NaN"))
    }
    #expect(throws: ColorError.self) { try broken.apply(dynamic: .systemBlue) }
  }

  @Test("Custom transformers compare by name; presets never equal a custom one of the same name")
  func customEquality() {
    let first = ColorTransformer(name: "fade") { $0.multiplyingAlpha(by: 0.5) }
    let second = ColorTransformer(name: "fade") { $0 }
    let other = ColorTransformer(name: "dim") { $0 }
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != other)
    #expect(ColorTransformer(name: "grayscale") { $0 } != .grayscale)
    #expect(Set([first, second, other, .grayscale, .identity]).count == 4)
  }
}
