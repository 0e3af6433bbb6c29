/// Where a toolbar item goes. In a navigation stack the bar draws the items an iPhone puts there
/// (`NavigationBarItems`); the others show after the content they decorate, in a toolbar box. All
/// stay operable.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var principal: Self { Self(name: "principal") }
  public static var navigation: Self { Self(name: "navigation") }
  public static var primaryAction: Self { Self(name: "primaryAction") }
  public static var secondaryAction: Self { Self(name: "secondaryAction") }
  public static var status: Self { Self(name: "status") }
  public static var confirmationAction: Self { Self(name: "confirmationAction") }
  public static var cancellationAction: Self { Self(name: "cancellationAction") }
  public static var destructiveAction: Self { Self(name: "destructiveAction") }
  public static var navigationBarLeading: Self { Self(name: "navigationBarLeading") }
  public static var navigationBarTrailing: Self { Self(name: "navigationBarTrailing") }
  public static var topBarLeading: Self { Self(name: "topBarLeading") }
  public static var topBarTrailing: Self { Self(name: "topBarTrailing") }
  public static var bottomBar: Self { Self(name: "bottomBar") }
  public static var keyboard: Self { Self(name: "keyboard") }
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
