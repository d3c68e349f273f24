public import StatelyHTML

/// A fragment of HTML markup that is safe to insert into a page.
///
/// String literals are trusted markup; interpolated `String`s are escaped, interpolated `HTML` is inserted
/// as is. That makes the safe path the short one:
/// ```swift
/// let title = "<Checkout & pay>"
/// let html: HTML = "<h2>\(title)</h2>"  // <h2>&lt;Checkout &amp; pay&gt;</h2>
/// ```
public struct HTML: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
  /// The markup.
  public private(set) var markup: String

  /// Wraps markup that the caller wrote or produced with an HTML renderer; it is not escaped.
  ///
  /// - Parameter markup: Well-formed HTML that contains no unescaped user text.
  public init(trusted markup: String) {
    self.markup = markup
  }

  /// Wraps a control's markup, which StatelyHTML built and escaped.
  ///
  /// - Parameter fragment: The markup.
  public init(_ fragment: HTMLFragment) {
    self.markup = fragment.markup
  }

  /// Creates a fragment from a string literal, which is trusted markup.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    self.markup = value
  }

  /// Creates a fragment from an interpolated literal; see ``StringInterpolation``.
  ///
  /// - Parameter stringInterpolation: The built interpolation.
  public init(stringInterpolation: StringInterpolation) {
    self.markup = stringInterpolation.markup
  }

  /// An empty fragment.
  public static let empty = HTML(trusted: "")

  /// The markup, for writing into a response or a file.
  public var description: String { markup }

  /// Joins fragments with an optional trusted separator.
  ///
  /// - Parameters:
  ///   - fragments: The fragments, in order.
  ///   - separator: Markup placed between two fragments.
  /// - Returns: One fragment.
  public static func joined(_ fragments: [HTML], separator: HTML = .empty) -> HTML {
    HTML(trusted: fragments.map(\.markup).joined(separator: separator.markup))
  }

  /// Escapes text for use in element content or a double- or single-quoted attribute value.
  ///
  /// - Parameter text: Any text, such as a user-visible title.
  /// - Returns: The text with `&`, `<`, `>`, `"` and `'` replaced by character references.
  public static func escape(_ text: String) -> String {
    HTMLRenderer.escape(text)
  }

  /// Builds HTML from a literal: literal segments are trusted, interpolated text is escaped.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The markup built so far.
    public private(set) var markup = ""

    /// Reserves room for the literal segments.
    ///
    /// - Parameters:
    ///   - literalCapacity: Characters in the literal segments.
    ///   - interpolationCount: Number of interpolations.
    public init(literalCapacity: Int, interpolationCount: Int) {
      markup.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// Appends a literal segment as trusted markup.
    ///
    /// - Parameter literal: Markup written in source code.
    public mutating func appendLiteral(_ literal: String) {
      markup += literal
    }

    /// Appends text, escaped.
    ///
    /// - Parameter text: Any text.
    public mutating func appendInterpolation(_ text: String) {
      markup += HTML.escape(text)
    }

    /// Appends an integer.
    ///
    /// - Parameter number: The number, written in decimal.
    public mutating func appendInterpolation(_ number: Int) {
      markup += String(number)
    }

    /// Appends a fragment unchanged.
    ///
    /// - Parameter html: Markup that is already safe.
    public mutating func appendInterpolation(_ html: HTML) {
      markup += html.markup
    }

    /// Appends a control's markup unchanged: StatelyHTML built and escaped it.
    ///
    /// - Parameter fragment: The markup.
    public mutating func appendInterpolation(_ fragment: HTMLFragment) {
      markup += fragment.markup
    }
  }
}
