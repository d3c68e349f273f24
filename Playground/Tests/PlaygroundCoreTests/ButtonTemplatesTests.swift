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

  @Test("Any sequence of looks gets the markup of a fresh drawing, titled or not, with any capacity")
  func markupMatchesDrawing() async throws {
    let context = HTMLContext(names: .unnamed, attributes: [.dataControl("checkout.pay")])
    await propertyCheck(
      count: 150, input: Gen.int(in: 1...3), Gen.int(in: 0..<(3 * 6 * 2)).array(of: 1...30)
    ) { capacity, steps in
      let templates = ButtonTemplates(context: context, capacity: capacity)
      for step in steps {
        var configuration: ButtonConfiguration = step % 2 == 0 ? .filled() : .gray()
        configuration.title = Self.titles[step / 2 % Self.titles.count]
        let look = try configuration.resolvedAppearance(for: Self.states[step / 12], traits: .light)
        let fresh = HTMLRenderer.fragment(look, names: context.names, attributes: context.attributes)
        #expect(templates.fragment(for: look) == fresh, "step \(step) of \(steps), capacity \(capacity)")
      }
    }
  }
}
