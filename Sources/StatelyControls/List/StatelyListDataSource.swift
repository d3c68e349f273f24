/// What a ``StatelyList`` shows: how many sections and items it has, each item's cell, and the
/// sections' header and footer texts (UIKit's `UICollectionViewDataSource`, with the header and footer
/// titles of `UITableViewDataSource`).
///
/// The list asks for counts and titles when it reloads, and for a cell only when an item comes into
/// view (or into the prefetch margin around it): in ``list(_:cellForItemAt:)``, dequeue a cell with
/// ``StatelyList/dequeueReusableCell(withReuseIdentifier:for:)``, set its content from the item's
/// data, and return it. The list gives the cell the item's selection, highlight, swipe, expansion and
/// editing itself; set those through the list, never on the cell. A data source is shown in
/// ``StatelyList`` and <doc:ListsThatReuseCells>.
///
/// The list holds its data source weakly, as UIKit does: keep it alive yourself.
public protocol StatelyListDataSource: AnyObject {
  /// The number of sections. The default is 1.
  ///
  /// - Returns: A count; a negative one is recorded in ``StatelyList/diagnostics`` and read as 0.
  func numberOfSections(in list: StatelyList) -> Int

  /// The number of items in a section.
  ///
  /// - Parameters:
  ///   - list: The list asking.
  ///   - section: A section index below ``numberOfSections(in:)``.
  /// - Returns: A count; a negative one is recorded in ``StatelyList/diagnostics`` and read as 0.
  func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int

  /// The cell that shows an item: one from ``StatelyList/dequeueReusableCell(withReuseIdentifier:for:)``
  /// for `indexPath`, with its content set for the item.
  ///
  /// - Parameters:
  ///   - list: The list asking.
  ///   - indexPath: The item coming into view.
  /// - Throws: ``ListError``, usually one the dequeue threw. The list records it in
  ///   ``StatelyList/diagnostics`` and shows no cell for the item.
  func list(_ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath) throws(ListError) -> Cell

  /// The text of a section's header, or `nil` for no header. The default is `nil`.
  ///
  /// - Parameters:
  ///   - list: The list asking.
  ///   - section: The section index.
  /// - Returns: The text, shown with ``ListContentConfiguration/header()``.
  func list(_ list: StatelyList, titleForHeaderInSection section: Int) -> String?

  /// The text of a section's footer, or `nil` for no footer. The default is `nil`.
  ///
  /// - Parameters:
  ///   - list: The list asking.
  ///   - section: The section index.
  /// - Returns: The text, shown with ``ListContentConfiguration/footer()``.
  func list(_ list: StatelyList, titleForFooterInSection section: Int) -> String?
}

extension StatelyListDataSource {
  /// One section.
  public func numberOfSections(in list: StatelyList) -> Int { 1 }

  /// No header.
  public func list(_ list: StatelyList, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer.
  public func list(_ list: StatelyList, titleForFooterInSection section: Int) -> String? { nil }
}
