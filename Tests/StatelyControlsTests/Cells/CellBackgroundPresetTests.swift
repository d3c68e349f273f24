import Testing

@testable import StatelyControls

@Suite("Cells: background list presets")
struct CellBackgroundPresetTests {
  /// The state columns of the table.
  enum Column: CaseIterable {
    case normal, highlighted, selected, highlightedSelected, disabledSelected, focused, pinned

    func state(_ environment: ListEnvironment = .none) -> ViewConfigurationState {
      var state = ViewConfigurationState(traitCollection: TraitCollection(listEnvironment: environment))
      switch self {
      case .normal: break
      case .highlighted: state.isHighlighted = true
      case .selected: state.isSelected = true
      case .highlightedSelected: state.isHighlighted = true; state.isSelected = true
      case .disabledSelected: state.isDisabled = true; state.isSelected = true
      case .focused: state.isFocused = true
      case .pinned: state.isPinned = true
      }
      return state
    }
  }

  static let grouped = DynamicColor(light: .white, dark: ResolvedColor(hex: 0x1C1C1E))

  /// The presets × states table of the CellPresets article, written out: fill per column
  /// (`nil` = tint) and corner radius.
  static var table: [(String, () -> BackgroundConfiguration, [DynamicColor?], Double)] {
    [
      (
        "listPlainCell", BackgroundConfiguration.listPlainCell,
        [
          .systemBackground, .systemGray4, .systemGray5, .systemGray4, .systemBackground, .systemGray4,
          .systemBackground,
        ],
        0
      ),
      (
        "listGroupedCell", BackgroundConfiguration.listGroupedCell,
        [grouped, .systemGray4, .systemGray5, .systemGray4, grouped, .systemGray4, grouped], 0
      ),
      (
        "listSidebarCell", BackgroundConfiguration.listSidebarCell,
        [.clear, .systemGray5, nil, .systemGray5, .clear, .systemGray5, .clear], 10
      ),
      (
        "listAccompaniedSidebarCell", BackgroundConfiguration.listAccompaniedSidebarCell,
        [.clear, .systemGray5, .systemGray4, .systemGray5, .clear, .systemGray5, .clear], 10
      ),
      (
        "listPlainHeaderFooter", BackgroundConfiguration.listPlainHeaderFooter,
        [
          .systemBackground, .systemBackground, .systemBackground, .systemBackground, .systemBackground,
          .systemBackground, .systemGray6,
        ], 0
      ),
      (
        "listGroupedHeaderFooter", BackgroundConfiguration.listGroupedHeaderFooter,
        Array(repeating: .clear, count: 7), 0
      ),
      ("listSidebarHeader", BackgroundConfiguration.listSidebarHeader, Array(repeating: .clear, count: 7), 0),
    ]
  }

  @Test("Every preset in every state matches the presets × states table")
  func presetTable() {
    for (name, make, fills, radius) in Self.table {
      for (column, expected) in zip(Column.allCases, fills) {
        let updated = make().updated(for: column.state())
        #expect(updated.backgroundColor == expected, "\(name) \(column)")
        #expect(updated.cornerRadius == radius, "\(name) \(column)")
        #expect(updated.customizedProperties.isEmpty)
      }
    }
  }

  @Test("Adaptive presets follow the state's list environment, plain by default")
  func adaptivePresets() {
    let expectations: [(ListEnvironment, () -> BackgroundConfiguration)] = [
      (.none, BackgroundConfiguration.listPlainCell), (.plain, BackgroundConfiguration.listPlainCell),
      (.grouped, BackgroundConfiguration.listGroupedCell),
      (.sidebar, BackgroundConfiguration.listSidebarCell),
      (.sidebarPlain, BackgroundConfiguration.listSidebarCell),
    ]
    for (environment, concrete) in expectations {
      for column in Column.allCases {
        let adaptive = BackgroundConfiguration.listCell().updated(for: column.state(environment))
        let reference = concrete().updated(for: column.state(environment))
        #expect(adaptive.backgroundColor == reference.backgroundColor, "\(environment) \(column)")
        #expect(adaptive.cornerRadius == reference.cornerRadius)
      }
    }
    let inset = BackgroundConfiguration.listCell().updated(for: Column.selected.state(.insetGrouped))
    #expect(inset.backgroundColor == .systemGray5 && inset.cornerRadius == 10)
    #expect(BackgroundConfiguration.listCell().backgroundColor == .systemBackground)
    let header = BackgroundConfiguration.listHeader()
    #expect(header.updated(for: Column.pinned.state(.plain)).backgroundColor == .systemGray6)
    #expect(header.updated(for: Column.normal.state(.insetGrouped)).backgroundColor == .clear)
    #expect(
      BackgroundConfiguration.listFooter().updated(for: Column.normal.state(.sidebar)).backgroundColor
        == .clear)
  }

  @Test("updated(for:) keeps customised properties and recomputes the others")
  func customisedKept() {
    var background = BackgroundConfiguration.listPlainCell()
    background.cornerRadius = 9
    let highlighted = background.updated(for: Column.highlighted.state())
    #expect(highlighted.cornerRadius == 9)
    #expect(highlighted.backgroundColor == .systemGray4)
    background.backgroundColor = .systemYellow
    #expect(background.updated(for: Column.selected.state()).backgroundColor == .systemYellow)
    #expect(BackgroundConfiguration.clear().updated(for: Column.highlighted.state()) == .clear())
  }

  @Test("A negative corner radius or stroke width on a preset is an error, as for the core type")
  func negativeLengths() {
    var background = BackgroundConfiguration.listPlainCell()
    background.cornerRadius = -9
    #expect(throws: ConfigurationError.negative(property: "BackgroundConfiguration.cornerRadius", value: -9))
    {
      try background.resolvedAppearance(in: .light)
    }
    background.cornerRadius = 0
    background.strokeWidth = -1
    #expect(throws: ConfigurationError.negative(property: "BackgroundConfiguration.strokeWidth", value: -1)) {
      try background.resolvedAppearance(in: .light)
    }
  }

  @Test("Resolving with a style's defaults laid over equals resolving with them written in")
  func defaultsOverlayMatchesWrittenDefaults() throws {
    let defaults = BackgroundConfiguration.Defaults(
      backgroundColor: .systemPink, strokeColor: nil, strokeWidth: 2, cornerRadius: 7)
    for (_, make, _, _) in Self.table {
      for column in Column.allCases {
        var background = make().updated(for: column.state())
        background.strokeWidth = 1
        background.backgroundColorTransformer = .alpha(0.5)
        var written = background
        written.apply(defaults)
        for traits in [TraitCollection.light, .dark] {
          let overlaid = try background.resolvedAppearance(
            in: traits, defaults: defaults, corner: { .rounded($0) }, path: "BackgroundConfiguration")
          #expect(overlaid == (try written.resolvedAppearance(in: traits)))
          #expect(overlaid.strokeWidth == 1)
          #expect(overlaid.corner == .rounded(7))
        }
      }
    }
  }
}
