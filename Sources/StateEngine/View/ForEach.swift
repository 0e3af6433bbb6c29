/// Children computed from data, each keyed by its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  func makeElement() -> (Primitive, [Element]) {
    (
      .transparent,
      data.map { Element.build(content($0), slot: ChildSlot.forEachID(AnyHashable(id($0)))) }
    )
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach {
  /// `ForEach($items) { $item in … }`: each row gets a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, Element: Identifiable>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<Element>) -> Content
  ) where C.Element == Element, C.Index: Hashable, Data == [Binding<Element>], ID == Element.ID {
    let collection = data.wrappedValue
    self.data = collection.indices.map { data[dynamicMember: \C.[$0]] }
    self.id = { $0.location.peek().id }
    self.content = content
  }
}
