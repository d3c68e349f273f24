import PropertyBased
import Testing

@testable import StatelyControls

@Suite("Geometry and layout of values")
struct GeometryTests {
  @Test("isSingleEdge holds exactly for the four single-edge raw values")
  func singleEdgeProperty() async {
    await propertyCheck(input: Gen.uint(in: 0...64)) { raw in
      #expect(DirectionalEdge(rawValue: raw).isSingleEdge == [1, 2, 4, 8].contains(raw))
    }
  }

  @Test("Inset validation agrees with a plain check of every edge")
  func insetsProperty() async {
    let value = Gen.double(in: -10...10)
    await propertyCheck(input: value, value, value, value, Gen.bool) { t, l, b, r, allowsNegative in
      let insets = DirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r)
      let valid = allowsNegative || [t, l, b, r].allSatisfy { $0 >= 0 }
      let passed = (try? insets.validate(property: "x", allowsNegative: allowsNegative)) != nil
      #expect(passed == valid)
      #expect(insets.horizontal == l + r && insets.vertical == t + b)
    }
  }

  @Test("A button configuration stays lean: stored inline in under 700 bytes")
  func configurationIsLean() {
    #expect(MemoryLayout<ButtonConfiguration>.size < 700)
    #expect(MemoryLayout<ColorTransformer?>.size <= 9)
    #expect(MemoryLayout<TextAttributesTransformer?>.size <= 8)
  }

  @Test("Image references keep their source, name and symbol configuration")
  func imageReference() {
    let heart = ImageReference.system("heart.fill")
    #expect(heart.isSymbol && heart.name == "heart.fill")
    #expect(!ImageReference.resource("Logo").isSymbol)
    let bold = heart.withSymbolConfiguration(SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large))
    #expect(bold != heart)
    #expect(bold.symbolConfiguration?.weight?.rawValue == 7)
    #expect(bold.source == heart.source)
  }
}
