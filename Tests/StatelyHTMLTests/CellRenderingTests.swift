import Stately
import StatelyControls
import StatelyHTML
import Testing

@Suite("StatelyList rows")
struct CellRenderingTests {
  /// A cell with a star, a text and a secondary text, flushed in `state`.
  func cell(selected: Bool = false, swiped: Bool = false, expanded: Bool = false) -> Cell {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    var content = ListContentConfiguration.subtitleCell()
    content.image = .system("star")
    content.text = "Favourites <3"
    content.secondaryText = "12 items"
    cell.contentConfiguration = content
    cell.isSelected = selected
    cell.isSwiped = swiped
    cell.isExpanded = expanded
    _ = cycle.flush()
    return cell
  }

  @Test("A row shows its background colour, texts with fonts and colours, and the tinted image")
  func row() throws {
    let look = cell(selected: true).appearance
    let html = HTMLRenderer.render(look, id: "row")
    let background = try #require(look.background)
    let content = try #require(look.content)
    let text = try #require(content.text)
    #expect(
      html.hasPrefix("<div id=\"row\" class=\"stately-cell\" data-kind=\"cell\" data-state=\"selected\""))
    #expect(
      html.style(ofClass: "stately-cell__background")["background-color"] == background.fillColor.cssString)
    #expect(html.style(ofClass: "stately-cell__primary")["font-size"] == "\(Int(text.font.pointSize))px")
    #expect(html.style(ofClass: "stately-cell__primary")["color"] == text.color.cssString)
    #expect(html.contains(">Favourites &lt;3</span>"))
    #expect(html.contains(">12 items</span>"))
    #expect(html.style(ofClass: "stately-icon")["color"] == content.imageTintColor.cssString)
    #expect(html.style()["padding-inline-start"] == cssLength(content.directionalLayoutMargins.leading))
  }

  @Test("Swiped rows reveal a delete action; outline rows point their chevron down when expanded")
  func hints() {
    let swiped = HTMLRenderer.render(cell(swiped: true).appearance)
    #expect(swiped.contains("stately-cell__swipe-action"))
    #expect(!HTMLRenderer.render(cell().appearance).contains("stately-cell__swipe-action"))
    let collapsed = HTMLRenderer.cell(cell().appearance, accessory: .outlineDisclosure).markup
    #expect(collapsed.contains("data-accessory=\"chevron.right\""))
    #expect(collapsed.contains("aria-expanded=\"false\""))
    let expanded = HTMLRenderer.cell(cell(expanded: true).appearance, accessory: .outlineDisclosure).markup
    #expect(expanded.contains("data-accessory=\"chevron.down\""))
    #expect(expanded.contains("data-state=\"expanded\""))
    #expect(!HTMLRenderer.render(cell().appearance).contains("stately-cell__accessory"))
  }

  @Test("A custom state's name is escaped in data-state, and a caller's data-state does not replace it")
  func customStateNameIsEscaped() throws {
    var state = CellConfigurationState(traitCollection: TraitCollection())
    state[ConfigurationStateKey(#"x" onmouseover="alert(1)"#, default: false)] = true
    let look = CellAppearance(kind: .cell, state: state, background: nil, content: nil)
    let html = HTMLRenderer.render(look, attributes: [.dataState("normal")])
    #expect(!html.contains("onmouseover=\""))
    #expect(html.attribute("data-state")?.contains("x&quot; onmouseover=&quot;alert(1)") == true)
    #expect(html.occurrences(of: "data-state=") == 1)
  }
}

/// How StatelyHTML writes a length.
func cssLength(_ value: Double) -> String {
  value == 0 ? "0" : (value == value.rounded() ? "\(Int(value))px" : "\(value)px")
}
