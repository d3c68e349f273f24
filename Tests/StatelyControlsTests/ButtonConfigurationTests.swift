import Foundation
import PropertyBased
import Stately
import Testing

@testable import StatelyControls

@Suite("ButtonConfiguration")
struct ButtonConfigurationTests {
  @Test("Styles and their aliases: selection updates for all but filled, nothing customised")
  func stylesAndAliases() {
    let pairs: [(ButtonConfiguration, ButtonConfiguration.Style, Bool)] = [
      (.plain(), .plain, true), (.borderless(), .plain, true),
      (.gray(), .gray, true), (.bordered(), .gray, true),
      (.tinted(), .tinted, true), (.borderedTinted(), .tinted, true),
      (.filled(), .filled, false), (.borderedProminent(), .filled, false),
    ]
    for (configuration, style, updatesSelection) in pairs {
      #expect(configuration.style == style)
      #expect(configuration.automaticallyUpdateForSelection == updatesSelection)
      #expect(configuration.customizedProperties.isEmpty)
      #expect(configuration.background.customizedProperties.isEmpty)
      #expect(configuration.imagePlacement == .leading)
      #expect(configuration.buttonSize == .medium)
      #expect(configuration.cornerStyle == .dynamic)
    }
    #expect(ButtonConfiguration.borderedProminent() == .filled())
  }

  @Test("A style and a size describe themselves by their names")
  func styleAndSizeNames() {
    let factories: [(ButtonConfiguration, String)] = [
      (.plain(), "plain"), (.gray(), "gray"), (.tinted(), "tinted"), (.filled(), "filled"),
    ]
    for (configuration, name) in factories {
      #expect(configuration.style.description == name)
      #expect("\(configuration.style)" == name)
    }
    #expect(ButtonConfiguration.Size.allCases.map(\.description) == ["medium", "small", "mini", "large"])
    var configuration = ButtonConfiguration.tinted()
    configuration.buttonSize = .large
    #expect(configuration.description == "tinted large, customised: buttonSize")
  }

  @Test("UIKit raw values of the nested enums")
  func rawValues() {
    #expect(ButtonConfiguration.Size.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(ButtonConfiguration.Size.mini.rawValue == 2)
    #expect(ButtonConfiguration.CornerStyle.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3, 4])
    #expect(ButtonConfiguration.TitleAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(ButtonConfiguration.Indicator.allCases.map(\.rawValue) == [0, 1, 2])
    #expect(DirectionalEdge.all.rawValue == 15)
    #expect([DirectionalEdge.top, .leading, .bottom, .trailing].map(\.rawValue) == [1, 2, 4, 8])
  }

  @Test("title is a view over attributedTitle's characters, and setting either marks one flag")
  func titleIsAView() {
    var configuration = ButtonConfiguration.plain()
    var attributed = AttributedString("Buy")
    attributed.append(AttributedString(" now"))
    configuration.attributedTitle = attributed
    #expect(configuration.title == "Buy now")
    configuration.title = "Sell"
    #expect(configuration.attributedTitle == AttributedString("Sell"))
    configuration.subtitle = "today"
    #expect(String(configuration.attributedSubtitle!.characters) == "today")
    #expect(configuration.customizedProperties == [.title, .subtitle])
    configuration.title = nil
    #expect(configuration.attributedTitle == nil)
  }

  @Test("A plain title equals the same title set as an attributed string without attributes")
  func plainAndUnattributedTitlesAreEqual() {
    var plain = ButtonConfiguration.filled()
    plain.title = "Sell"
    var unattributed = ButtonConfiguration.filled()
    unattributed.attributedTitle = AttributedString("Sell")
    #expect(plain == unattributed)
    #expect(plain.hashValue == unattributed.hashValue)

    var linked = AttributedString("Sell")
    linked.link = URL(string: "https://example.com/sell")
    var attributed = ButtonConfiguration.filled()
    attributed.attributedTitle = linked
    #expect(attributed != plain)
    #expect(attributed.title == "Sell")
    #expect(attributed.attributedTitle == linked, "the attributes set are the attributes read")
    #expect(attributed.attributedTitle != AttributedString("Sell"))
  }

  @Test("updated(for:) recomputes uncustomised background defaults and keeps customised ones")
  func updatedKeepsCustomised() {
    var configuration = ButtonConfiguration.gray()
    configuration.background.cornerRadius = 20
    configuration.background.strokeWidth = 3
    let pressed = configuration.updated(for: .highlighted, traits: .light)
    #expect(pressed.background.cornerRadius == 20)
    #expect(pressed.background.strokeWidth == 3)
    #expect(pressed.background.backgroundColor != configuration.background.backgroundColor)
    #expect(pressed.background.backgroundColor?.light.hexString == "#60606652")

    var custom = ButtonConfiguration.gray()
    custom.background.backgroundColor = .systemRed
    let customPressed = custom.updated(for: .highlighted)
    #expect(customPressed.background.backgroundColor == .systemRed)
    #expect(customPressed.background.cornerRadius == 8)
  }

