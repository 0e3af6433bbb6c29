/// The attributes SwiftUI notes write: SwiftUI's, Observation's and SwiftData's property
/// wrappers and macros, and Swift's own that sit next to them.
enum KnownAttributes {
  static let names: Set<String> = Set([
    "State", "Binding", "Bindable", "ObservedObject", "StateObject", "EnvironmentObject",
    "Environment", "FocusState", "FocusedValue", "FocusedBinding", "AppStorage", "SceneStorage",
    "Published", "Observable", "ObservationIgnored", "ObservationTracked", "GestureState",
    "Namespace", "FetchRequest", "SectionedFetchRequest", "ScaledMetric", "Previewable", "Entry",
    "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "MainActor", "ViewBuilder",
    "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "resultBuilder",
    "propertyWrapper", "escaping", "autoclosure", "discardableResult", "available", "main",
    "objc", "Sendable", "unknown", "frozen", "inlinable", "testable", "preconcurrency",
    "dynamicMemberLookup", "IBOutlet", "IBAction", "NSManaged", "unchecked", "retroactive",
  ]).union(swiftData)

  /// SwiftData's: without `import SwiftData` (an excerpt leaves its imports out), swiftc calls
  /// them unknown.
  static let swiftData: Set<String> = ["Query", "Model", "Attribute", "Relationship", "Transient"]
}
