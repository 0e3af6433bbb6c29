/// Children computed from data, each keyed by its element's id: views, or a table's rows
/// (`TableRowContent`), as SwiftUI's `ForEach`, whose content is either.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// `ForEach(_:content:)` over a range: only the first range is read.
  var readsDataOnce = false
}

extension ForEach: View, _BodylessView, PrimitiveView where Content: View {
  public typealias Body = Never

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  func makeElement() -> (Primitive, [Element]) {
    let ids = data.map(id)
    warnOfRepeatedIDs(ids)
    return (
      .transparent,
      zip(data, ids).map { element, id in
        DeferredRow.element({ content(element) }, slot: ChildSlot.forEachID(AnyHashable(id)))
      }
    )
  }

  /// SwiftUI's runtime warning, once per repeated id each time the rows are built.
  private func warnOfRepeatedIDs(_ ids: [ID]) {
    var seen = Set<ID>()
    var warned = Set<ID>()
    for rowID in ids where !seen.insert(rowID).inserted && warned.insert(rowID).inserted {
      Console.warn(
        "\(Self.self): the ID \(rowID) occurs multiple times within the collection, this will give undefined results!"
      )
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// "The instance only reads the initial value of the provided data and doesn't need to identify
  /// views across updates" (Apple's documentation of `ForEach(_:content:)`).
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
    self.readsDataOnce = true
  }
}

extension ForEach: ConstantRangeView where Data == Range<Int>, ID == Int, Content: View {
  var constantRange: ConstantRange? {
    guard readsDataOnce else { return nil }
    let content = content
    return ConstantRange(range: data) { range in
      range.map { Element.build(content($0), slot: ChildSlot.forEachID(AnyHashable($0))) }
    }
  }
}

extension ForEach where Content: View {
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
