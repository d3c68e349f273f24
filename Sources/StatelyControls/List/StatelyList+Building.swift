extension StatelyList {
  /// Appends a section, with header and footer cells when texts are given.
  ///
  /// - Parameters:
  ///   - header: The header text, or `nil` for no header.
  ///   - footer: The footer text, or `nil` for no footer.
  /// - Returns: The new section's index.
  @discardableResult
  public func appendSection(header: String? = nil, footer: String? = nil) -> Int {
    var section = Section()
    if let header { section.header = makeSupplementary(.header, text: header) }
    if let footer { section.footer = makeSupplementary(.footer, text: footer) }
    sections.append(section)
    return sections.count - 1
  }

  /// Creates a row cell with the default content for this list, appends it and returns it.
  ///
  /// - Parameters:
  ///   - text: The text, or `nil`.
  ///   - secondaryText: The secondary text, or `nil`.
  ///   - image: The image, or `nil`.
  ///   - section: The section to append to.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``.
  /// - Returns: The new cell.
  @discardableResult
  public func appendCell(
    text: String? = nil, secondaryText: String? = nil, image: ImageReference? = nil,
    toSection section: Int
  ) throws(ListError) -> Cell {
    let cell = Cell(kind: .cell, traitCollection: traitCollection, cycle: cycle)
    var content = cell.defaultContentConfiguration()
    content.text = text
    content.secondaryText = secondaryText
    content.image = image
    cell.listContentConfiguration = content
    try append(cell, toSection: section)
    return cell
  }

  /// Appends a cell made elsewhere, such as a subclass with custom states. The list sets its traits,
  /// its editing flag and the action that selects it when tapped.
  ///
  /// - Parameters:
  ///   - cell: A cell created with this list's ``cycle``.
  ///   - section: The section to append to.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/cycleMismatch(cell:)``
  ///   or ``ListError/cellAlreadyInList(cell:)``.
  public func append(_ cell: Cell, toSection section: Int) throws(ListError) {
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(section: section, count: sections.count)
    }
    guard cell.cycle === cycle else { throw .cycleMismatch(cell: cell.identifier) }
    guard !cell.isInList else { throw .cellAlreadyInList(cell: cell.identifier) }
    cell.isInList = true
    cell.traitCollection = traitCollection
    cell.isEditing = isEditing
    cell.addAction(for: .primaryActionTriggered) { [weak self] control, _ in
      guard let self, let indexPath = self.indexPath(for: control) else { return }
      self.didTap(at: indexPath)
    }
    sections[section].cells.append(cell)
  }

  /// A header or footer cell with the default content for this list.
  private func makeSupplementary(_ kind: Cell.Kind, text: String) -> Cell {
    let cell = Cell(kind: kind, traitCollection: traitCollection, cycle: cycle)
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.listContentConfiguration = content
    cell.isInList = true
    return cell
  }
}
