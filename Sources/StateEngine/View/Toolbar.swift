/// Where a toolbar item goes. In a navigation stack the bar draws the items an iPhone puts there
/// (`NavigationBarItems`); the others show after the content they decorate, in a toolbar box. All
/// stay operable.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// One toolbar item, or a group of them, at its placement; items on the keyboard show only while it
/// is up ("the keyboard … appears when a text field has focus").
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content
  /// A customizable toolbar's item that does not show by default.
  var isHidden = false

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    let primitive: Primitive =
      placement == .keyboard ? .interaction(.keyboardItems) : .toolbarItem(placement)
    return (primitive, isHidden ? [] : [Element.build(content, slot: 0)])
  }
}

public typealias ToolbarItemGroup = ToolbarItem

extension View {
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    builtIn(.toolbar, accessory: content())
  }

  public func navigationBarItems<Leading: View, Trailing: View>(
    leading: Leading, trailing: Trailing
  ) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}
