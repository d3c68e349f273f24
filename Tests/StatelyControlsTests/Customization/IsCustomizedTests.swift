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

@Suite("isCustomized: each property reads its own field")
struct IsCustomizedTests {
  @Test("A button configuration's properties are customised exactly when assigned")
  func buttonConfiguration() async {
    await checkEachPropertyReadsItsOwnField(
      ButtonConfiguration.filled(),
      assign: [
        .title: { $0.values.titleContent = $0.values.titleContent },
        .subtitle: { $0.values.subtitleContent = $0.values.subtitleContent },
        .titleTextAttributesTransformer: {
          $0.values.titleTextAttributesTransformer = $0.values.titleTextAttributesTransformer
        },
        .subtitleTextAttributesTransformer: {
          $0.values.subtitleTextAttributesTransformer = $0.values.subtitleTextAttributesTransformer
        },
        .image: { $0.values.image = $0.values.image },
        .imagePlacement: { $0.values.imagePlacement = $0.values.imagePlacement },
        .imagePadding: { $0.values.imagePadding = $0.values.imagePadding },
        .imageReservation: { $0.values.imageReservation = $0.values.imageReservation },
        .titlePadding: { $0.values.titlePadding = $0.values.titlePadding },
        .titleAlignment: { $0.values.titleAlignment = $0.values.titleAlignment },
        .titleLineBreakMode: { $0.values.titleLineBreakMode = $0.values.titleLineBreakMode },
        .subtitleLineBreakMode: { $0.values.subtitleLineBreakMode = $0.values.subtitleLineBreakMode },
        .contentInsets: { $0.values.contentInsets = $0.values.contentInsets },
        .buttonSize: { $0.values.buttonSize = $0.values.buttonSize },
        .cornerStyle: { $0.values.cornerStyle = $0.values.cornerStyle },
        .baseForegroundColor: { $0.values.baseForegroundColor = $0.values.baseForegroundColor },
        .baseBackgroundColor: { $0.values.baseBackgroundColor = $0.values.baseBackgroundColor },
        .background: { $0.background = .clear() },
        .showsActivityIndicator: { $0.values.showsActivityIndicator = $0.values.showsActivityIndicator },
        .imageColorTransformer: { $0.values.imageColorTransformer = $0.values.imageColorTransformer },
        .activityIndicatorColorTransformer: {
          $0.values.activityIndicatorColorTransformer = $0.values.activityIndicatorColorTransformer
        },
        .indicator: { $0.values.indicator = $0.values.indicator },
        .indicatorColorTransformer: {
          $0.values.indicatorColorTransformer = $0.values.indicatorColorTransformer
        },
        .automaticallyUpdateForSelection: {
          $0.values.automaticallyUpdateForSelection = $0.values.automaticallyUpdateForSelection
        },
      ], derived: [.background])
  }

  @Test("A background configuration's properties are customised exactly when assigned")
  func backgroundConfiguration() async {
    await checkEachPropertyReadsItsOwnField(
      BackgroundConfiguration.clear(),
      assign: [
        .cornerRadius: { $0.values.cornerRadius = $0.values.cornerRadius },
        .backgroundInsets: { $0.values.backgroundInsets = $0.values.backgroundInsets },
        .edgesAddingLayoutMarginsToBackgroundInsets: {
          $0.values.edgesAddingLayoutMarginsToBackgroundInsets =
            $0.values.edgesAddingLayoutMarginsToBackgroundInsets
        },
        .backgroundColor: { $0.values.backgroundColor = $0.values.backgroundColor },
        .backgroundColorTransformer: {
          $0.values.backgroundColorTransformer = $0.values.backgroundColorTransformer
        },
        .strokeColor: { $0.values.strokeColor = $0.values.strokeColor },
        .strokeColorTransformer: { $0.values.strokeColorTransformer = $0.values.strokeColorTransformer },
        .strokeWidth: { $0.values.strokeWidth = $0.values.strokeWidth },
        .strokeOutset: { $0.values.strokeOutset = $0.values.strokeOutset },
        .image: { $0.values.image = $0.values.image },
        .imageContentMode: { $0.values.imageContentMode = $0.values.imageContentMode },
        .visualEffect: { $0.values.visualEffect = $0.values.visualEffect },
      ])
  }

  @Test("List content, its text and its image properties are customised exactly when assigned")
  func listContentConfiguration() async {
    await checkEachPropertyReadsItsOwnField(
      ListContentConfiguration.cell(),
      assign: [
        .directionalLayoutMargins: {
          $0.values.directionalLayoutMargins = $0.values.directionalLayoutMargins
        },
        .imageToTextPadding: { $0.values.imageToTextPadding = $0.values.imageToTextPadding },
        .textToSecondaryTextHorizontalPadding: {
          $0.values.textToSecondaryTextHorizontalPadding = $0.values.textToSecondaryTextHorizontalPadding
        },
        .textToSecondaryTextVerticalPadding: {
          $0.values.textToSecondaryTextVerticalPadding = $0.values.textToSecondaryTextVerticalPadding
        },
        .prefersSideBySideTextAndSecondaryText: {
          $0.values.prefersSideBySideTextAndSecondaryText = $0.values.prefersSideBySideTextAndSecondaryText
        },
      ])
    await checkEachPropertyReadsItsOwnField(
      ListContentConfiguration.cell().textProperties,
      assign: [.font: { $0.font = $0.font }, .color: { $0.color = $0.color }])
    await checkEachPropertyReadsItsOwnField(
      ListContentConfiguration.cell().imageProperties, assign: [.tintColor: { $0.tintColor = $0.tintColor }])
  }
}
