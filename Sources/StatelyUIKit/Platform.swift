// StatelyUIKit is for iOS. tvOS is not supported: its UIKit has no finger to track (the focus engine
// drives it), lacks materials and text styles the bridge maps (`systemMaterial`, `largeTitle`), and no
// tvOS SDK that carries iOS 26's glass was at hand to check against. Every other file of the module is
// compiled only where this error is not raised.
#if os(tvOS)
  #error("StatelyUIKit supports iOS only, not tvOS (see Sources/StatelyUIKit/Platform.swift)")
#endif
