#if canImport(SwiftUI)
  @testable import StatelySwiftUI
  import Stately
  import StatelyControls
  import SwiftUI
  import Testing

  /// What a view read from the environment while SwiftUI drew it.
  @MainActor
  final class ReadBox<Value> {
    var value: Value?
  }

  /// A label that records the state the style gives it.
  struct StateProbe: View {
    let box: ReadBox<ControlState>
    @Environment(\.statelyState) private var state

    var body: some View {
      box.value = state
      return Color.clear.frame(width: 10, height: 10)
    }
  }

  /// The SwiftUI layer drawn by SwiftUI: type-checked against the iOS SDK, and run on a simulator by
  /// `.github/workflows/apple.yml` (not on Linux, which has no SwiftUI).
  @MainActor
  @Suite("SwiftUI draws the styles")
  struct SwiftUIRenderingTests {
    @Test("The styles are SwiftUI styles, and the gallery a view")
    func conformances() {
      #expect((StatelyButtonStyle.self as Any) is any PrimitiveButtonStyle.Type)
      #expect((StatelyToggleStyle.self as Any) is any ToggleStyle.Type)
      #expect((StateGallery.self as Any) is any View.Type)
    }

    @Test("A Button with the README's style renders in each reachable state, at least its nominal height")
    func buttonRenders() throws {
      let readme = ReadmeFollowLook()
      let style = StatelyButtonStyle(space: readme.space, configurationTable: readme.look)
      for state in readme.space.reachableStates {
        let appearance = try style.appearance(for: state)
        let renderer = ImageRenderer(
          content: ButtonAppearanceView(appearance: appearance, label: Text("Follow")))
        let image = try #require(renderer.uiImage, "\(readme.space.describe(state))")
        #expect(image.size.height >= appearance.nominalHeight, "\(readme.space.describe(state))")
      }
      let button = ImageRenderer(content: Button("Follow") {}.buttonStyle(style.flag(readme.states.mutual)))
      #expect(button.uiImage != nil)
    }

    @Test("The label of a look without a title is drawn, and reads the button's state")
    func labelReadsTheState() {
      let box = ReadBox<ControlState>()
      let style = StatelyButtonStyle(configuration: .filled()).selected()
      let renderer = ImageRenderer(
        content: Button {
        } label: {
          StateProbe(box: box)
        }.buttonStyle(style))
      _ = renderer.uiImage
      #expect(box.value == .selected)
    }

    @Test("A value from a table follows the state set around a view")
    func statelyValue() {
      let box = ReadBox<ControlState>()
      var table = StateTable(default: 0.5)
      table.setValue(1.0, for: .containsAll(.selected))
      let renderer = ImageRenderer(
        content: StateProbe(box: box).statelyValue(table) { view, opacity in view.opacity(opacity) }
          .statelyState(.selected))
      _ = renderer.uiImage
      #expect(box.value == .selected)
    }

    @Test("A toggle and the galleries render")
    func toggleAndGalleryRender() {
      let toggle = ImageRenderer(
        content: Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(StatelyToggleStyle()).frame(width: 300))
      #expect(toggle.uiImage != nil)
      let readme = ReadmeFollowLook()
      let gallery = ImageRenderer(
        content: StateGallery(StatelyButtonStyle(space: readme.space, configurationTable: readme.look))
          .frame(width: 400, height: 800))
      #expect(gallery.uiImage != nil)
    }
  }
#endif
