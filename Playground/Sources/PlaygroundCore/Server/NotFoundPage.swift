import Hummingbird

/// Answers a path the playground does not serve with 404 and a small page that links home, instead of
/// Hummingbird's empty 404.
struct NotFoundPage<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as HTTPError where error.status == .notFound {
      var response = PlaygroundServer.page(Self.page)
      response.status = .notFound
      return response
    }
  }

  /// The page: what happened, and the ways back, in the frame and style of every other page.
  static var page: HTML {
    Pages.frame(
      title: "Not found", page: .other, links: .server,
      body: """
        <main class="not-found">
        <p class="eyebrow">404</p>
        <h1>Not found</h1>
        <p>The playground has no page here. Go to the playground's home page, or straight to its gallery or
        its live controls.</p>
        <nav class="cards" aria-label="Pages">
        <a class="card" href="/"><h2>Home <span aria-hidden="true">→</span></h2><p>What the playground shows.</p></a>
        <a class="card" href="/gallery"><h2>Gallery <span aria-hidden="true">→</span></h2>
        <p>Every component in every state it can reach.</p></a>
        <a class="card" href="/live"><h2>Live <span aria-hidden="true">→</span></h2>
        <p>The examples running for real.</p></a>
        </nav>
        </main>
        """)
  }
}
