import Foundation

/// A control that opens the system's share sheet, which examples do not have: tapping it does
/// nothing. Without a label it shows "Share" with the share symbol, as on an iPhone.
public struct ShareLink<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label

  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.button(action: {}), [Element.build(label, slot: 0)])
  }
}

extension ShareLink where Label == StateEngine.Label {
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      StateEngine.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
  ) {
    self.init(item: item, subject: subject, message: message) {
      StateEngine.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  public init<S: StringProtocol, Item>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      StateEngine.Label(title, systemImage: "square.and.arrow.up")
    }
  }
}

/// What the share sheet shows of the shared item.
public struct SharePreview {
  public init<S: StringProtocol>(_ title: S) {}
  public init<S: StringProtocol>(_ title: S, image: Image) {}
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
  public init<S: StringProtocol>(_ title: S, icon: Image) {}
}
