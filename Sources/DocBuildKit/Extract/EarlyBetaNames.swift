import SwiftSyntax

/// Names and call forms SwiftUI and Combine had in their 2019 betas and changed before release
/// (`BindableObject`, `Text.color`, `TextField($name)`): old notes still use them, and they are
/// the platform's old forms, not names the note forgot to declare nor mistakes of its own.
enum EarlyBetaNames {
  /// The released name for an old one: a type (`BindableObject`), a qualified name
  /// (`Publishers.Future`) or a member as the compiler names it (`Text.color`, `.color`).
  /// `code`: the block using it, which tells what a beta modifier presented (`.presentation`
  /// given an `Alert` became `.alert`, not `.sheet`).
  static func releasedName(of name: String, in code: String = "") -> String? {
    if let released = renamed[name] { return released }
    guard let member = name.split(separator: ".").last, name.contains(".") else { return nil }
    if member == "presentation", let presented = presented(in: code) {
      return presentingModifiers[presented]
    }
    return renamedMembers[String(member)]
  }

  private static let renamed: [String: String] = [
    "BindableObject": "ObservableObject",
    "ObjectBinding": "ObservedObject",
    "NavigationButton": "NavigationLink",
    // Renamed `PresentationLink` in beta 3, then replaced by the `sheet` modifier: a modal.
    "PresentationButton": "sheet(isPresented:onDismiss:content:)",
    "PresentationLink": "sheet(isPresented:onDismiss:content:)",
    "TabbedView": "TabView",
    "SegmentedControl": "Picker(selection:label:content:).pickerStyle(.segmented)",
    "DynamicViewProperty": "DynamicProperty",
    // The betas' alias for lengths (an alignment guide's value, a frame's width).
    "Length": "CGFloat",
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

  /// What the beta's one `.presentation` modifier showed became a modifier of its own.
  private static let presentingModifiers: [String: String] = [
    "Alert": "alert(isPresented:content:)",
    "ActionSheet": "actionSheet(isPresented:content:)",
  ]

  /// `Alert` or `ActionSheet`, when the first `.presentation(…)` call of `code` makes one.
  private static func presented(in code: String) -> String? {
    guard let tree = SwiftSource.parse(code) else { return nil }
    let call = tree.tokens(viewMode: .sourceAccurate).lazy.compactMap { token in
      token.text == "presentation"
        ? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) : nil
    }.first
    guard let call else { return nil }
    let words = Set(call.tokens(viewMode: .sourceAccurate).map(\.text))
    return presentingModifiers.keys.sorted().first(where: words.contains)
  }

  /// A SwiftUI call written in its 2019 beta form, which swiftc reports only as arguments
  /// missing or extra (`TextField($name)`: "missing argument for parameter 'text'"): the form
  /// as written and as SwiftUI takes it since its release.
  static func releasedCall(_ call: FunctionCallExprSyntax) -> (written: String, released: String)? {
    let labels = call.arguments.map { $0.label?.text }
    let values = call.arguments.map { $0.expression.trimmedDescription }
    let value = { (label: String) in labels.firstIndex(of: label).map { values[$0] } }
    if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      // A field made from its binding alone: its title (placeholder) came first at release.
      if ["TextField", "SecureField"].contains(name), labels.first == .some(nil),
        values[0].hasPrefix("$")
      {
        return ("\(name)(\(values[0]))", "\(name)(\"…\", text: \(values[0]))")
      }
      if name == "Slider", let from = value("from"), let through = value("through") {
        let step = value("by").map { ", step: \($0)" } ?? ""
        return (
          "Slider(\(signature(labels)))",
          "Slider(value: \(value("value") ?? "…"), in: \(from)...\(through)\(step))"
        )
      }
      // A segmented control became a picker in the segmented style.
      if name == "SegmentedControl", let selection = value("selection") {
        return (
          "SegmentedControl(\(signature(labels)))",
          "Picker(\"…\", selection: \(selection)) { … }.pickerStyle(.segmented)"
        )
      }
      return nil
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    // An action sheet's button: `onTrigger:` became `action:`.
    if member.base == nil, ["default", "destructive", "cancel"].contains(name),
      labels.contains("onTrigger")
    {
      return (
        ".\(name)(\(signature(labels)))",
        ".\(name)(\(signature(labels.map { $0 == "onTrigger" ? "action" : $0 })))"
      )
    }
    // `background(_:cornerRadius:)` lost its radius: rounding is a modifier of its own.
    if name == "background", let radius = value("cornerRadius"), labels.first == .some(nil) {
      return (
        ".background(_:cornerRadius:)", ".background(_:).clipShape(.rect(cornerRadius: \(radius)))"
      )
    }
    return nil
  }

  /// `value:from:through:by:`, as Apple's documentation names an initializer.
  private static func signature(_ labels: [String?]) -> String {
    labels.map { ($0 ?? "_") + ":" }.joined()
  }
}
