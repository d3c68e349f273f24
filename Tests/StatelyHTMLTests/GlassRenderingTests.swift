import Stately
import StatelyControls
import StatelyHTML
import Testing

/// How StatelyHTML draws the iOS 26 glass styles. Apple documents the four UIKit constructors but no
/// figures (documentation, not run); the blur, sheen, rim and shadow here are StatelyHTML's own
/// approximation, listed in `GlassLayer` and the ButtonStyles article.
@Suite("Glass rendering: a translucent, blurred background with a highlight")
struct GlassRenderingTests {
  static let glassStyles: [ButtonConfiguration.Style] = [
    .glass, .prominentGlass, .clearGlass, .prominentClearGlass,
  ]

  @Test("Regular glass blurs and saturates the backdrop behind a translucent fill, with a sheen and a rim")
  func regularGlass() throws {
    let look = try appearance(configuration(.glass()), .normal, traits: .light)
    let html = HTMLRenderer.render(look)
    let fill = html.style(ofClass: "stately-button__background")
    #expect(html.attribute("data-glass", inElementWithClass: "stately-button__background") == "regular")
    #expect(html.attribute("data-style") == "glass")
    #expect(fill["background-color"] == "rgba(255,255,255,0.55)")
    #expect(fill["backdrop-filter"] == "blur(16px) saturate(180%)")
    #expect(fill["-webkit-backdrop-filter"] == "blur(16px) saturate(180%)")
    #expect(
      fill["background-image"] == "linear-gradient(to bottom,rgba(255,255,255,0.45),rgba(255,255,255,0) 60%)")
    #expect(
      fill["box-shadow"]
        == "inset 0 1px 0 rgba(255,255,255,0.7),inset 0 0 0 1px rgba(255,255,255,0.28),0 2px 10px rgba(0,0,0,0.14)"
    )
  }

  @Test("Clear glass blurs less, under a fainter fill and sheen")
  func clearGlass() throws {
    let html = HTMLRenderer.render(try appearance(configuration(.clearGlass()), .normal, traits: .dark))
    let fill = html.style(ofClass: "stately-button__background")
    #expect(html.attribute("data-glass", inElementWithClass: "stately-button__background") == "clear")
    #expect(fill["background-color"] == "rgba(255,255,255,0.08)")
    #expect(fill["backdrop-filter"] == "blur(6px) saturate(150%)")
    #expect(fill["background-image"]?.contains("rgba(255,255,255,0.25)") == true)
  }

  @Test(
    "Both appearances draw glass; the fill differs between them and the highlight stays",
    arguments: glassStyles)
  func bothAppearances(style: ButtonConfiguration.Style) throws {
    let light = try appearance(configuration(ButtonConfiguration(style: style)), .normal, traits: .light)
    let dark = try appearance(configuration(ButtonConfiguration(style: style)), .normal, traits: .dark)
    let lightFill = HTMLRenderer.render(light).style(ofClass: "stately-button__background")
    let darkFill = HTMLRenderer.render(dark).style(ofClass: "stately-button__background")
    for fill in [lightFill, darkFill] {
      #expect(fill["backdrop-filter"]?.hasPrefix("blur(") == true)
      #expect(fill["background-image"]?.hasPrefix("linear-gradient(") == true)
      #expect(fill["box-shadow"]?.contains("inset 0 1px 0 rgba(255,255,255,") == true)
    }
    #expect(lightFill["background-color"] == light.backgroundColor.cssString)
    #expect(darkFill["background-color"] == dark.backgroundColor.cssString)
    #expect(lightFill["background-color"] != darkFill["background-color"])
  }

  @Test("Pressed glass has a brighter sheen and a glow", arguments: glassStyles)
  func highlighted(style: ButtonConfiguration.Style) throws {
    let normal = HTMLRenderer.render(
      try appearance(configuration(ButtonConfiguration(style: style)), .normal)
    )
    .style(ofClass: "stately-button__background")
    let pressed = HTMLRenderer.render(
      try appearance(configuration(ButtonConfiguration(style: style)), .highlighted)
    )
    .style(ofClass: "stately-button__background")
    #expect(pressed["background-image"] != normal["background-image"])
    #expect(pressed["box-shadow"]?.contains("0 0 12px rgba(255,255,255,0.45)") == true)
    #expect(normal["box-shadow"]?.contains("0 0 12px") == false)
  }

  @Test(
    "Disabled glass is drawn flat: no sheen, no light rim, no shadow, no saturation", arguments: glassStyles)
  func disabledIsFlat(style: ButtonConfiguration.Style) throws {
    for traits in [TraitCollection.light, .dark] {
      for state: ControlState in [.disabled, [.disabled, .selected], [.disabled, .focused]] {
        let look = try appearance(configuration(ButtonConfiguration(style: style)), state, traits: traits)
        let html = HTMLRenderer.render(look)
        let fill = html.style(ofClass: "stately-button__background")
        #expect(html.attribute("disabled") == "disabled")
        #expect(fill["background-image"] == nil)
        #expect(fill["backdrop-filter"]?.contains("saturate") == false)
        #expect(fill["box-shadow"] == "inset 0 0 0 1px rgba(127,127,127,0.18)")
        #expect(
          html.style(ofClass: "stately-button__title")["color"]
            == look.titleAttributes.foregroundColor.cssString)
        #expect(html.occurrences(of: "stately-button__stroke") == 0)
      }
    }
  }

  @Test("A glass background a cell or user sets is drawn too, and a non-glass style draws no glass")
  func effectDrivesTheDrawing() throws {
    var custom = configuration(.filled())
    custom.background.visualEffect = .glass(.clear)
    let html = HTMLRenderer.render(try appearance(custom))
    #expect(html.attribute("data-glass", inElementWithClass: "stately-button__background") == "clear")
    let plain = HTMLRenderer.render(try appearance(configuration(.gray())))
    #expect(!plain.contains("data-glass"))
    #expect(!plain.contains("backdrop-filter"))
  }

  @Test("A title on glass is escaped as on every other style")
  func escaping() throws {
    let html = HTMLRenderer.render(try appearance(configuration(.prominentGlass(), title: "<b>&\"")))
    #expect(html.contains("&lt;b&gt;&amp;"))
    #expect(!html.contains("<b>"))
  }
}
