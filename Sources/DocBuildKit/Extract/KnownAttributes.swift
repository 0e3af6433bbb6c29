/// The attributes SwiftUI notes write: SwiftUI's, Observation's and SwiftData's property
/// wrappers and macros, and Swift's own that sit next to them.
enum KnownAttributes {
  static let names: Set<String> = [
    "State", "Binding", "Bindable", "ObservedObject", "StateObject", "EnvironmentObject",
    "Environment", "FocusState", "FocusedValue", "FocusedBinding", "AppStorage", "SceneStorage",
    "Published", "Observable", "ObservationIgnored", "ObservationTracked", "GestureState",
    "Namespace", "FetchRequest", "SectionedFetchRequest", "Query", "Model", "Attribute",
    "Relationship", "Transient", "ScaledMetric", "Previewable", "Entry",
    "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "MainActor", "ViewBuilder",
    "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "resultBuilder",
    "propertyWrapper", "escaping", "autoclosure", "discardableResult", "available", "main",
    "objc", "Sendable", "unknown", "frozen", "inlinable", "testable", "preconcurrency",
    "dynamicMemberLookup", "IBOutlet", "IBAction", "NSManaged", "unchecked", "retroactive",
  ]
}
