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

/// Renders the playground's pages: the landing page, the gallery and the live page, each with the
/// same header and navigation.
public enum Pages {
  /// Which page a header marks as the current one; `other` marks none.
  enum Page: Equatable {
    case home, gallery, live, other
  }

  /// The page frame shared by every page: the header with its navigation, then the body.
  static func frame(
    title: String, page: Page, links: PageLinks, body: HTML, scripts: [String] = [], bodyClass: String = ""
  ) -> HTML {
    let scriptTags = HTML.joined(scripts.map { "<script src=\"\($0)\" defer></script>" })
    func item(_ target: Page, _ href: String, _ name: String) -> HTML {
      let current: HTML = page == target ? " aria-current=\"page\"" : ""
      return "<a href=\"\(href)\"\(current)>\(name)</a>"
    }
    let live: HTML =
      links == .server
      ? item(.live, "/live", "Live")
      : "<span class=\"nav-off\" title=\"The live page needs the server\">Live</span>"
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
      <body class="\(bodyClass)">
      <header class="top">
      <a href="\(links.index)" class="brand"><span class="brand-mark" aria-hidden="true"></span>Stately</a>
      <nav class="site-nav" aria-label="Pages">\(item(.home, links.index, "Home"))\
      \(item(.gallery, links.gallery, "Gallery"))\(live)</nav>
      </header>
      \(body)
      </body>
      </html>

      """
  }

  /// The landing page: what the playground shows, a card for the gallery and one for the live page,
  /// things to try, and how to show your own control.
  ///
  /// - Parameter links: Where links point.
  /// - Returns: The page.
  public static func index(links: PageLinks) -> HTML {
    let liveCard: HTML =
      links == .server
      ? """
      <a class="card" id="live-link" href="/live"><h2>Live controls <span aria-hidden="true">→</span></h2>
      <p>The article examples running for real, one session per tab. Press, click and type, and the
      inspector follows the control you touch: its state, the rule behind each value, its update count.</p></a>
      """
      : """
      <div class="card card-off"><h2>Live controls</h2><p>The live page needs the server. From the
      repository: <code>swift run --package-path Playground stately-playground</code>, then open
      <code>/live</code>.</p></div>
      """
    return frame(
      title: "Home", page: .home, links: links,
      body: """
        <main class="home">
        <section class="hero">
        <h1>A control’s look, as a function of its state</h1>
        <p class="lead">Stately declares a control’s states, the rules between them and a value per state, then
        checks every reachable state for ties and dead rules and explains each value. This playground shows
        its controls in a browser, where UIKit cannot run.</p>
        </section>
        <div class="cards">
        <a class="card" id="gallery-link" href="\(links.gallery)"><h2>Gallery <span aria-hidden="true">→</span></h2>
        <p>Every component in every state it can reach: states across, variants down. On a tile, “Why?” says
        where each value came from, and “Swift” shows the code that draws it in UIKit and in Stately.</p></a>
        \(liveCard)
        </div>
        <section class="try">
        <h2>Things to try</h2>
        <ol>
        <li>In the gallery, open <a href="\(links.gallery)#example-followButton">Follow button</a> and press
        “Why?” on the selected+mutual tile: two rules match, and the more specific one wins. The loading
        row is empty where loading forces disabled.</li>
        <li>On the live page, tap <strong>Follow</strong>: it loads, disabled, then reads “Following”; the
        inspector shows which rule gave each value.</li>
        <li>In the change-PIN form, type <strong>1357</strong>, then <strong>1234</strong> as the new PIN:
        the form says why it refuses it.</li>
        </ol>
        </section>
        \(articlesSection(links: links))
        <section class="own">
        <h2>Your own control here</h2>
        <p>Register it in a <code>PlaygroundRegistry</code> and serve the registry: the gallery shows it in
        every reachable state and the live page gets one to press. See <code>Playground/README.md</code>.</p>
        </section>
        </main>
        """)
  }

  /// The five articles the examples rebuild, each with the gallery components that rebuild it.
  static func articlesSection(links: PageLinks) -> HTML {
    let items = HTML.joined(
      SourceArticles.all.map { article in
        let original: HTML =
          article.original.map {
            " <span lang=\"\(article.language.hasPrefix("Russian") ? "ru" : "zh")\">(\($0))</span>"
          } ?? .empty
        let components = HTML.joined(
          article.components.map { id in
            "<a href=\"\(links.gallery)#\(id)\">\(SourceArticles.componentTitle(id))</a>"
          }, separator: ", ")
        return """
          <li id="\(article.anchor)"><strong>\(article.title)</strong>\(original), in \(article.language): \
          \(article.covers) In the gallery: \(components).</li>
          """
      })
    return """
      <section class="articles" id="articles">
      <h2>The articles</h2>
      <p>The examples rebuild the controls of five articles. The project\u{2019}s copies of them carry no web \
      addresses, so they are named here by their published titles.</p>
      <ol>\(items)</ol>
      </section>
      """
  }

  /// The gallery: a component explorer. The navigation lists every component by group; one component
  /// shows at a time (the one the address names, else the first), as grids of equal tiles.
  ///
  /// Without a script, the address alone picks the component (CSS `:target`); the page's script marks
  /// the current link, anchors "Why?" popovers to their tiles and closes them on navigation.
  ///
  /// - Parameters:
  ///   - sections: The components, in order.
  ///   - links: Where links point.
  /// - Returns: The page.
  public static func gallery(_ sections: [GallerySection], links: PageLinks) -> HTML {
    // Groups in the order they first appear, each with its components in order.
    var groups: [(name: String, sections: [GallerySection])] = []
    for section in sections {
      let name = section.group ?? "Registered"
      if let index = groups.firstIndex(where: { $0.name == name }) {
        groups[index].sections.append(section)
      } else {
        groups.append((name, [section]))
      }
    }
    let navigation = HTML.joined(
      groups.map { group in
        let links = HTML.joined(
          group.sections.map { section in
            let states = section.items.count
            return """
              <li><a href="#\(section.id)" data-component="\(section.id)">\(section.title)\
              <span class="count">\(states)</span></a></li>
              """
          })
        return "<li class=\"nav-group\"><h2>\(group.name)</h2><ul>\(links)</ul></li>"
      })
    let components = HTML.joined(
      groups.flatMap { group in group.sections.map { component($0, group: group.name, links: links) } },
      separator: "\n")
    return frame(
      title: "Gallery", page: .gallery, links: links,
      body: """
        <div class="explorer">
        <nav class="components-nav" aria-label="Components"><ul>\(navigation)</ul></nav>
        <main class="components">
        \(components)
        </main>
        </div>
        """,
      scripts: [links.pageScript], bodyClass: "gallery-page")
  }

  /// One component: its heading, summary, the articles it comes from, the contrast lint's switch, and
  /// its grids.
  static func component(_ section: GallerySection, group: String, links: PageLinks) -> HTML {
    let articles = SourceArticles.articles(for: section.id)
    let source: HTML =
      articles.isEmpty
      ? .empty
      : """
      <p class="source">From \(HTML.joined(
          articles.map { "<a href=\"\(links.index)#\($0.anchor)\">\u{201C}\($0.title)\u{201D}</a>" },
          separator: " and ")).</p>
      """
    let grids = section.grids.enumerated().map { index, grid in
      self.grid(grid, id: "\(section.id)--\(index)")
    }
    let gridAnchors = HTML.joined(
      section.grids.enumerated().map { index, grid in
        "<a href=\"#\(section.id)--\(index)\">\(grid.title ?? "Grid \(index + 1)")</a>"
      })
    let gridLinks: HTML =
      section.grids.count > 1
      ? "<nav class=\"grid-links\" aria-label=\"\(section.title) grids\">\(gridAnchors)</nav>" : .empty
    let failing = section.items.filter { !$0.notes.isEmpty }.count
    let lintSummary: HTML =
      failing == 0
      ? "<p class=\"lint-summary\" role=\"status\">Contrast lint: no tile of \(section.title) fails.</p>"
      : """
      <p class="lint-summary" role="status">Contrast lint: \(failing) tile\(failing == 1 ? "" : "s") of \
      \(section.title) fail\(failing == 1 ? "s" : ""); each is marked, and the notes under each grid say why.</p>
      """
    let lintSwitch: HTML = """
      <label class="lint-switch"><input type="checkbox" class="contrast-toggle"> Contrast lint \
      <span class="lint-rule">(WCAG AA)</span></label>
      """
    return """
      <section class="component" id="\(section.id)" aria-labelledby="\(section.id)-title">
      <header class="component-head">
      <p class="eyebrow">\(group)</p>
      <h1 id="\(section.id)-title">\(section.title)</h1>
      <p class="summary">\(section.summary)</p>
      \(source)
      <div class="component-tools">\(gridLinks)\(lintSwitch)</div>
      \(lintSummary)
      </header>
      \(HTML.joined(grids, separator: "\n"))
      </section>
      """
  }

  /// One grid: its heading, the aligned tiles, and the notes about them, each once.
  static func grid(_ grid: GalleryGrid, id: String) -> HTML {
    // A heading such as "highlighted+selected" may wrap after a "+", never inside a name.
    func wrappable(_ text: String) -> HTML {
      HTML.joined(
        text.components(separatedBy: "+").map { (part: String) -> HTML in "\(part)" }, separator: "+<wbr>")
    }
    let heads = HTML.joined(
      grid.columns.map { "<div class=\"col-head\" role=\"columnheader\">\(wrappable($0))</div>" })
    let rows = HTML.joined(
      grid.rows.enumerated().map { rowIndex, row in
        let cells = HTML.joined(
          grid.columns.indices.map { index in
            guard index < row.cells.count, let item = row.cells[index] else {
              return "<div class=\"cell cell-empty\" role=\"cell\" title=\"Not a reachable state\"></div>"
            }
            let badges = HTML.joined(
              item.notes.map { "<span class=\"contrast-badge\" title=\"\($0.text)\">\($0.badge)</span>" })
            let code = self.code(item, id: "\(id)-\(rowIndex)-\(index)-swift")
            return
              "<div class=\"cell\" role=\"cell\" aria-label=\"\(item.caption)\">\(item.html)\(badges)\(code)</div>"
          })
        return """
          <div class="grid-row" role="row"><div class="row-head" role="rowheader">\(wrappable(row.label))</div>\(cells)</div>
          """
      })
    // Each finding once, with the tiles it is about, by row: "Plain: normal, focused; Gray: selected".
    var notes: [(text: String, places: [(row: String, columns: [String])])] = []
    for row in grid.rows {
      for (index, cell) in row.cells.enumerated() {
        guard let cell else { continue }
        let column = index < grid.columns.count ? grid.columns[index] : ""
        for note in cell.notes {
          let at =
            notes.firstIndex { $0.text == note.text }
            ?? {
              notes.append((note.text, []))
              return notes.count - 1
            }()
          if notes[at].places.last?.row == row.label {
            notes[at].places[notes[at].places.count - 1].columns.append(column)
          } else {
            notes[at].places.append((row.label, [column]))
          }
        }
      }
    }
    let noteItems = HTML.joined(
      notes.map { note in
        let places = note.places.map { place -> HTML in
          let columns = wrappable(place.columns.filter { !$0.isEmpty }.joined(separator: ", "))
          let row = wrappable(place.row)
          return place.row.isEmpty ? columns : place.columns.isEmpty ? row : "\(row): \(columns)"
        }
        return "<li><span class=\"where\">\(HTML.joined(places, separator: "; "))</span> \(note.text)</li>"
      })
    let notesList: HTML =
      notes.isEmpty
      ? .empty
      : """
      <div class="contrast-notes"><h3>Contrast (WCAG 1.4.3, level AA)</h3>
      <p>Text needs 4.5:1 against what is behind it, or 3:1 when it is large: 18 pt (24 px) and up, or \
      14 pt (18.66 px) and up in bold. Disabled controls are exempt, as WCAG calls the text of an inactive \
      component incidental; the highlighted look, which lasts while a finger is down, is not checked.</p>
      <ul>\(noteItems)</ul></div>
      """
    let title: HTML = grid.title.map { "<h2>\($0)</h2>" } ?? .empty
    let summary: HTML = grid.summary.map { "<p class=\"grid-summary\">\($0)</p>" } ?? .empty
    let label = grid.title ?? "States"
    return """
      <section class="grid-block" id="\(id)">
      \(title)\(summary)
      <div class="grid-scroll" role="region" aria-label="\(label)" tabindex="0">
      <div class="state-grid" role="table" aria-label="\(label)" style="--columns: \(grid.columns.count)">
      <div class="grid-row" role="row"><div class="corner" role="columnheader"></div>\(heads)</div>
      \(rows)
      </div>
      </div>
      \(notesList)
      </section>
      """
  }

  /// A tile's "Swift" button and the popover it opens, with the tile's code in each idiom; empty for a
  /// tile without code.
  static func code(_ item: GalleryItem, id: String) -> HTML {
    guard !item.code.isEmpty else { return .empty }
    let blocks = HTML.joined(
      item.code.map { code in
        let note: HTML =
          code.idiom == .uikit
          ? """
          <p class="tile-code__note">For an iOS app. UIKit does not exist on Linux, so the playground does not \
          compile this; its CI type-checks it against Apple\u{2019}s iOS SDK where one is extracted.</p>
          """
          : "<p class=\"tile-code__note\">The playground\u{2019}s tests compile this and check that it draws the tile.</p>"
        return """
          <section class="tile-code__idiom" data-idiom="\(code.idiom.rawValue)"><h3>\(code.idiom.title)</h3>\
          <pre><code>\(code.source)</code></pre>\(note)</section>
          """
      })
    return """
      <button type="button" class="tile-code__open" popovertarget="\(id)" aria-controls="\(id)" \
      aria-haspopup="dialog">Swift</button><div id="\(id)" class="stately-why tile-code" popover="auto" \
      role="dialog" aria-label="Swift: \(item.caption)"><div class="stately-why__head"><strong>\(item.caption)</strong>\
      <button type="button" class="stately-why__close" popovertarget="\(id)" popovertargetaction="hide" \
      aria-label="Close">\u{00D7}</button></div>\(blocks)</div>
      """
  }

  /// The live page; its script connects to `/ws` and renders what the session sends.
  public static func live() -> HTML {
    frame(
      title: "Live", page: .live, links: .server,
      body: """
        <div id="offline" class="offline" role="status" hidden></div>
        <main class="live-page">
        <header class="live-head">
        <h1>Live controls</h1>
        <div class="live-tools">
        <label class="dev-switch"><input type="checkbox" id="developer-details" role="switch" \
        aria-describedby="developer-note"><span class="dev-switch__track" aria-hidden="true"></span>\
        Developer details</label>
        <p class="status" id="connection"><span class="dot" aria-hidden="true"></span>
        <span id="status">connecting</span><span class="dev-only"> · session <span id="session">–</span> · \
        last reply <span id="last-seq">–</span></span></p>
        </div>
        <p class="dev-note" id="developer-note">Developer details are off: control ids, update counts, \
        session numbers and the ten-click button are hidden. The switch stays as you set it until the page \
        is reloaded.</p>
        </header>
        <div class="live">
        <section id="stage" class="stage" aria-label="Controls"></section>
        <aside id="inspector-panel" class="inspector-panel" aria-label="Inspector">
        <div class="inspector-head"><h2>Inspector</h2>
        <p class="hint" id="inspector-hint">Touch or focus a control to inspect it.</p></div>
        <div id="inspector" class="inspector"></div>
        </aside>
        </div>
        <section class="log-section">
        <h2>Messages</h2>
        <p class="hint">Each event that changed something, and what it changed; refused messages in red.</p>
        <ol id="log" class="log" aria-live="polite"></ol>
        </section>
        </main>
        """,
      scripts: ["/assets/live.js"], bodyClass: "live-body")
  }
}
