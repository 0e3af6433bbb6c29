/// A tree of data shown as nested disclosure groups: an element with children is a group, labelled
/// by its row, that the user expands to show them; an element without is its row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  public var body: some View {
    ForEach(data, id: id) { element in
      if let branch = element[keyPath: children] {
        DisclosureGroup {
          // Erased: the group's type would otherwise contain itself.
          AnyView(OutlineGroup(branch, id: id, children: children, content: content))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}
