import Stately
import StatelyControls
import StatelyHTML
import Testing

@Suite("StatelyButton rendering: the markup follows the appearance")
struct ButtonRenderingTests {
  @Test(
    "Background, foreground and title colours come from the appearance",
    arguments: ButtonConfiguration.Style.allCases)
  func colours(style: ButtonConfiguration.Style) throws {
    let base = ButtonConfiguration(style: style)
    for state: ControlState in [.normal, .highlighted, .disabled, [.selected, .highlighted]] {
      for traits in [TraitCollection.light, .dark] {
        let look = try appearance(configuration(base), state, traits: traits)
        let html = HTMLRenderer.render(look)
        #expect(
          html.style(ofClass: "stately-button__background")["background-color"]
            == look.backgroundColor.cssString)
        #expect(html.style()["color"] == look.foregroundColor.cssString)
        #expect(
          html.style(ofClass: "stately-button__title")["color"]
            == look.titleAttributes.foregroundColor.cssString)
        #expect(html.attribute("data-state") == state.bitNames.joined(separator: " "))
      }
    }
  }

  @Test("Filled highlighted draws the documented pressed blue")
  func filledHighlighted() throws {
    let html = HTMLRenderer.render(try appearance(configuration(), .highlighted))
    #expect(html.style(ofClass: "stately-button__background")["background-color"] == "#0062CC")
  }

  @Test("Font size and weight come from the size's metrics")
  func fonts() throws {
    for size in ButtonConfiguration.Size.allCases {
      var base = configuration()
      base.buttonSize = size
      base.subtitle = "sub"
      let look = try appearance(base)
      let html = HTMLRenderer.render(look)
      let title = html.style(ofClass: "stately-button__title")
      #expect(title["font-size"] == "\(Int(look.titleAttributes.fontSize))px")
      #expect(title["font-weight"] == "\(look.titleAttributes.fontWeight.cssWeight)")
      #expect(
        html.style(ofClass: "stately-button__subtitle")["font-size"]
          == "\(Int(look.subtitleAttributes.fontSize))px")
      #expect(html.style()["min-block-size"] == "\(Int(look.nominalHeight))px")
    }
  }

  @Test("Corner radius: rounded styles keep their radius, a capsule is half the nominal height")
  func corners() throws {
    for size in ButtonConfiguration.Size.allCases {
      for corner in ButtonConfiguration.CornerStyle.allCases {
        var base = configuration()
        base.buttonSize = size
        base.cornerStyle = corner
        let look = try appearance(base)
        let html = HTMLRenderer.render(look)
        let radius = html.style(ofClass: "stately-button__background")["border-radius"]
        switch look.corner {
        case .capsule:
          #expect(corner == .capsule)
          #expect(radius == "\(Int(look.nominalHeight / 2))px")
          #expect(html.attribute("data-corner") == "capsule")
        case .rounded(let r):
          #expect(corner != .capsule)
          #expect(radius == "\(Int(r))px", "\(size) \(corner)")
          #expect(html.attribute("data-corner") == "rounded")
        }
      }
    }
    var medium = configuration()
    medium.cornerStyle = .capsule
    #expect(
      HTMLRenderer.render(try appearance(medium)).style(ofClass: "stately-button__background")[
        "border-radius"]
        == "17px")
  }

  @Test("Content insets become logical padding on the button")
  func insets() throws {
    var base = configuration()
    base.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2.5, bottom: 3, trailing: 40)
    let style = HTMLRenderer.render(try appearance(base)).style()
    #expect(style["padding-block-start"] == "1px")
    #expect(style["padding-inline-start"] == "2.5px")
    #expect(style["padding-block-end"] == "3px")
    #expect(style["padding-inline-end"] == "40px")
  }

  @Test("Background insets and a stroke with an outset position the layers")
  func strokeAndBackgroundInsets() throws {
    var base = configuration(.gray())
    base.background.strokeWidth = 2
    base.background.strokeOutset = 3
    base.background.strokeColor = .systemRed
    base.background.backgroundInsets = DirectionalEdgeInsets(vertical: 4, horizontal: -2)
    let look = try appearance(base)
    let html = HTMLRenderer.render(look)
    let fill = html.style(ofClass: "stately-button__background")
    #expect(fill["inset-block-start"] == "4px")
    #expect(fill["inset-inline-start"] == "-2px")
    let stroke = html.style(ofClass: "stately-button__stroke")
    #expect(stroke["border-width"] == "2px")
    #expect(stroke["border-color"] == look.strokeColor.cssString)
    #expect(stroke["inset-block-start"] == "1px")
    #expect(stroke["inset-inline-end"] == "-5px")
    #expect(!HTMLRenderer.render(try appearance(configuration(.gray()))).contains("stately-button__stroke"))
  }

  @Test("The spinner is present exactly when the appearance shows the activity indicator")
  func spinner() throws {
    let placements: [(DirectionalEdge, String)] = [
      (.leading, "leading"), (.trailing, "trailing"), (.top, "top"), (.bottom, "bottom"),
    ]
    for shows in [false, true] {
      for (placement, name) in placements {
        var base = configuration(image: "heart", placement: placement)
        base.showsActivityIndicator = shows
        let look = try appearance(base)
        let html = HTMLRenderer.render(look)
        #expect(html.contains("stately-spinner") == shows)
        #expect(html.contains("aria-busy=\"true\"") == shows)
        // The spinner replaces the image at the image's placement.
        #expect(html.contains("data-symbol=\"heart\"") == !shows)
        #expect(html.attribute("data-placement", inElementWithClass: "stately-button__image") == name)
        if shows {
          #expect(html.style(ofClass: "stately-spinner")["color"] == look.activityIndicatorColor.cssString)
        }
      }
    }
  }

  @Test(
    "Image placement sets the flex direction",
    arguments: [
      (DirectionalEdge.leading, "row"), (.trailing, "row-reverse"), (.top, "column"),
      (.bottom, "column-reverse"),
    ])
  func placement(edge: DirectionalEdge, direction: String) throws {
    var base = configuration(image: "plus", placement: edge)
    base.imagePadding = 9
    let html = HTMLRenderer.render(try appearance(base))
    let content = html.style(ofClass: "stately-button__content")
    #expect(content["flex-direction"] == direction)
    #expect(content["gap"] == "9px")
    // The image slot comes before the text in the markup; the direction places it.
    let image = try #require(html.range(of: "stately-button__image"))
    let text = try #require(html.range(of: "stately-button__text"))
    #expect(image.lowerBound < text.lowerBound)
  }

  @Test(
    "Title alignment maps to text-align",
    arguments: [
      (ButtonConfiguration.TitleAlignment.leading, "start"), (.center, "center"), (.trailing, "end"),
    ])
  func alignment(alignment: ButtonConfiguration.TitleAlignment, css: String) throws {
    var base = configuration()
    base.titleAlignment = alignment
    #expect(
      HTMLRenderer.render(try appearance(base)).style(ofClass: "stately-button__text")["text-align"] == css)
  }

  @Test("Known symbols are inline SVG coloured with the image colour")
  func knownSymbols() throws {
    for name in [
      "plus", "checkmark", "person.badge.plus", "person.fill.checkmark", "heart", "heart.fill", "star",
      "chevron.down", "xmark", "arrow.clockwise", "scribble.variable", "cart", "lock",
    ] {
      #expect(SymbolIcons.isKnown(name), "\(name)")
      let look = try appearance(configuration(.tinted(), image: name))
      let html = HTMLRenderer.render(look)
      #expect(html.contains("<svg class=\"stately-icon\" data-symbol=\"\(name)\""))
      #expect(html.style(ofClass: "stately-icon")["color"] == look.imageColor.cssString)
      #expect(!html.contains("stately-icon--placeholder"))
    }
  }

  @Test("An unknown symbol renders a labelled placeholder showing its name")
  func unknownSymbol() throws {
    let html = HTMLRenderer.render(try appearance(configuration(image: "teleport.circle")))
    #expect(!html.contains("<svg"))
    #expect(html.contains("stately-icon--placeholder"))
    #expect(html.attribute("aria-label", inElementWithClass: "stately-icon") == "symbol teleport.circle")
    #expect(html.contains(">teleport.circle</span>"))
  }

  @Test("A resource image renders a placeholder naming the resource")
  func resourceImage() throws {
    var base = configuration()
    base.image = .resource("Logo")
    let html = HTMLRenderer.render(try appearance(base))
    #expect(html.attribute("data-image", inElementWithClass: "stately-icon") == "Logo")
  }

  @Test("The pop-up indicator shows only for the popup indicator")
  func popup() throws {
    var base = configuration()
    #expect(!HTMLRenderer.render(try appearance(base)).contains("stately-button__indicator"))
    base.indicator = .popup
    let look = try appearance(base)
    let html = HTMLRenderer.render(look)
    #expect(html.contains("data-symbol=\"chevron.up.chevron.down\""))
    #expect(html.style(ofClass: "stately-button__indicator")["color"] == look.indicatorColor.cssString)
  }

  @Test("Disabled buttons carry the disabled attribute; focused ones the focus marker")
  func disabledAndFocused() throws {
    let disabled = HTMLRenderer.render(try appearance(configuration(), .disabled))
    #expect(disabled.contains(" disabled=\"disabled\""))
    #expect(!disabled.contains("data-focused"))
    let focused = HTMLRenderer.render(try appearance(configuration(), .focused))
    #expect(focused.contains("data-focused=\"true\""))
    #expect(!focused.contains(" disabled="))
  }

  @Test("Legacy background image and title shadow render")
  func legacy() throws {
    var look = try appearance(configuration())
    look.backgroundImage = .resource("Stripes")
    look.titleShadowColor = ResolvedColor(hex: 0x112233)
    let html = HTMLRenderer.render(look)
    #expect(
      html.attribute("data-legacy-background-image", inElementWithClass: "stately-button__background-image")
        == "Stripes")
    #expect(html.style(ofClass: "stately-button__title")["text-shadow"] == "0 -1px 0 #112233")
  }

  @Test("Translucent colours are written as rgba with the alpha rounded to three places")
  func translucent() {
    #expect(ResolvedColor(hex: 0xFF2D55).withAlphaComponent(0.5).cssString == "rgba(255,45,85,0.5)")
    #expect(ResolvedColor.clear.cssString == "rgba(0,0,0,0)")
    #expect(ResolvedColor(hex: 0xFF2D55).cssString == "#FF2D55")
    // An invalid colour still gives valid CSS: NaN and negatives become 0, values above 1 become 1.
    #expect(ResolvedColor(uncheckedRed: .nan, green: 2, blue: -1, alpha: 1).cssString == "#00FF00")
  }

  @Test("A full snapshot of a small button has the expected structure")
  func snapshot() throws {
    var base = configuration(.filled(), title: "Add", image: "plus")
    base.buttonSize = .small
    let html = HTMLRenderer.render(try appearance(base), id: "add", attributes: [.dataControl("cart.add")])
    let expected =
      #"<button type="button" id="add" class="stately-button" data-style="filled" data-size="small" data-state="normal" data-corner="rounded" aria-label="Add" data-control="cart.add" style="min-block-size:28px;"#
    #expect(html.hasPrefix(expected))
    #expect(html.hasSuffix("</span></span></button>"))
    #expect(html.occurrences(of: "<button") == 1)
    #expect(html.occurrences(of: "<span") == html.occurrences(of: "</span>"))
    #expect(html.occurrences(of: "<svg") == html.occurrences(of: "</svg>"))
  }

  @Test("Rendering is deterministic")
  func deterministic() throws {
    var base = configuration(image: "star.fill")
    base.subtitle = "sub"
    let look = try appearance(base, [.selected, .highlighted])
    let attributes = [try HTMLAttribute(name: "data-z", value: "1"), .dataControl("a"), .dataKeys]
    #expect(
      HTMLRenderer.render(look, attributes: attributes)
        == HTMLRenderer.render(look, attributes: attributes.reversed()))
  }
}
