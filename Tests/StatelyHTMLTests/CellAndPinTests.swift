import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML
import Testing

@Suite("StatelyList rows and PIN cells")
struct CellAndPinTests {
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
    let html = StatelyHTML.render(look, id: "row")
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
    let swiped = StatelyHTML.render(cell(swiped: true).appearance)
    #expect(swiped.contains("stately-cell__swipe-action"))
    #expect(!StatelyHTML.render(cell().appearance).contains("stately-cell__swipe-action"))
    let collapsed = StatelyHTML.render(cell().appearance, accessory: .outlineDisclosure)
    #expect(collapsed.contains("data-accessory=\"chevron.right\""))
    #expect(collapsed.contains("aria-expanded=\"false\""))
    let expanded = StatelyHTML.render(cell(expanded: true).appearance, accessory: .outlineDisclosure)
    #expect(expanded.contains("data-accessory=\"chevron.down\""))
    #expect(expanded.contains("data-state=\"expanded\""))
    #expect(!StatelyHTML.render(cell().appearance).contains("stately-cell__accessory"))
  }

  @Test("PIN cells show fill and border colours and a dot, never the digit")
  func pin() throws {
    let cycle = UpdateCycle()
    let pin = PinCodeControl(cycle: cycle)
    _ = pin.becomeFirstResponder()
    try pin.insertText("13")
    _ = cycle.flush()
    let look = pin.appearance
    let html = StatelyHTML.render(look, id: "pin", label: "New PIN", attributes: [.dataKeys])
    #expect(html.occurrences(of: "class=\"stately-pin__cell\"") == 4)
    #expect(html.occurrences(of: "data-filled=\"true\"") == 2)
    #expect(!html.contains(">1<") && !html.contains(">3<"))
    #expect(html.attribute("aria-label") == "New PIN, 2 of 4 digits")
    #expect(html.attribute("data-keys") == "true")
    let first = html.style(ofClass: "stately-pin__cell")
    #expect(first["background-color"] == look.cells[0].fillColor.cssString)
    #expect(first["border-color"] == look.cells[0].borderColor.cssString)
    #expect(html.attribute("data-state") == look.state.bitNames.joined(separator: " "))
  }
}

/// How StatelyHTML writes a length.
func cssLength(_ value: Double) -> String {
  value == 0 ? "0" : (value == value.rounded() ? "\(Int(value))px" : "\(value)px")
}
