#if canImport(SwiftUI) && os(iOS)
  import StatelyControls
  import SwiftUI

  /// A resolved switch drawn with SwiftUI shapes: the track, the thumb at the side the value puts it,
  /// stretched toward the centre while pressed, and the control's opacity.
  struct SwitchAppearanceView: View {
    /// What to draw.
    let appearance: SwitchAppearance

    var body: some View {
      let size = appearance.size
      let diameter = appearance.thumbDiameter
      let inset = max((size.height - diameter) / 2, 0)
      Capsule()
        .fill(Color(appearance.trackColor))
        .overlay(alignment: appearance.isOn ? .trailing : .leading) {
          Capsule()
            .fill(Color(appearance.thumbColor))
            .frame(width: diameter + appearance.thumbStretch, height: diameter)
            .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
            .padding(inset)
        }
        .frame(width: size.width, height: size.height)
        .opacity(appearance.opacity)
    }
  }
#endif
