import Stately
import StatelyControls

/// A list of rows titled "Row n", whose cells are dequeued and configured as a data source does it.
///
/// The titles are made once, so configuring a row copies a string instead of formatting one, and a
/// dequeued cell's content is taken out of the cell, changed and put back, so that it is changed in
/// place: a new `defaultContentConfiguration()` per row would allocate its storage, as UIKit's does.
public final class ListRows: StatelyListDataSource {
  /// The list; it holds this data source weakly.
  public let list: StatelyList
  private let titles: [String]

  /// A list of `count` rows, `screenRows` of them in view.
  public init(count: Int, screenRows: Int) {
    titles = (0..<count).map { "Row \($0)" }
    list = StatelyList(style: .insetGrouped)
    list.visibleHeight = Double(screenRows) * list.rowHeight
    list.register({ cycle in Cell(cycle: cycle) }, forCellWithReuseIdentifier: "row")
    list.dataSource = self
  }

  /// One section of `count` rows.
  public func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int { titles.count }

  /// The row's cell, dequeued, with its title and a subtitle.
  public func list(
    _ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath
  ) throws(ListError) -> Cell {
    let cell = try list.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    var content = cell.listContentConfiguration ?? cell.defaultContentConfiguration()
    cell.listContentConfiguration = nil
    content.text = titles[indexPath.item]
    content.secondaryText = "subtitle"
    cell.listContentConfiguration = content
    return cell
  }
}
