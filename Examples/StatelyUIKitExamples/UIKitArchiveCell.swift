#if canImport(UIKit)
  public import Stately
  public import StatelyControls
  import StatelyExamples
  public import StatelyUIKit
  public import UIKit

  /// The modern cell configuration article's mailbox cell on a real `UICollectionViewListCell`, with a
  /// typed custom state, archived: rounded, yellow while highlighted or selected, grey while archived.
  ///
  /// The look is the portable `ArchiveCell`'s rule tables, read for the state UIKit passes in, archived
  /// included.
  @MainActor
  public final class UIKitArchiveCell: StatelyListCell {
    /// The mail is archived.
    @StateFlag(ArchiveCell.states.archived) public var isArchived = false

    /// Creates a cell.
    ///
    /// - Parameter cycle: The cycle its updates coalesce in. Defaults to the main run loop's.
    public init(cycle: UpdateCycle = .mainRunLoop()) {
      super.init(space: ArchiveCell.stateSpace, cycle: cycle)
    }

    /// Creates a cell as a collection view does.
    ///
    /// - Parameter frame: The cell's frame.
    public convenience init(frame: CGRect) {
      self.init()
    }

    /// Creates a cell from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder, space: ArchiveCell.stateSpace)
    }

    /// Reads the portable rule tables for the state.
    ///
    /// - Parameter state: The cell's state, archived included.
    public override func updateStatelyConfiguration(using state: CellConfigurationState) {
      var key = ArchiveCell.ruleState(for: state)
      if state[
        ConfigurationStateKey<Bool>.controlState(ArchiveCell.states.archived, names: engine.stateSpace.names)]
      {
        key.formUnion(ArchiveCell.states.archived)
      }
      statelyBackground?.backgroundColor = ArchiveCell.backgroundColor[key]
      statelyBackground?.backgroundColorTransformer = ArchiveCell.backgroundColorTransformer[key]
      statelyBackground?.cornerRadius = ArchiveCell.cornerRadius
    }
  }
#endif
