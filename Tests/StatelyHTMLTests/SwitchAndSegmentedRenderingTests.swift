import Stately
import StatelyControls
import StatelyHTML
import Testing

@Suite("Switches and segmented controls as HTML")
struct SwitchAndSegmentedRenderingTests {
  @Test("A switch is a role=switch button whose track colour, thumb position and opacity follow its state")
  func switchMarkup() throws {
    for state in Switch.stateSpace.reachableStates {
      let control = Switch()
      control.engine.setFactors(matching: state)
      control.engine.cycle.flush()
      let look = control.appearance
      let html = HTMLRenderer.render(look, id: "wifi", names: Switch.stateSpace.names, label: "Wi-Fi")
      #expect(html.hasPrefix("<button type=\"button\" id=\"wifi\" class=\"stately-switch\" role=\"switch\""))
      #expect(html.contains("aria-checked=\"\(look.isOn)\""))
      #expect(html.contains("aria-label=\"Wi-Fi\""))
      #expect(
        html.contains(
          "data-state=\"\(Switch.stateSpace.names.bitNames(of: look.state).joined(separator: " "))\""))
      #expect(html.contains("background-color:\(look.trackColor.cssString)"))
      #expect(html.contains("opacity:\(state.contains(.disabled) ? "0.5" : "1")"))
      #expect(html.contains("disabled=\"disabled\"") == state.contains(.disabled))
      let thumbWidth = look.thumbDiameter + look.thumbStretch
      let inset = (look.size.height - look.thumbDiameter) / 2
      let start = look.isOn ? look.size.width - inset - thumbWidth : inset
      #expect(html.contains("inset-inline-start:\(cssLength(start))"), "\(state)")
      #expect(html.contains("inline-size:\(cssLength(thumbWidth))"), "\(state)")
    }
  }

  @Test("A segmented control draws each segment with its index as its part, the selected one on the thumb")
  func segmentedMarkup() throws {
    let control = SegmentedControl(items: [.title("Day"), .title("<Week>"), .image(.system("star"))])
    control.selectedSegmentIndex = 1
    control.setEnabled(false, forSegmentAt: 2)
    control.press(segmentAt: 0)
    control.engine.cycle.flush()
    let look = control.appearance
    let html = HTMLRenderer.render(look, attributes: [.dataControl("segmented")])
    #expect(html.hasPrefix("<div class=\"stately-segmented\" role=\"radiogroup\""))
    #expect(html.occurrences(of: "class=\"stately-segment\"") == 3)
    for index in 0..<3 { #expect(html.contains("data-part=\"\(index)\"")) }
    #expect(html.contains("&lt;Week&gt;") && !html.contains("<Week>"))
    #expect(html.occurrences(of: "aria-checked=\"true\"") == 1)
    #expect(html.occurrences(of: "aria-disabled=\"true\"") == 1)
    #expect(html.occurrences(of: "data-highlighted=\"true\"") == 1)
    let thumb = try #require(look.segments[1].thumbColor)
    #expect(html.contains("background-color:\(thumb.cssString)"))
    #expect(html.contains("data-control=\"segmented\""))
    #expect(html.contains("<svg"))
  }
}
