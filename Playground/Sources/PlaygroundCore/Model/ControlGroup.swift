/// A heading on the live page: one example's controls, with a sentence saying what they show.
public struct ControlGroup: Sendable, Hashable, Codable {
  /// The heading, such as `"Checkout"`.
  public var title: String
  /// One sentence under the heading.
  public var summary: String
  /// The ids of the group's controls, in display order.
  public var controls: [String]

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - summary: One sentence saying what the controls show.
  ///   - controls: The ids of the controls, each one of the scene's ``PlaygroundScene/controlIDs``.
  public init(title: String, summary: String, controls: [String]) {
    self.title = title
    self.summary = summary
    self.controls = controls
  }
}
