import StatelyExamples

/// The five articles the examples rebuild, as the landing page lists them and each example's component
/// links to them.
///
/// The project's copies of the articles carry no web addresses, so the list names each article by its
/// published title, with an English one beside it.
enum SourceArticles {
  /// One article.
  struct Article {
    /// The anchor on the landing page: `article-1` to `article-5`.
    var anchor: String
    /// The title in English.
    var title: String
    /// The title as published, or `nil` where the copy has none.
    var original: String?
    /// The language it is written in.
    var language: String
    /// What it covers.
    var covers: String
    /// The gallery components that rebuild its controls, by id.
    var components: [String]
  }

  /// The articles, in the order the project numbers them.
  static let all: [Article] = [
    Article(
      anchor: "article-1", title: "Dynamic button configuration in iOS 15",
      original: "Динамическое изменение конфигурации кнопки в iOS 15", language: "Russian",
      covers: "configurationUpdateHandler, setNeedsUpdateConfiguration(), and which value wins when "
        + "setTitle(_:for:) and the configuration disagree.",
      components: ["example-checkout", "example-precedence"]),
    Article(
      anchor: "article-2", title: "UIButton.Configuration and reusable button styles", original: nil,
      language: "Chinese",
      covers: "how UIKit's configuration update works inside, why a configuration holds no per-state "
        + "styling, and a reusable per-state \u{201C}configuration machine\u{201D}, which Stately's "
        + "ConfigurationTable makes a value.",
      components: ["example-followButton"]),
    Article(
      anchor: "article-3", title: "UIButton states revisited", original: "UIButton 状态新解",
      language: "Chinese (NetEase Cloud Music)",
      covers: "UIControl.State combinations and their fallbacks, and custom application states: the "
        + "follow button, with followed, mutual and loading.",
      components: ["example-followButton", "example-loadingButton"]),
    Article(
      anchor: "article-4", title: "What iOS 14\u{2019}s modern cell configuration brings",
      original: "iOS14 的 Modern cell configuration 给我们带来了什么?", language: "Chinese",
      covers: "background and list content configurations, updateConfiguration(using:), colour "
        + "transformers and the automatic-update flags.",
      components: ["example-cellList"]),
    Article(
      anchor: "article-5", title: "State-driven UIControl design: QUIckControl", original: nil,
      language: "Russian",
      covers: "six matching modes with priorities, transitions, dependencies between controls, and a PIN "
        + "code control.",
      components: ["example-pinCode", "example-changePinForm"]),
  ]

  /// The articles a gallery component rebuilds, in order.
  static func articles(for component: String) -> [Article] {
    all.filter { $0.components.contains(component) }
  }

  /// A component's title, such as `Follow button` for `example-followButton`.
  static func componentTitle(_ id: String) -> String {
    ExampleCatalog.entries.first { "example-\($0.id)" == id }?.title ?? id
  }
}
