// StatelySwiftUI's SwiftUI part is for iOS. tvOS, watchOS and visionOS are not supported: the only
// other SDK at hand (tvOS 18) has no iOS 26 glass to check the styles against, and their controls take
// focus and gaze where iOS takes touches. On macOS the module holds only its portable part (the styles'
// state and resolution), which every platform builds; its SwiftUI part is compiled only where this error
// is not raised, and on iOS.
#if canImport(SwiftUI) && (os(tvOS) || os(watchOS) || os(visionOS))
  #error("StatelySwiftUI supports iOS only (see Sources/StatelySwiftUI/Platform.swift)")
#endif