  @Test("updated(for:) follows buttonSize for the default corner radius and content insets")
  func updatedFollowsSize() {
    var configuration = ButtonConfiguration.filled()
    configuration.buttonSize = .large
    #expect(configuration.contentInsets == DirectionalEdgeInsets(vertical: 14, horizontal: 20))
    #expect(configuration.imagePadding == 8)
    let updated = configuration.updated(for: .normal)
    #expect(updated.background.cornerRadius == 12)
    configuration.contentInsets = .zero
    configuration.buttonSize = .mini
    #expect(configuration.contentInsets == .zero)
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets == DirectionalEdgeInsets(vertical: 4, horizontal: 8))
    #expect(!configuration.isCustomized(.contentInsets))
  }

  @Test("A background assigned by the user is no longer styled by the button")
  func assignedBackgroundIsKept() {
    var configuration = ButtonConfiguration.filled()
    configuration.background = .clear()
    let pressed = configuration.updated(for: [.highlighted, .disabled])
    #expect(pressed.background == BackgroundConfiguration.clear())
    #expect(configuration.isCustomized(.background))
  }

  @Test("updated(for:) equals update(for:) in place, and base colours are never changed")
  func updatedEqualsInPlace() async {
    let state = Gen.uint(in: 0...15).map { ControlState(rawValue: $0) }
    await propertyCheck(input: Gen.int(in: 0...3), state, Gen.bool) { style, state, dark in
      let configuration = [ButtonConfiguration.plain(), .gray(), .tinted(), .filled()][style]
      let traits: TraitCollection = dark ? .dark : .light
      var inPlace = configuration
      inPlace.update(for: state, traits: traits)
      let updated = configuration.updated(for: state, traits: traits)
      #expect(updated == inPlace)
      #expect(updated.baseForegroundColor == nil && updated.baseBackgroundColor == nil)
      #expect(updated.customizedProperties.isEmpty)
      // Updating is idempotent and returning to normal restores the original.
      #expect(updated.updated(for: state, traits: traits) == updated)
      #expect(updated.updated(for: .normal) == configuration)
    }
  }

  // MARK: - Bad input

  func message(_ configuration: ButtonConfiguration) -> String? {
    do {
      try configuration.validate()
      return nil
    } catch {
      return error.description
    }
  }

  @Test("Negative paddings are errors naming the property and value")
  func negativePaddings() {
    var configuration = ButtonConfiguration.plain()
    configuration.imagePadding = -4
    #expect(message(configuration) == "ButtonConfiguration.imagePadding is -4.0; it must be zero or positive")
    configuration.imagePadding = 4
    configuration.titlePadding = -1
    #expect(message(configuration) == "ButtonConfiguration.titlePadding is -1.0; it must be zero or positive")
    configuration.titlePadding = 1
    configuration.imageReservation = .infinity
    #expect(
      message(configuration) == "ButtonConfiguration.imageReservation is inf; it must be a finite number")
  }

  @Test("Negative or oversized content insets are errors naming the edge or axis")
  func badInsets() throws {
    var configuration = ButtonConfiguration.plain()
    configuration.contentInsets = DirectionalEdgeInsets(top: 0, leading: -2, bottom: 0, trailing: 0)
    #expect(
      message(configuration)
        == "ButtonConfiguration.contentInsets.leading is -2.0; it must be zero or positive")
    configuration.contentInsets = DirectionalEdgeInsets(top: 6_000, leading: 0, bottom: 6_000, trailing: 0)
    #expect(
      message(configuration)
        == "ButtonConfiguration.contentInsets (top + bottom) is 12000.0, more than the largest control "
        + "size 10000.0; the insets cannot fit")
    #expect(throws: ConfigurationError.self) {
      try configuration.resolvedAppearance(for: .normal)
    }
    configuration.contentInsets = DirectionalEdgeInsets(vertical: 5_000, horizontal: 5_000)
    try configuration.validate()
  }

  @Test("An image placement that is not one edge is an error")
  func badPlacement() {
    var configuration = ButtonConfiguration.plain()
    configuration.imagePlacement = [.leading, .trailing]
    #expect(
      message(configuration)
        == "ButtonConfiguration.imagePlacement has raw value 10; it must be exactly one of top (1), "
        + "leading (2), bottom (4) or trailing (8)")
    configuration.imagePlacement = []
    #expect(message(configuration)?.contains("raw value 0") == true)
  }

  @Test("A negative background corner radius is an error naming the nested property")
  func badBackground() {
    var configuration = ButtonConfiguration.filled()
    configuration.background.cornerRadius = -1
    #expect(
      message(configuration)
        == "ButtonConfiguration.background.cornerRadius is -1.0; it must be zero or positive")
  }

  @Test("An invalid base colour is an error naming the property and the side")
  func badBaseColor() {
    var configuration = ButtonConfiguration.filled()
    configuration.baseBackgroundColor = DynamicColor(
      light: .white, dark: ResolvedColor(uncheckedRed: 0, green: 0, blue: 0, alpha: -1))
    #expect(
      message(configuration)
        == "ButtonConfiguration.baseBackgroundColor: alpha is -1.0 in the dark value; "
        + "every component must be a number in 0…1")
  }

  @Test("Validation of paddings agrees with a plain sign check")
  func paddingProperty() async {
    let length = Gen.double(in: -20...20)
    await propertyCheck(input: length, length, length) { image, title, reservation in
      var configuration = ButtonConfiguration.tinted()
      configuration.imagePadding = image
      configuration.titlePadding = title
      configuration.imageReservation = reservation
      let valid = image >= 0 && title >= 0 && reservation >= 0
      #expect((message(configuration) == nil) == valid)
    }
  }
}
