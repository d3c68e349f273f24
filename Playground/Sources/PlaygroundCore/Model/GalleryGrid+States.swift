public import Stately

extension GalleryGrid {
  /// The bits a grid of states lays out across: how the user is touching the control.
  static let interactionBits: [ControlState] = [.highlighted, .focused, .disabled]

  /// A grid of one control's states: the interaction states (normal, highlighted, focused, disabled and
  /// their combinations) across, and the value states (selected and the control's custom states) down.
  ///
  /// A cell is empty where the control's invariants rule the combination out, such as a loading button
  /// that is not disabled.
  ///
  /// ```swift
  /// let grid = GalleryGrid.states(space.reachableStates.map { ($0, tile(for: $0)) }, names: space.names)
  /// ```
  ///
  /// - Parameters:
  ///   - tiles: Each state with its tile, in any order.
  ///   - names: The names of the control's custom states, for the headings.
  ///   - title: The grid's heading, or `nil`.
  /// - Returns: The grid: columns and rows ordered by how many bits they hold, then by which.
  public static func states(
    _ tiles: [(state: ControlState, item: GalleryItem)], names: StateNames, title: String? = nil
  ) -> GalleryGrid {
    let interaction = interactionBits.reduce(ControlState()) { $0.union($1) }
    func rank(_ state: ControlState) -> [Int] {
      interactionBits.indices.filter { state.contains(interactionBits[$0]) }
    }
    let columnStates = Set(tiles.map { $0.state.intersection(interaction) }).sorted {
      let (left, right) = (rank($0), rank($1))
      return left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
    }
    let rowStates = Set(tiles.map { $0.state.subtracting(interaction) }).sorted {
      ($0.rawValue.nonzeroBitCount, $0.rawValue) < ($1.rawValue.nonzeroBitCount, $1.rawValue)
    }
    func label(_ state: ControlState, empty: String) -> String {
      state.isEmpty ? empty : names.bitNames(of: state).joined(separator: "+")
    }
    let rows = rowStates.map { row in
      GalleryRow(
        label: label(row, empty: "none"),
        cells: columnStates.map { column in tiles.first { $0.state == row.union(column) }?.item })
    }
    return GalleryGrid(title: title, columns: columnStates.map { label($0, empty: "normal") }, rows: rows)
  }
}
