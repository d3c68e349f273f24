import Stately
import Testing

@testable import StatelyControls

/// The labels of the `Customizable` fields of a configuration's values, without the underscore.
private func customizableFields(of values: Any) -> [String] {
  Mirror(reflecting: values).children.compactMap { child in
    guard child.value is any CustomizationRecord, let label = child.label else { return nil }
    return String(label.dropFirst())
  }
}

@Suite("Customisation: one mechanism for every configuration")
struct CustomizationTests {
  @Test("Every Customizable field has a property case and every case a field: one name table")
  func nameTableMatchesFields() {
    func check<Property: ConfigurationProperty>(_ values: Any, _: Property.Type, derived: [Property] = []) {
      let fields = customizableFields(of: values).sorted()
      let cases = Property.allCases.filter { !derived.contains($0) }.map(\.rawValue).sorted()
      #expect(fields == cases, "\(Property.self)")
    }
    check(ButtonConfiguration.filled().values, ButtonConfiguration.Property.self, derived: [.background])
    check(BackgroundConfiguration.clear().values, BackgroundConfiguration.Property.self)
    check(ListContentConfiguration.cell().values, ListContentConfiguration.Property.self)
    check(
      ListContentConfiguration.cell().textProperties, ListContentConfiguration.TextProperties.Property.self)
    check(
      ListContentConfiguration.cell().imageProperties, ListContentConfiguration.ImageProperties.Property.self)
  }

  @Test("Assigning marks a property customised, even with the value it had; defaults never do")
  func assigningCustomises() {
    var configuration = ButtonConfiguration.gray()
    #expect(configuration.customizedProperties.isEmpty)
    configuration.imagePadding = configuration.imagePadding
    #expect(configuration.customizedProperties == [.imagePadding])
    configuration.update(for: [.highlighted, .selected])
    #expect(configuration.customizedProperties == [.imagePadding])
    configuration.contentInsets.top = 3
    #expect(configuration.customizedProperties == [.imagePadding, .contentInsets])
    #expect(configuration.description.hasSuffix("customised: imagePadding, contentInsets"))
  }

  @Test("Changing a property of the background customises that property, not the background")
  func nestedBackgroundTracksItself() {
    var configuration = ButtonConfiguration.filled()
    configuration.background.cornerRadius = 20
    #expect(!configuration.isCustomized(.background))
    #expect(configuration.background.customizedProperties == [.cornerRadius])
    #expect(configuration.updated(for: .highlighted).background.cornerRadius == 20)
    configuration.background = .clear()
    #expect(configuration.isCustomized(.background))
  }

  @Test("setDefault writes only what the user left alone, for every configuration the same way")
  func setDefaultIsOneSpelling() {
    var content = ListContentConfiguration.cell()
    content.imageToTextPadding = 4
    content.setDefault(\.$imageToTextPadding, 30)
    content.setDefault(\.$directionalLayoutMargins, .zero)
    #expect(content.imageToTextPadding == 4)
    #expect(content.directionalLayoutMargins == .zero)
    var image = content.imageProperties
    image.setDefault(\.$tintColor, .systemRed)
    #expect(image.tintColor == .systemRed && !image.isCustomized(.tintColor))
    image.tintColor = .systemBlue
    image.setDefault(\.$tintColor, .systemRed)
    #expect(image.tintColor == .systemBlue && image.isCustomized(.tintColor))
  }

  @Test("Large configurations are one reference wide; a copy that changes leaves the original alone")
  func copyOnWrite() {
    // A button configuration also holds a deferred `updated(for:)` inline: a state and a tint.
    #expect(
      MemoryLayout<ButtonConfiguration>.size
        <= MemoryLayout<AnyObject>.size + MemoryLayout<ControlState>.size + MemoryLayout<DynamicColor>.size
        + 1)
    #expect(MemoryLayout<BackgroundConfiguration>.size == MemoryLayout<AnyObject>.size)
    #expect(MemoryLayout<ListContentConfiguration>.size == MemoryLayout<AnyObject>.size)
    let original = ButtonConfiguration.tinted()
    var copy = original
    #expect(copy == original)
    copy.title = "Copy"
    copy.background.strokeWidth = 2
    #expect(original.title == nil && original.background.strokeWidth == 0)
    #expect(copy.title == "Copy" && copy.background.strokeWidth == 2)
    #expect(copy != original)
  }

  @Test("updated(for:) reads as if its defaults were written, and equals the configuration updated in place")
  func deferredUpdate() throws {
    let base = ButtonConfiguration.filled()
    for state: ControlState in [.normal, .highlighted, .disabled, [.selected, .highlighted], .focused] {
      for traits: TraitCollection in [.light, .dark] {
        let updated = base.updated(for: state, traits: traits)
        var inPlace = base
        inPlace.update(for: state, traits: traits)
        #expect(updated == inPlace, "\(state)")
        #expect(updated.hashValue == inPlace.hashValue, "\(state)")
        #expect(updated.background == inPlace.background, "\(state)")
        #expect(updated.values == inPlace.values, "\(state)")
        #expect(
          try updated.resolvedAppearance(for: state, traits: traits)
            == inPlace.resolvedAppearance(for: state, traits: traits), "\(state)")
        var changed = updated
        changed.title = "Buy"
        inPlace.title = "Buy"
        #expect(changed == inPlace && changed.background == inPlace.background, "\(state)")
      }
    }
    #expect(base.updated(for: .highlighted).background != base.background)
  }
}
