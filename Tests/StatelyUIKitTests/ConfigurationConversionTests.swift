#if canImport(UIKit)
  import Foundation
  import Stately
  import StatelyControls
  import StatelyUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite("Configurations: every property reaches UIKit")
  struct ConfigurationConversionTests {
    /// For each property of `ButtonConfiguration`: a customisation, and a check that UIKit got it.
    typealias Case = (customize: (inout ButtonConfiguration) -> Void, check: (UIButton.Configuration) -> Bool)

    static let buttonCases: [ButtonConfiguration.Property: Case] = [
      .title: ({ $0.title = "Buy" }, { $0.title == "Buy" }),
      .subtitle: ({ $0.subtitle = "Now" }, { $0.subtitle == "Now" }),
      .titleTextAttributesTransformer: (
        {
          $0.titleTextAttributesTransformer = .init(name: "big") {
            var a = $0; a.fontSize = 30; return a
          }
        },
        { config in
          let out = config.titleTextAttributesTransformer?.transform(AttributeContainer())
          return out?[AttributeScopes.UIKitAttributes.FontAttribute.self]?.pointSize == 30
        }
      ),
      .subtitleTextAttributesTransformer: (
        {
          $0.subtitleTextAttributesTransformer = .init(name: "u") {
            var a = $0; a.isUnderlined = true; return a
          }
        },
        { config in
          let out = config.subtitleTextAttributesTransformer?.transform(AttributeContainer())
          return out?[AttributeScopes.UIKitAttributes.UnderlineStyleAttribute.self] == .single
        }
      ),
      .image: ({ $0.image = .system("cart") }, { $0.image != nil }),
      .imagePlacement: ({ $0.imagePlacement = .trailing }, { $0.imagePlacement == .trailing }),
      .imagePadding: ({ $0.imagePadding = 13 }, { $0.imagePadding == 13 }),
      .imageReservation: ({ $0.imageReservation = 31 }, { $0.imageReservation == 31 }),
      .titlePadding: ({ $0.titlePadding = 5 }, { $0.titlePadding == 5 }),
      .titleAlignment: ({ $0.titleAlignment = .trailing }, { $0.titleAlignment == .trailing }),
      .titleLineBreakMode: (
        { $0.titleLineBreakMode = .byClipping }, { $0.titleLineBreakMode == .byClipping }
      ),
      .subtitleLineBreakMode: (
        { $0.subtitleLineBreakMode = .byTruncatingHead }, { $0.subtitleLineBreakMode == .byTruncatingHead }
      ),
      .contentInsets: (
        { $0.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) },
        { $0.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) }
      ),
      .buttonSize: ({ $0.buttonSize = .mini }, { $0.buttonSize == .mini }),
      .cornerStyle: ({ $0.cornerStyle = .capsule }, { $0.cornerStyle == .capsule }),
      .baseForegroundColor: (
        { $0.baseForegroundColor = .systemRed },
        { components($0.baseForegroundColor) == components(UIColor(DynamicColor.systemRed)) }
      ),
      .baseBackgroundColor: (
        { $0.baseBackgroundColor = .systemGreen },
        { components($0.baseBackgroundColor, .dark) == components(UIColor(DynamicColor.systemGreen), .dark) }
      ),
      .background: (
        {
          var background = BackgroundConfiguration.clear(); background.cornerRadius = 21;
          $0.background = background
        },
        { $0.background.cornerRadius == 21 }
      ),
      .showsActivityIndicator: ({ $0.showsActivityIndicator = true }, { $0.showsActivityIndicator }),
      .imageColorTransformer: (
        { $0.imageColorTransformer = .grayscale }, { $0.imageColorTransformer != nil }
      ),
      .activityIndicatorColorTransformer: (
        { $0.activityIndicatorColorTransformer = .alpha(0.5) },
        { $0.activityIndicatorColorTransformer != nil }
      ),
      .indicator: ({ $0.indicator = .popup }, { $0.indicator == .popup }),
      .indicatorColorTransformer: (
        { $0.indicatorColorTransformer = .monochromeTint }, { $0.indicatorColorTransformer != nil }
      ),
      .automaticallyUpdateForSelection: (
        { $0.automaticallyUpdateForSelection = false }, { !$0.automaticallyUpdateForSelection }
      ),
    ]

    @Test("Every ButtonConfiguration property has a case here, so adding one without mapping it fails")
    func everyButtonPropertyIsCovered() {
      #expect(Set(Self.buttonCases.keys) == Set(ButtonConfiguration.Property.allCases))
    }

    @Test("Each customised button property is carried over, and only it")
    func buttonProperties() {
      for property in ButtonConfiguration.Property.allCases {
        guard let testCase = Self.buttonCases[property] else { continue }
        var configuration = ButtonConfiguration.filled()
        testCase.customize(&configuration)
        #expect(configuration.customizedProperties == [property], "\(property)")
        var diagnostics: [UIKitBridgeDiagnostic] = []
        let ui = UIButton.Configuration(configuration, diagnostics: &diagnostics)
        #expect(testCase.check(ui), "\(property) did not reach UIKit")
        #expect(diagnostics.isEmpty, "\(property): \(diagnostics)")
        for other in ButtonConfiguration.Property.allCases where other != property {
          guard let otherCase = Self.buttonCases[other] else { continue }
          #expect(!otherCase.check(ui) || otherCase.check(.filled()), "\(property) also wrote \(other)")
        }
      }
    }

    @Test("Changes inside the button's own background are carried over one by one")
    func buttonBackgroundFields() {
      var configuration = ButtonConfiguration.tinted()
      configuration.background.strokeWidth = 2
      configuration.background.cornerRadius = 4
      let ui = UIButton.Configuration(configuration)
      #expect(ui.background.strokeWidth == 2 && ui.background.cornerRadius == 4)
      #expect(!configuration.isCustomized(.background))
    }

    @Test("Non-finite lengths become 0 and are reported with the property")
    func nonFinite() {
      var configuration = ButtonConfiguration.plain()
      configuration.imagePadding = .nan
      var diagnostics: [UIKitBridgeDiagnostic] = []
      let ui = UIButton.Configuration(configuration, diagnostics: &diagnostics)
      #expect(ui.imagePadding == 0)
      #expect(diagnostics.count == 1)
      #expect(diagnostics.first?.description.hasPrefix("ButtonConfiguration.imagePadding is nan") == true)
    }

    @Test("A background's non-finite lengths become 0, reported in property order, inside a button's too")
    func nonFiniteBackground() {
      var background = BackgroundConfiguration.clear()
      background.cornerRadius = 5
      background.strokeOutset = .infinity
      background.strokeWidth = .nan
      var diagnostics: [UIKitBridgeDiagnostic] = []
      let ui = UIBackgroundConfiguration(background, diagnostics: &diagnostics)
      #expect(ui.cornerRadius == 5 && ui.strokeWidth == 0 && ui.strokeOutset == 0)
      #expect(
        diagnostics.map(\.description).map { $0.prefix { $0 != " " } } == [
          "BackgroundConfiguration.strokeWidth", "BackgroundConfiguration.strokeOutset",
        ])

      var configuration = ButtonConfiguration.plain()
      configuration.background.strokeWidth = .nan
      diagnostics = []
      let button = UIButton.Configuration(configuration, diagnostics: &diagnostics)
      #expect(button.background.strokeWidth == 0)
      #expect(
        diagnostics.map(\.description).map { $0.prefix { $0 != " " } } == [
          "BackgroundConfiguration.strokeWidth"
        ])
    }

    @Test("A background configuration carries every property")
    func background() {
      var background = BackgroundConfiguration.clear()
      background.cornerRadius = 12
      background.backgroundInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
      background.backgroundColor = .systemYellow
      background.backgroundColorTransformer = .alpha(0.3)
      background.strokeColor = .separator
      background.strokeColorTransformer = .grayscale
      background.strokeWidth = 1
      background.strokeOutset = 2
      background.image = .system("star")
      background.imageContentMode = .scaleAspectFit
      background.visualEffect = .blur(.systemMaterial)
      #expect(Set(background.customizedProperties) == Set(BackgroundConfiguration.Property.allCases))
      var diagnostics: [UIKitBridgeDiagnostic] = []
      let ui = UIBackgroundConfiguration(background, diagnostics: &diagnostics)
      #expect(diagnostics.isEmpty)
      #expect(ui.cornerRadius == 12 && ui.strokeWidth == 1 && ui.strokeOutset == 2)
      #expect(ui.backgroundInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      #expect(ui.edgesAddingLayoutMarginsToBackgroundInsets == [.leading, .trailing])
      #expect(components(ui.backgroundColor) == components(UIColor(DynamicColor.systemYellow)))
      #expect(ui.backgroundColorTransformer != nil && ui.strokeColorTransformer != nil)
      #expect(components(ui.strokeColor, .dark) == components(UIColor(DynamicColor.separator), .dark))
      #expect(ui.image != nil && ui.imageContentMode == .scaleAspectFit)
      #expect(ui.visualEffect is UIBlurEffect)
      var tinted = BackgroundConfiguration.clear()
      tinted.backgroundColor = nil
      #expect(UIBackgroundConfiguration(tinted).backgroundColor == nil)
    }

    @Test("A list content configuration carries its texts, image, properties and layout")
    func listContent() {
      var content = ListContentConfiguration.subtitleCell()
      content.text = "Inbox"
      content.secondaryText = "12 unread"
      content.image = .system("tray")
      content.textProperties.numberOfLines = 2
      content.textProperties.alignment = .center
      content.textProperties.transform = .uppercase
      content.secondaryTextProperties.font = SystemFont(pointSize: 13, weight: .regular, textStyle: .footnote)
      content.imageProperties.cornerRadius = 4
      content.imageProperties.tintColor = .systemPink
      content.imageProperties.reservedLayoutSize = LayoutSize(
        width: ListContentConfiguration.ImageProperties.standardDimension, height: 20)
      content.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
      content.imageToTextPadding = 10
      content.prefersSideBySideTextAndSecondaryText = true
      var diagnostics: [UIKitBridgeDiagnostic] = []
      let ui = UIListContentConfiguration(content, diagnostics: &diagnostics)
      #expect(diagnostics.isEmpty)
      #expect(ui.text == "Inbox" && ui.secondaryText == "12 unread" && ui.image != nil)
      #expect(ui.textProperties.numberOfLines == 2 && ui.textProperties.alignment == .center)
      #expect(ui.textProperties.transform == .uppercase)
      #expect(ui.secondaryTextProperties.font == UIFont.stately(content.secondaryTextProperties.font))
      #expect(ui.imageProperties.cornerRadius == 4)
      #expect(components(ui.imageProperties.tintColor) == components(UIColor(DynamicColor.systemPink)))
      #expect(
        ui.imageProperties.reservedLayoutSize.width
          == UIListContentConfiguration.ImageProperties.standardDimension)
      #expect(
        ui.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
      #expect(ui.imageToTextPadding == 10 && ui.prefersSideBySideTextAndSecondaryText)
    }
  }
#endif
