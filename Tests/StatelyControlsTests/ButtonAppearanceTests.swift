import Stately
import Testing

@testable import StatelyControls

@Suite("ButtonAppearance")
struct ButtonAppearanceTests {
  /// The documented radii (ButtonStyles.md): default background radius, small, medium, large.
  static let radii: [ButtonConfiguration.Size: (Double, Double, Double, Double)] = [
    .mini: (5, 3, 5, 8), .small: (6, 4, 6, 10), .medium: (8, 4, 8, 12), .large: (12, 6, 10, 16),
  ]
  /// The documented fonts, insets and heights.
  static let metrics:
    [ButtonConfiguration.Size: (Double, FontWeight, Double, DirectionalEdgeInsets, Double)] = [
      .mini: (12, .regular, 10, DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), 24),
      .small: (14, .medium, 11, DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), 28),
      .medium: (17, .medium, 13, DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), 34),
      .large: (20, .semibold, 15, DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 50),
    ]

  @Test("Every corner style and button size resolves to the documented corner")
  func cornerForEveryStyleAndSize() throws {
    for size in ButtonConfiguration.Size.allCases {
      let (dynamicRadius, small, medium, large) = try #require(Self.radii[size])
      for cornerStyle in ButtonConfiguration.CornerStyle.allCases {
        var configuration = ButtonConfiguration.filled()
        configuration.buttonSize = size
        configuration.cornerStyle = cornerStyle
        let expected: CornerShape =
          switch cornerStyle {
          case .fixed, .dynamic: .rounded(dynamicRadius)
          case .small: .rounded(small)
          case .medium: .rounded(medium)
          case .large: .rounded(large)
          case .capsule: .capsule
          }
        let appearance = try configuration.resolvedAppearance(for: .normal)
        #expect(appearance.corner == expected, "\(size) \(cornerStyle)")
      }
    }
  }

  @Test("fixed and dynamic use a customised background radius; the others ignore it")
  func customRadius() throws {
    var configuration = ButtonConfiguration.gray()
    configuration.background.cornerRadius = 3
    configuration.cornerStyle = .fixed
    #expect(try configuration.resolvedAppearance(for: .normal).corner == .rounded(3))
    configuration.cornerStyle = .large
    #expect(try configuration.resolvedAppearance(for: .normal).corner == .rounded(12))
  }

  @Test("A capsule's radius is half the height; rounded radii never exceed it")
  func capsuleRadius() {
    #expect(CornerShape.capsule.radius(forHeight: 34) == 17)
    #expect(CornerShape.rounded(8).radius(forHeight: 34) == 8)
    #expect(CornerShape.rounded(40).radius(forHeight: 34) == 17)
    #expect(CornerShape.rounded(4).radius(forHeight: -3) == 0)
  }

  @Test("Every button size resolves to the documented fonts, insets and height")
  func metricsForEverySize() throws {
    for size in ButtonConfiguration.Size.allCases {
      let (titleSize, titleWeight, subtitleSize, insets, height) = try #require(Self.metrics[size])
      var configuration = ButtonConfiguration.tinted()
      configuration.buttonSize = size
      configuration.title = "Title"
      configuration.subtitle = "Subtitle"
      let appearance = try configuration.resolvedAppearance(for: .normal)
      #expect(appearance.titleAttributes.fontSize == titleSize)
      #expect(appearance.titleAttributes.fontWeight == titleWeight)
      #expect(appearance.subtitleAttributes.fontSize == subtitleSize)
      #expect(appearance.subtitleAttributes.fontWeight == .regular)
      #expect(appearance.contentInsets == insets)
      #expect(appearance.nominalHeight == height)
      #expect(appearance.buttonSize == size)
      #expect(appearance.title == "Title" && appearance.subtitle == "Subtitle")
    }
  }

  @Test("The activity indicator replaces the image at its placement")
  func activityIndicatorReplacesImage() throws {
    var configuration = ButtonConfiguration.plain()
    configuration.image = .system("heart")
    configuration.imagePlacement = .trailing
    #expect(try configuration.resolvedAppearance(for: .normal).image == .system("heart"))
    configuration.showsActivityIndicator = true
    let appearance = try configuration.resolvedAppearance(for: .normal)
    #expect(appearance.image == nil)
    #expect(appearance.showsActivityIndicator)
    #expect(appearance.imagePlacement == .trailing)
    #expect(appearance.titleAlignment == .trailing)
  }

  @Test("Automatic title alignment follows a leading or trailing image, else centres")
  func automaticAlignment() throws {
    var configuration = ButtonConfiguration.plain()
    #expect(try configuration.resolvedAppearance(for: .normal).titleAlignment == .center)
    configuration.image = .system("star")
    #expect(try configuration.resolvedAppearance(for: .normal).titleAlignment == .leading)
    configuration.imagePlacement = .top
    #expect(try configuration.resolvedAppearance(for: .normal).titleAlignment == .center)
    configuration.titleAlignment = .trailing
    #expect(try configuration.resolvedAppearance(for: .normal).titleAlignment == .trailing)
  }

  @Test("Colour transformers apply to the foreground for image, indicators and background")
  func transformersApply() throws {
    var configuration = ButtonConfiguration.filled()
    configuration.imageColorTransformer = .grayscale
    configuration.activityIndicatorColorTransformer = .alpha(0.5)
    configuration.indicator = .popup
    configuration.background.backgroundColorTransformer = .monochromeTint
    let appearance = try configuration.resolvedAppearance(for: .normal, traits: .light)
    #expect(appearance.imageColor == .white)
    #expect(appearance.activityIndicatorColor.hexString == "#FFFFFF80")
    #expect(appearance.showsPopUpIndicator)
    #expect(appearance.indicatorColor == .white)
    let luma = ResolvedColor(hex: 0x007AFF).luma
    #expect(abs(appearance.backgroundColor.red - (0.5 + (luma - 0.5) / 2)) < 1e-12)
  }

  @Test("A text attributes transformer changes the title; a bad one is an error naming it")
  func textTransformer() throws {
    var configuration = ButtonConfiguration.gray()
    configuration.titleTextAttributesTransformer = TextAttributesTransformer(name: "loud") {
      var attributes = $0
      attributes.fontWeight = .black
      attributes.isUnderlined = true
      return attributes
    }
    let appearance = try configuration.resolvedAppearance(for: .normal)
    #expect(appearance.titleAttributes.fontWeight == .black)
    #expect(appearance.titleAttributes.isUnderlined)
    #expect(appearance.subtitleAttributes.fontWeight == .regular)

    configuration.subtitleTextAttributesTransformer = TextAttributesTransformer(name: "shrink") {
      var attributes = $0
      attributes.fontSize = -1
      return attributes
    }
    do {
      _ = try configuration.resolvedAppearance(for: .normal)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "TextAttributesTransformer \"shrink\" fontSize is -1.0; it must be zero or positive")
    }
  }

  @Test("An image colour transformer returning NaN is an error naming the property and transformer")
  func badImageTransformer() {
    var configuration = ButtonConfiguration.plain()
    configuration.imageColorTransformer = ColorTransformer(name: "nan") { _ in
      ResolvedColor(uncheckedRed: 0, green: 0, blue: .nan, alpha: 1)
    }
    do {
      _ = try configuration.resolvedAppearance(for: .highlighted)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "ButtonConfiguration.imageColorTransformer: ColorTransformer \"nan\" returned a colour "
          + "whose blue is NaN; every component must be a number in 0…1")
    }
  }

  @Test("The appearance equals resolving the updated configuration")
  func appearanceOfUpdated() throws {
    for state: ControlState in [.normal, .highlighted, .selected, .disabled, [.selected, .highlighted]] {
      var configuration = ButtonConfiguration.tinted()
      configuration.baseBackgroundColor = .systemPink
      let direct = try configuration.resolvedAppearance(for: state, traits: .dark)
      let viaUpdate = try configuration.updated(for: state, traits: .dark)
        .resolvedAppearance(for: state, traits: .dark)
      #expect(direct == viaUpdate)
      #expect(direct.state == state)
    }
  }
}
