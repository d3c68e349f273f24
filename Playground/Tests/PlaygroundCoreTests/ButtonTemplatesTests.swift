import PropertyBased
import Stately
import StatelyControls
import StatelyHTML
import Testing

@testable import PlaygroundCore

@Suite("Button templates")
struct ButtonTemplatesTests {
  private static let states: [ControlState] = [.normal, .highlighted, .disabled]
  private static let titles: [String?] = [
    nil, "", "Follow", "Following", "Checkout 1", "Checkout <2> & 'more'",
  ]

  /// The look of `step`: a style, a title and a state, each picked from it.
  private static func look(_ step: Int) throws -> ButtonAppearance {
    var configuration: ButtonConfiguration = step % 2 == 0 ? .filled() : .gray()
    configuration.title = titles[step / 2 % titles.count]
    return try configuration.resolvedAppearance(for: states[step / 12 % states.count], traits: .light)
  }

  private static let contexts = [
    HTMLContext(names: .unnamed, attributes: [.dataControl("checkout.pay")]),
    HTMLContext(names: .unnamed, attributes: [.dataControl("checkout.add")]),
  ]

  @Test("Any sequence of looks gets the markup of a fresh drawing, titled or not, with any capacity")
  func markupMatchesDrawing() async throws {
    let context = Self.contexts[0]
    await propertyCheck(
      count: 150, input: Gen.int(in: 1...3), Gen.int(in: 0..<(3 * 6 * 2)).array(of: 1...30)
    ) { capacity, steps in
      let templates = ButtonTemplates(
        context: context, capacity: capacity, shared: SharedDrawings(capacity: 64))
      for step in steps {
        let look = try Self.look(step)
        let fresh = HTMLRenderer.fragment(look, names: context.names, attributes: context.attributes)
        #expect(templates.fragment(for: look) == fresh, "step \(step) of \(steps), capacity \(capacity)")
      }
    }
  }

  @Test("Buttons in two contexts sharing a small store each get the markup of a fresh drawing in their own")
  func sharedStoreKeepsContextsApart() async throws {
    await propertyCheck(
      count: 150, input: Gen.int(in: 1...4), Gen.int(in: 0..<(3 * 6 * 2 * 2)).array(of: 1...40)
    ) { capacity, steps in
      let shared = SharedDrawings(capacity: capacity)
      let buttons = Self.contexts.map { ButtonTemplates(context: $0, capacity: 1, shared: shared) }
      for step in steps {
        let context = Self.contexts[step % 2]
        let look = try Self.look(step / 2)
        let fresh = HTMLRenderer.fragment(look, names: context.names, attributes: context.attributes)
        #expect(
          buttons[step % 2].fragment(for: look) == fresh, "step \(step) of \(steps), capacity \(capacity)")
        #expect(shared.count <= capacity, "the store keeps at most \(capacity) templates")
      }
    }
  }

  @Test("A look one button drew is found, not drawn again, by another button in the same context")
  func secondButtonFindsTheFirstOnesTemplate() throws {
    let shared = SharedDrawings(capacity: 8)
    let first = ButtonTemplates(context: Self.contexts[0], shared: shared)
    let second = ButtonTemplates(context: Self.contexts[0], shared: shared)
    let other = ButtonTemplates(context: Self.contexts[1], shared: shared)
    let look = try Self.look(4)  // filled, "Follow", normal
    var retitled = look
    retitled.title = "Following"
    _ = first.fragment(for: look)
    #expect(shared.statistics.drawn == 1)
    #expect(
      second.fragment(for: retitled)
        == HTMLRenderer.fragment(retitled, attributes: Self.contexts[0].attributes))
    #expect(shared.statistics.drawn == 1, "another title of the same look is filled in, not drawn")
    #expect(shared.statistics.found == 1)
    _ = other.fragment(for: look)
    #expect(shared.statistics.drawn == 2, "another context draws its own")
    #expect(second.sharedTemplate(for: retitled)?.fragment(for: retitled) != nil, "a template, not a miss")
  }

  @Test("A full store forgets its oldest template first")
  func fullStoreForgetsTheOldest() throws {
    let shared = SharedDrawings(capacity: 2)
    let context = Self.contexts[0]
    let looks = try [4, 5, 16].map(Self.look)  // three looks that differ in more than their titles
    let button = ButtonTemplates(context: context, shared: shared)
    for look in looks { _ = button.sharedTemplate(for: look) }
    #expect(shared.count == 2)
    #expect(shared.statistics.drawn == 3)
    _ = button.sharedTemplate(for: looks[2])
    _ = button.sharedTemplate(for: looks[1])
    #expect(shared.statistics.drawn == 3, "the two newest are kept")
    _ = button.sharedTemplate(for: looks[0])
    #expect(shared.statistics.drawn == 4, "the oldest was forgotten")
  }
}
