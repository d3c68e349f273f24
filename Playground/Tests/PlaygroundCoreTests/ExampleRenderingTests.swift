import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML
import Testing

@testable import PlaygroundCore

@Suite("Catalog examples render in every reachable state")
struct ExampleRenderingTests {
  @Test("Every preview of every example renders a tile with its state bits and balanced markup")
  func everyPreview() {
    for entry in ExampleCatalog.entries {
      let previews = entry.previews()
      #expect(previews.count == entry.stateSpace.reachableStates.count, "\(entry.id)")
      for preview in previews {
        let html = StateTile(preview: preview, caption: entry.title).render()
        #expect(
          html.contains("data-state=\"\(preview.names.bitNames(of: preview.state).joined(separator: " "))\""),
          "\(entry.id)")
        #expect(
          html.occurrences(of: "<div") == html.occurrences(of: "</div>"), "\(entry.id) \(preview.state)")
        #expect(
          html.occurrences(of: "<span") == html.occurrences(of: "</span>"), "\(entry.id) \(preview.state)")
        #expect(!html.contains("stately-icon--placeholder"), "\(entry.id) uses a symbol without a drawing")
      }
    }
  }

  @Test("A composite lays out each part under its name, with ids from the prefix")
  func composite() throws {
    let entry = try ExampleCatalog.entry(id: "changePinForm")
    let state = try #require(entry.stateSpace.reachableStates.last)
    let html = HTMLRenderer.render(try entry.preview(for: state).appearance, id: "form")
    for name in ["oldField", "newField", "repeatField", "applyButton", "statusLabel"] {
      #expect(html.contains("data-part=\"\(name)\""))
      #expect(html.contains("id=\"form-\(name)\""))
    }
    #expect(html.contains("class=\"stately-label\""))
  }

  @Test("The loading button's why popover explains the activity indicator rule while loading")
  func loadingWhy() throws {
    let entry = try ExampleCatalog.entry(id: "loadingButton")
    let loading = try #require(
      entry.stateSpace.reachableStates.first { $0.contains(LoadingButton.loadingStates.loading) })
    let preview = try entry.preview(for: loading)
    let html = StateTile(preview: preview).render()
    #expect(html.contains("stately-spinner"))
    #expect(html.contains("class=\"stately-why\" popover=\"auto\""))
    #expect(html.contains("loading"))
  }

  @Test("Findings are empty for clean tables and name the property otherwise")
  func findings() {
    for entry in ExampleCatalog.entries {
      #expect(HTMLRenderer.findings(entry.ruleDiagnostics).isEmpty == entry.isClean, "\(entry.id)")
    }
    var table = StateTable<String>(default: "a")
    table.setValue("b", for: .containsAll(.selected))
    table.setValue("c", for: .containsAll(.highlighted))
    let lines = HTMLRenderer.findings([("title", table.diagnostics(in: .standard))])
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("title: ") })
  }

  @Test("PIN cells show fill and border colours and a dot, never the digit")
  func pin() throws {
    let cycle = UpdateCycle()
    let pin = PinCodeControl(cycle: cycle)
    _ = pin.becomeFirstResponder()
    try pin.insertText("13")
    _ = cycle.flush()
    let look = pin.appearance
    let html = HTMLRenderer.render(look, id: "pin", attributes: [.dataKeys], label: "New PIN")
    #expect(html.occurrences(of: "class=\"stately-pin__cell\"") == 4)
    #expect(html.occurrences(of: "data-filled=\"true\"") == 2)
    #expect(!html.contains(">1<") && !html.contains(">3<"))
    #expect(html.contains("aria-label=\"New PIN, 2 of 4 digits\""))
    #expect(html.contains("data-keys=\"true\""))
    #expect(html.contains("background-color:\(look.cells[0].fillColor.cssString)"))
    #expect(html.contains("border-color:\(look.cells[0].borderColor.cssString)"))
    #expect(html.contains("data-state=\"\(look.state.bitNames.joined(separator: " "))\""))
  }
}
