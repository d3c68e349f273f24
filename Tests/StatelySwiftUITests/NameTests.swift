#if canImport(SwiftUI) && canImport(UIKit)
  import Stately
  import StatelyControls
  import StatelySwiftUI
  import StatelyUIKit
  import SwiftUI
  import Testing
  import UIKit

  /// A file that imports SwiftUI, UIKit and every Stately module it uses together names Stately's types
  /// without qualification: none is ambiguous with SwiftUI's or UIKit's (ARCHITECTURE.md, "Names").
  @MainActor
  @Suite("Stately's names are not SwiftUI's or UIKit's")
  struct NameTests {
    @Test("Every public type of StatelySwiftUI, and the types its API takes, is named without qualification")
    func unqualifiedNames() {
      let types: [Any.Type] = [
        StatelyButtonStyle.self, StatelyToggleStyle.self, StateGallery.self, StateGallery.Tile.self,
        StyleDiagnostics.self, ControlState.self, StateSpace.self, StateTable<Double>.self,
        ConfigurationTable<ButtonConfiguration>.self, ButtonConfiguration.self, ButtonAppearance.self,
        Switch.self, SwitchAppearance.self, DynamicColor.self, ResolvedColor.self, UserInterfaceStyle.self,
        TraitCollection.self, StatelyUIButton.self, Button<Text>.self, Toggle<Text>.self, UIButton.self,
      ]
      #expect(!types.isEmpty, "the names above compiled unqualified")
      #expect(Color(ResolvedColor.white) == Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1))
      #expect(UserInterfaceStyle(ColorScheme.dark) == .dark)
    }
  }
#endif
