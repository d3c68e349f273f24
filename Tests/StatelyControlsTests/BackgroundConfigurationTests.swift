import Testing

@testable import StatelyControls

@Suite("BackgroundConfiguration")
struct BackgroundConfigurationTests {
  @Test("clear() is transparent, uncustomised, with UIKit's defaults")
  func clearDefaults() throws {
    let background = BackgroundConfiguration.clear()
    #expect(background.backgroundColor == .clear)
    #expect(background.cornerRadius == 0)
    #expect(background.strokeWidth == 0)
    #expect(background.imageContentMode == .scaleToFill)
    #expect(background.customizedProperties.isEmpty)
    #expect(try background.resolvedBackgroundColor(in: .light) == .clear)
  }

  @Test("Setting a property marks exactly that property customised")
  func settingMarksCustomised() {
    var background = BackgroundConfiguration.clear()
    background.cornerRadius = 12
    background.strokeColor = .separator
    #expect(background.customizedProperties == [.cornerRadius, .strokeColor])
    #expect(background.isCustomized(.cornerRadius))
    #expect(!background.isCustomized(.backgroundColor))
  }

  @Test("setDefault changes only uncustomised properties")
  func setDefaultKeepsCustomised() {
    var background = BackgroundConfiguration.clear()
    background.cornerRadius = 12
    background.setDefault(\.$cornerRadius, 4)
    background.setDefault(\.$strokeWidth, 2)
    #expect(background.cornerRadius == 12)
    #expect(background.strokeWidth == 2)
    #expect(!background.isCustomized(.strokeWidth))
  }

  @Test("A nil background or stroke colour resolves to the tint, then the transformer runs")
  func nilMeansTint() throws {
    var background = BackgroundConfiguration.clear()
    background.backgroundColor = nil
    background.backgroundColorTransformer = .alpha(0.5)
    let traits = TraitCollection(userInterfaceStyle: .dark, tintColor: .systemPink)
    #expect(try background.resolvedBackgroundColor(in: traits).hexString == "#FF375F80")
    #expect(try background.resolvedBackgroundColor(for: .systemGreen).light.hexString == "#34C75980")
    #expect(try background.resolvedStrokeColor(in: traits).hexString == "#FF375F")
    background.strokeColor = .separator
    #expect(try background.resolvedStrokeColor(for: .systemPink) == .separator)
  }

  @Test("A negative corner radius or stroke width is an error naming the property")
  func negativeLengths() {
    var background = BackgroundConfiguration.clear()
    background.cornerRadius = -2
    #expect(throws: ConfigurationError.negative(property: "BackgroundConfiguration.cornerRadius", value: -2))
    {
      try background.validate()
    }
    background.cornerRadius = 2
    background.strokeWidth = -1
    do {
      _ = try background.resolvedAppearance(in: .light)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "BackgroundConfiguration.strokeWidth is -1.0; it must be zero or positive")
    }
  }

  @Test("Negative insets and stroke outsets are allowed; NaN is not")
  func insetsRules() throws {
    var background = BackgroundConfiguration.clear()
    background.backgroundInsets = DirectionalEdgeInsets(top: -4, leading: -4, bottom: 0, trailing: 0)
    background.strokeOutset = -1
    try background.validate()
    background.backgroundInsets.bottom = .nan
    do {
      try background.validate()
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "BackgroundConfiguration.backgroundInsets.bottom is NaN; it must be a finite number")
    }
  }

  @Test("A transformer with invalid output surfaces as a configuration error naming both")
  func transformerErrorInAppearance() {
    var background = BackgroundConfiguration.clear()
    background.strokeColorTransformer = ColorTransformer(name: "overbright") { _ in
      ResolvedColor(uncheckedRed: 2, green: 0, blue: 0, alpha: 1)
    }
    do {
      _ = try background.resolvedAppearance(in: .light)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "BackgroundConfiguration.strokeColorTransformer: ColorTransformer \"overbright\" "
          + "returned a colour whose red is 2.0; every component must be a number in 0…1")
    }
  }

  @Test("The resolved appearance carries every value through")
  func resolvedAppearance() throws {
    var background = BackgroundConfiguration.clear()
    background.backgroundColor = .secondarySystemBackground
    background.cornerRadius = 10
    background.strokeWidth = 1
    background.strokeColor = .separator
    background.visualEffect = .blur(.systemMaterial)
    background.image = .resource("Paper")
    let appearance = try background.resolvedAppearance(in: .dark)
    #expect(appearance.fillColor.hexString == "#1C1C1E")
    #expect(appearance.strokeColor.hexString == "#54545899")
    #expect(appearance.corner == .rounded(10))
    #expect(appearance.strokeWidth == 1)
    #expect(appearance.visualEffect == .blur(.systemMaterial))
    #expect(appearance.image == .resource("Paper"))
  }

  @Test("A resolved background keeps value semantics: changing a copy leaves the original as it was")
  func resolvedAppearanceIsAValue() throws {
    var configuration = BackgroundConfiguration.clear()
    configuration.backgroundColor = .systemBlue
    configuration.image = .resource("Paper")
    let original = try configuration.resolvedAppearance(in: .light)
    var copy = original
    #expect(copy == original)
    copy.fillColor = .clear
    copy.image = nil
    copy.corner = .rounded(4)
    #expect(original.fillColor == (try configuration.resolvedBackgroundColor(in: .light)))
    #expect(original.image == .resource("Paper"))
    #expect(original.corner == .rounded(0))
    #expect(copy != original)
    #expect(copy.fillColor == .clear)
    var restored = copy
    restored.fillColor = original.fillColor
    restored.image = original.image
    restored.corner = original.corner
    #expect(restored == original)
    #expect(restored.hashValue == original.hashValue)
  }

  @Test("A resolved background reflects its properties, not its storage")
  func resolvedAppearanceMirrorsItsProperties() throws {
    let appearance = try BackgroundConfiguration.clear().resolvedAppearance(in: .light)
    let labels = Mirror(reflecting: appearance).children.compactMap(\.label)
    #expect(
      labels == [
        "fillColor", "strokeColor", "strokeWidth", "strokeOutset", "corner", "insets",
        "edgesAddingLayoutMarginsToInsets", "image", "imageContentMode", "visualEffect",
      ])
    #expect(Mirror(reflecting: appearance).displayStyle == .struct)
  }
}
