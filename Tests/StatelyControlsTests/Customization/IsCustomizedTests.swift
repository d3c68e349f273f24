import PropertyBased
import Testing

@testable import StatelyControls

/// The properties whose `Customizable` fields are customised, found by reflection over the fields and
/// their names: the brute-force reference for each type's `isCustomized(_:)`.
private func customisedByReflection<Property: ConfigurationProperty>(_ values: Any, as _: Property.Type)
  -> [Property]
{
  let named = Mirror(reflecting: values).children.compactMap { child -> Property? in
    guard let record = child.value as? any CustomizationRecord, record.isCustomized, let label = child.label
    else { return nil }
    return Property(rawValue: String(label.dropFirst()))
  }
  return Property.allCases.filter { named.contains($0) }
}

/// Assigns any subset of a configuration's properties and checks `customizedProperties` (read through
/// `isCustomized(_:)`) against the set assigned and against the fields read by reflection.
///
/// - Parameters:
///   - start: A configuration with nothing customised.
///   - assign: One assignment per property, each writing the property's current value back.
///   - derived: The properties that no `Customizable` field holds, customised by other means.
private func checkEachPropertyReadsItsOwnField<Configuration: CustomizableConfiguration>(
  _ start: Configuration, assign: [Configuration.Property: (inout Configuration) -> Void],
  derived: Set<Configuration.Property> = [], sourceLocation: SourceLocation = #_sourceLocation
) async {
  let properties = Configuration.Property.allCases
  #expect(Set(assign.keys) == Set(properties), "one assignment per property", sourceLocation: sourceLocation)
  #expect(start.customizedProperties.isEmpty, sourceLocation: sourceLocation)
  await propertyCheck(count: 200, input: Gen.int(in: 0..<(1 << properties.count))) { subset in
    var configuration = start
    let chosen = properties.indices.filter { subset & (1 << $0) != 0 }.map { properties[$0] }
    for property in chosen { assign[property]?(&configuration) }
    #expect(configuration.customizedProperties == chosen, "\(chosen)", sourceLocation: sourceLocation)
    #expect(
      customisedByReflection(configuration.values, as: Configuration.Property.self)
        == chosen.filter { !derived.contains($0) }, "\(chosen)", sourceLocation: sourceLocation)
    for property in properties {
      #expect(
        configuration.isCustomized(property) == chosen.contains(property), "\(property) in \(chosen)",
        sourceLocation: sourceLocation)
    }
  }
}

/// Writes a field's value back to it, which customises it.
private func reassign<Configuration: CustomizableConfiguration, Value>(
  _ field: WritableKeyPath<Configuration.Values, Customizable<Value>>
) -> (inout Configuration) -> Void {
  { $0.values[keyPath: field].wrappedValue = $0.values[keyPath: field].value }
}

@Suite("isCustomized: each property reads its own field")
struct IsCustomizedTests {
  @Test("A button configuration's properties are customised exactly when assigned")
  func buttonConfiguration() async {
    await checkEachPropertyReadsItsOwnField(
      ButtonConfiguration.filled(),
      assign: [
        .title: reassign(\.$titleContent),
        .subtitle: reassign(\.$subtitleContent),
        .titleTextAttributesTransformer: reassign(\.$titleTextAttributesTransformer),
        .subtitleTextAttributesTransformer: reassign(\.$subtitleTextAttributesTransformer),
        .image: reassign(\.$image),
        .imagePlacement: reassign(\.$imagePlacement),
        .imagePadding: reassign(\.$imagePadding),
        .imageReservation: reassign(\.$imageReservation),
        .titlePadding: reassign(\.$titlePadding),
        .titleAlignment: reassign(\.$titleAlignment),
        .titleLineBreakMode: reassign(\.$titleLineBreakMode),
        .subtitleLineBreakMode: reassign(\.$subtitleLineBreakMode),
        .contentInsets: reassign(\.$contentInsets),
        .buttonSize: reassign(\.$buttonSize),
        .cornerStyle: reassign(\.$cornerStyle),
        .baseForegroundColor: reassign(\.$baseForegroundColor),
        .baseBackgroundColor: reassign(\.$baseBackgroundColor),
        .background: { $0.background = .clear() },
        .showsActivityIndicator: reassign(\.$showsActivityIndicator),
        .imageColorTransformer: reassign(\.$imageColorTransformer),
        .activityIndicatorColorTransformer: reassign(\.$activityIndicatorColorTransformer),
        .indicator: reassign(\.$indicator),
        .indicatorColorTransformer: reassign(\.$indicatorColorTransformer),
        .automaticallyUpdateForSelection: reassign(\.$automaticallyUpdateForSelection),
      ], derived: [.background])
  }

  @Test("A background configuration's properties are customised exactly when assigned")
  func backgroundConfiguration() async {
    await checkEachPropertyReadsItsOwnField(
      BackgroundConfiguration.clear(),
      assign: [
        .cornerRadius: reassign(\.$cornerRadius),
        .backgroundInsets: reassign(\.$backgroundInsets),
        .edgesAddingLayoutMarginsToBackgroundInsets: reassign(\.$edgesAddingLayoutMarginsToBackgroundInsets),
        .backgroundColor: reassign(\.$backgroundColor),
        .backgroundColorTransformer: reassign(\.$backgroundColorTransformer),
        .strokeColor: reassign(\.$strokeColor),
        .strokeColorTransformer: reassign(\.$strokeColorTransformer),
        .strokeWidth: reassign(\.$strokeWidth),
        .strokeOutset: reassign(\.$strokeOutset),
        .image: reassign(\.$image),
        .imageContentMode: reassign(\.$imageContentMode),
        .visualEffect: reassign(\.$visualEffect),
      ])
  }

  @Test("List content, its text and its image properties are customised exactly when assigned")
  func listContentConfiguration() async {
    await checkEachPropertyReadsItsOwnField(
      ListContentConfiguration.cell(),
      assign: [
        .directionalLayoutMargins: reassign(\.$directionalLayoutMargins),
        .imageToTextPadding: reassign(\.$imageToTextPadding),
        .textToSecondaryTextHorizontalPadding: reassign(\.$textToSecondaryTextHorizontalPadding),
        .textToSecondaryTextVerticalPadding: reassign(\.$textToSecondaryTextVerticalPadding),
        .prefersSideBySideTextAndSecondaryText: reassign(\.$prefersSideBySideTextAndSecondaryText),
      ])
    await checkEachPropertyReadsItsOwnField(
      ListContentConfiguration.cell().textProperties,
      assign: [.font: reassign(\.$font), .color: reassign(\.$color)])
    await checkEachPropertyReadsItsOwnField(
      ListContentConfiguration.cell().imageProperties, assign: [.tintColor: reassign(\.$tintColor)])
  }
}
