/// Names SwiftUI and Combine had in their 2019 betas and renamed before release (`BindableObject`,
/// `Text.color`): old notes still use them, and they are the platform's old names, not names the
/// note forgot to declare.
enum EarlyBetaNames {
  /// The released name for an old one: a type (`BindableObject`), a qualified name
  /// (`Publishers.Future`) or a member as the compiler names it (`Text.color`, `.color`).
  static func releasedName(of name: String) -> String? {
    if let released = renamed[name] { return released }
    guard let member = name.split(separator: ".").last, name.contains(".") else { return nil }
    return renamedMembers[String(member)]
  }

  private static let renamed: [String: String] = [
    "BindableObject": "ObservableObject",
    "ObjectBinding": "ObservedObject",
    "NavigationButton": "NavigationLink",
    "PresentationButton": "NavigationLink",
    "TabbedView": "TabView",
    "SegmentedControl": "Picker",
    "DynamicViewProperty": "DynamicProperty",
    "Publishers.Future": "Future",
    "Publishers.Just": "Just",
    "Publishers.Empty": "Empty",
    "Publishers.Once": "Just",
  ]

  private static let renamedMembers: [String: String] = [
    "color": "foregroundColor(_:)",
    "tapAction": "onTapGesture(count:perform:)",
    "tabItemLabel": "tabItem(_:)",
    "presentation": "sheet(isPresented:onDismiss:content:)",
    "didChange": "objectWillChange",
  ]
}
