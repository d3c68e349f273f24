#if canImport(SwiftUI) && os(iOS)
  import Stately
  import StatelyControls
  public import SwiftUI

  extension StateGallery: View {
    /// The gallery: its title, a grid of one labelled tile per reachable state, and the look's
    /// findings, resolved for the environment's light or dark appearance.
    public var body: some View {
      StateGalleryBody(gallery: self)
    }
  }

  /// The gallery's body, a view of its own so that it reads the environment.
  struct StateGalleryBody: View {
    let gallery: StateGallery
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text(gallery.title).font(.headline)
          LazyVGrid(
            columns: [GridItem(.adaptive(minimum: 150), spacing: 12)], alignment: .leading, spacing: 12
          ) {
            ForEach(gallery.tiles(in: UserInterfaceStyle(colorScheme))) { tile in
              StateTileView(tile: tile)
            }
          }
          ForEach(gallery.findings, id: \.self) { finding in
            Text(finding).font(.footnote.monospaced()).foregroundStyle(.red)
          }
        }
        .padding()
      }
    }
  }

  /// One tile: the control drawn in its state, and the state's names under it.
  struct StateTileView: View {
    let tile: StateGallery.Tile

    var body: some View {
      VStack(spacing: 6) {
        switch tile.content {
        case .button(let appearance):
          ButtonAppearanceView(appearance: appearance, label: Text("Button"))
        case .toggle(let appearance):
          SwitchAppearanceView(appearance: appearance)
        case .failure(let reason):
          Text(reason).font(.caption).foregroundStyle(.red)
        }
        Text(tile.label).font(.caption.monospaced()).foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, minHeight: 80)
      .padding(8)
      .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
      .accessibilityElement(children: .combine)
    }
  }
#endif
