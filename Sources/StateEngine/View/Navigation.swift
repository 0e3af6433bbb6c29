/// A navigation container: its content, plus the destinations the user pushed, each in its own child slot
/// so popping removes the destination's subtree (and its state objects).
public struct NavigationStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  var path: NavigationPathBinding?

  public init(@ViewBuilder root: () -> Content) {
    self.content = root()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.navigationContainer(path: path), [Element.build(content, slot: 0)])
  }
}

public struct NavigationView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.navigationContainer(path: nil), [Element.build(content, slot: 0)])
  }
}

/// The destination struct is built by the body that builds the link, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  public typealias Body = Never
  let target: NavigationTarget
  let label: Label

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.target = .view(destination)
    self.label = label()
  }

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  /// A link bound to `isActive`: its node follows the binding, the link inside it sets it.
  var presented: PresentedDestination? = nil

  init(target: NavigationTarget, label: Label, presented: PresentedDestination? = nil) {
    self.target = target
    self.label = label
    self.presented = presented
  }

  func makeElement() -> (Primitive, [Element]) {
    let link: (Primitive, [Element]) = (.navigationLink(target), [Element.build(label, slot: 0)])
    guard let presented else { return link }
    let inner = Element(
      key: ChildKey(slot: 0, type: ObjectIdentifier(Self.self)), typeName: "NavigationLink",
      content: .primitive(link.0, link.1))
    return (.attached(presented), [inner])
  }
}

extension NavigationLink where Label == Text {
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}
