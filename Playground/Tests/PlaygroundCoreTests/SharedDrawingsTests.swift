import PropertyBased
import Stately
import StatelyControls
import StatelyHTML
import Testing

@testable import PlaygroundCore

/// Two key types with the same contents.
private struct FirstKey: Hashable, Sendable { let number: Int }
private struct SecondKey: Hashable, Sendable { let number: Int }

/// What the property test draws from: a look and a context, both picked by index.
private struct LookInContext: Hashable, Sendable {
  let look: Int
  let context: Int
}

@Suite("Shared drawings: what one session drew, the next one finds")
struct SharedDrawingsTests {
  private static let contexts = ["list.0", "list.1", "pin.new"].map {
    HTMLContext(attributes: [.dataControl($0), .dataKeys])
  }

  /// A look picked by index: a style, a title and a state.
  private static func look(_ index: Int) throws -> ButtonAppearance {
    var configuration: ButtonConfiguration = index % 2 == 0 ? .filled() : .gray()
    configuration.title = ["Follow", "Following", "Checkout 1", "<b>&"][index / 2 % 4]
    let states: [ControlState] = [.normal, .highlighted, .disabled]
    return try configuration.resolvedAppearance(for: states[index / 8 % 3], traits: .light)
  }

  private static func draw(_ key: LookInContext) -> HTMLFragment {
    let look = try? Self.look(key.look)
    return look.map { HTMLRenderer.fragment($0, attributes: Self.contexts[key.context].attributes) }
      ?? .text("no look")
  }

  @Test("Any sequence of keys gets what a fresh drawing gives, whatever the store keeps and forgets")
  func drawingsMatchFreshOnes() async {
    await propertyCheck(
      count: 100, input: Gen.int(in: 1...4), Gen.int(in: 0..<(24 * 3)).array(of: 1...40)
    ) { capacity, steps in
      let store = SharedDrawings(capacity: capacity)
      for step in steps {
        let key = LookInContext(look: step / 3, context: step % 3)
        #expect(
          store.drawing(for: key, draw: Self.draw) == Self.draw(key), "step \(step), capacity \(capacity)")
        #expect(store.count <= capacity)
      }
      let (drawn, found) = store.statistics
      #expect(drawn + found == steps.count, "every lookup either drew or found")
    }
  }

  @Test("Keys of two types never match, even with the same contents")
  func keyTypesAreApart() {
    let store = SharedDrawings(capacity: 8)
    #expect(store.drawing(for: FirstKey(number: 1)) { _ in "first" } == "first")
    #expect(store.drawing(for: SecondKey(number: 1)) { _ in "second" } == "second")
    #expect(store.drawing(for: FirstKey(number: 1)) { _ in "drawn again" } == "first")
    #expect(store.statistics.drawn == 2)
    #expect(store.statistics.found == 1)
  }

  @Test("An optional drawing is kept and found like any other")
  func optionalDrawingsAreKept() {
    let store = SharedDrawings(capacity: 8)
    let drawn: String? = store.drawing(for: FirstKey(number: 2)) { _ -> String? in "kept" }
    #expect(drawn == "kept")
    var drewAgain = false
    let found: String? = store.drawing(for: FirstKey(number: 2)) { _ -> String? in
      drewAgain = true
      return "drawn again"
    }
    #expect(found == "kept")
    #expect(!drewAgain)
    #expect(store.statistics.drawn == 1 && store.statistics.found == 1)
  }

  @Test("A second session's first render is the first one's, each row and field with its own id")
  func secondSessionRendersTheSame() async throws {
    var renders: [Reply] = []
    for id in 1...2 {
      let session = PlaygroundSession(id: id, factory: PlaygroundRegistry.standard)
      var replies = session.outgoing.makeAsyncIterator()
      await session.start()
      renders.append(try await nextReply(&replies))
      await session.close()
    }
    #expect(renders[0].controlIDs == renders[1].controlIDs)
    for id in renders[0].controlIDs {
      let html = try renders[1].control(id).html
      #expect(html == (try renders[0].control(id).html), "\(id)")
      #expect(html.contains(#"data-control="\#(id)""#), "\(id) carries its own id")
    }
  }
}
