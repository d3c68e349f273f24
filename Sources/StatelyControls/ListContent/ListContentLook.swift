/// The defaults of a list content preset for one list environment and state: what
/// ``ListContentConfiguration/update(for:)`` writes into the properties you did not set. The values
/// are tabulated in the CellPresets article.
struct ListContentLook: Sendable, Hashable {
  /// What part of the state the content shows.
  enum Phase: Int, Sendable, Hashable, CaseIterable {
    case normal, selected, disabled
  }

  var textFont: SystemFont
  var textColor: DynamicColor
  var secondaryTextFont: SystemFont
  var secondaryTextColor: DynamicColor
  var imageTint: DynamicColor?
  var margins: DirectionalEdgeInsets
  var imageToTextPadding: Double
  var horizontalPadding: Double
  var verticalPadding: Double
  var prefersSideBySide: Bool

  /// The phase of a state: disabled wins, then selected, unless highlighted or focused, which the list
  /// backgrounds show over selected (`ListBackgroundStyle`): a pressed or focused selected sidebar
  /// row keeps its text on the highlight's gray, not white.
  static func phase<State: ConfigurationState>(of state: State) -> Phase {
    if state.isDisabled { return .disabled }
    if state.isSelected && !state.isHighlighted && !state.isFocused { return .selected }
    return .normal
  }

  static let cellMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  static let sidebarMargins = DirectionalEdgeInsets(top: 11, leading: 10, bottom: 11, trailing: 10)
  static let headerMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  static let prominentMargins = DirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)

  /// The preset table: the shared defaults, one branch per preset with its environment
  /// adjustments, then the state.
  init(style: ListContentStyle, environment: ListEnvironment, phase: Phase) {
    let body = SystemFont.preferredFont(forTextStyle: .body)
    let subheadline = SystemFont.preferredFont(forTextStyle: .subheadline)
    let footnote = SystemFont.preferredFont(forTextStyle: .footnote)
    let inSidebar = environment == .sidebar || environment == .sidebarPlain
    textFont = body
    textColor = .label
    secondaryTextFont = subheadline
    secondaryTextColor = .secondaryLabel
    imageTint = nil
    margins = inSidebar ? Self.sidebarMargins : Self.cellMargins
    imageToTextPadding = 16
    horizontalPadding = 16
    verticalPadding = 3
    prefersSideBySide = false
    switch style {
    case .cell, .subtitleCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell:
      if style == .sidebarCell || style == .sidebarSubtitleCell || style == .accompaniedSidebarCell {
        margins = Self.sidebarMargins
      }
    case .valueCell:
      secondaryTextFont = body
      prefersSideBySide = true
    case .header:
      margins = Self.headerMargins
      switch environment {
      case .grouped, .insetGrouped:
        textFont = footnote
        textColor = .secondaryLabel
      case .sidebar, .sidebarPlain:
        textFont = subheadline.withWeight(.semibold)
        textColor = .secondaryLabel
      case .none, .plain:
        textFont = SystemFont.preferredFont(forTextStyle: .headline)
      }
    case .footer:
      margins = Self.headerMargins
      textFont = footnote
      textColor = .secondaryLabel
    case .prominentInsetGroupedHeader:
      margins = Self.prominentMargins
      textFont = SystemFont.preferredFont(forTextStyle: .title3).withWeight(.bold)
    case .extraProminentInsetGroupedHeader:
      margins = Self.prominentMargins
      textFont = SystemFont.preferredFont(forTextStyle: .title2).withWeight(.bold)
    }
    switch phase {
    case .disabled:
      textColor = .tertiaryLabel
      secondaryTextColor = .tertiaryLabel
      imageTint = .tertiaryLabel
    case .selected where style.usesSidebarCellLook(in: environment):
      textColor = .white
      secondaryTextColor = .white
      imageTint = .white
    case .selected, .normal:
      break
    }
  }

  /// Every look, computed once: the looks depend only on the style, the list environment and the phase,
  /// so an update reads one entry instead of rebuilding fonts and colours.
  private static let table: [ListContentLook] = {
    var looks: [ListContentLook] = []
    for style in ListContentStyle.allCases {
      for environment in ListEnvironment.allCases {
        for phase in Phase.allCases {
          looks.append(ListContentLook(style: style, environment: environment, phase: phase))
        }
      }
    }
    return looks
  }()

  /// The precomputed look for a style, environment and phase; equal to `init(style:environment:phase:)`.
  static func cached(style: ListContentStyle, environment: ListEnvironment, phase: Phase) -> ListContentLook {
    table[index(style: style, environment: environment, phase: phase)]
  }

  private static func index(style: ListContentStyle, environment: ListEnvironment, phase: Phase) -> Int {
    let environments = ListEnvironment.allCases.count
    let phases = Phase.allCases.count
    let environmentIndex = environment.rawValue - ListEnvironment.none.rawValue
    return (style.rawValue * environments + environmentIndex) * phases + phase.rawValue
  }
}
