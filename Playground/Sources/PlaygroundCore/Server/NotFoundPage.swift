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

  /// The page: what happened, and the way home.
  static var page: HTML {
    Pages.frame(
      title: "Not found", page: .other, links: .server,
      body: """
        <h1>Not found</h1>
        <p>The playground has no page here. <a href="/">Go to the playground's home page</a>.</p>
        """)
  }
}
