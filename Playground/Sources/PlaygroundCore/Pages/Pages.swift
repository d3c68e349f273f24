/// Where page links point: at the running server's routes, or at files of a static export.
public enum PageLinks: Sendable, Hashable {
  /// `/`, `/gallery`, `/live`, `/assets/…`.
  case server
  /// `index.html`, `gallery.html`, `assets/…`, relative so the folder can be opened from disk.
  case staticExport

  var index: String { self == .server ? "/" : "index.html" }
  var gallery: String { self == .server ? "/gallery" : "gallery.html" }
  var stylesheet: String { self == .server ? "/assets/style.css" : "assets/style.css" }
  var pageScript: String { self == .server ? "/assets/page.js" : "assets/page.js" }
}

/// Renders the playground's pages.
public enum Pages {
  /// The page frame shared by every page.
  static func frame(title: String, links: PageLinks, body: HTML, scripts: [String] = []) -> HTML {
    let scriptTags = HTML.joined(scripts.map { "<script src=\"\($0)\" defer></script>" })
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title) · Stately playground</title>
      <link rel="stylesheet" href="\(links.stylesheet)">
      \(scriptTags)
      </head>
      <body>
      <header class="top"><a href="\(links.index)" class="brand">Stately playground</a></header>
      <main>
      \(body)
      </main>
      </body>
      </html>

      """
  }

  /// The index page: links to the gallery and, on a server, the live page.
  ///
  /// - Parameter links: Where links point.
  /// - Returns: The page.
  public static func index(links: PageLinks) -> HTML {
    let live: HTML =
      links == .server
      ? """
      <li><a id="live-link" href="/live">Live controls</a>: press, click and type; each browser tab is its
      own session, with an inspector showing state bits, winning rules and update counts.</li>
      """
      : "<li>Live controls need the server: run <code>stately-playground</code> and open /live.</li>"
    return frame(
      title: "Home", links: links,
      body: """
        <h1>Stately playground</h1>
        <p>A control's look is a pure function of its state. Try it here.</p>
        <ul class="links">
        <li><a id="gallery-link" href="\(links.gallery)">Gallery</a>: every control in each interesting
        state, rendered on the server.</li>
        \(live)
        </ul>
        """)
  }

  /// The gallery page.
  ///
  /// - Parameters:
  ///   - sections: The sections to show.
  ///   - links: Where links point.
  /// - Returns: The page.
  public static func gallery(_ sections: [GallerySection], links: PageLinks) -> HTML {
    // Groups in the order they first appear, each with its sections in order.
    var groups: [(name: String?, sections: [GallerySection])] = []
    for section in sections {
      if let index = groups.firstIndex(where: { $0.name == section.group }) {
        groups[index].sections.append(section)
      } else {
        groups.append((section.group, [section]))
      }
    }
    let toc = HTML.joined(
      groups.map { group in
        let links = HTML.joined(
          group.sections.map { "<a href=\"#\($0.id)\">\($0.title)</a>" }, separator: " ")
        let name: HTML = group.name.map { "<strong>\($0)</strong> " } ?? ""
        return "<li>\(name)\(links)</li>"
      })
    let body = HTML.joined(
      groups.map { group in
        let heading: HTML = group.name.map { "<h2 class=\"gallery-group\">\($0)</h2>\n" } ?? ""
        return HTML.joined([heading] + group.sections.map(section), separator: "\n")
      }, separator: "\n")
    return frame(
      title: "Gallery", links: links,
      body: """
        <h1>Gallery</h1>
        <p>Every control in each state it can reach. Open a section; “Why?” under a tile says which rule
        gave each value. Escape closes it.</p>
        <nav aria-label="Sections"><ul class="toc">\(toc)</ul></nav>
        \(body)
        """,
      scripts: [links.pageScript])
  }

  /// One gallery section, collapsed, so the page is a list of sections rather than one long column.
  static func section(_ section: GallerySection) -> HTML {
    let items = HTML.joined(
      section.items.map { item in
        """
        <figure class="item"><div class="specimen">\(item.html)</div>\
        <figcaption>\(item.caption)</figcaption></figure>
        """
      })
    return """
      <details class="gallery-section" id="\(section.id)">
      <summary><h3>\(section.title)</h3> <span class="count">\(section.items.count) tiles</span></summary>
      <p>\(section.summary)</p>
      <div class="items">\(items)</div>
      </details>
      """
  }

  /// The live page; its script connects to `/ws` and renders what the session sends.
  public static func live() -> HTML {
    frame(
      title: "Live", links: .server,
      body: """
        <div id="offline" class="offline" role="status" hidden></div>
        <h1>Live controls</h1>
        <p class="status">Connection: <span id="status">connecting</span> ·
        session <span id="session">–</span> · last reply <span id="last-seq">–</span></p>
        <div class="live">
        <section id="stage" class="stage" aria-label="Controls"></section>
        <aside class="inspector-panel"><h2>Inspector</h2><div id="inspector"></div></aside>
        </div>
        <h2>Messages</h2>
        <ol id="log" class="log" aria-live="polite"></ol>
        """,
      scripts: ["/assets/live.js"])
  }
}
