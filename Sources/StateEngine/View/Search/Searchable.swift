/// A search field above the view, as an iPhone shows one at the top of a navigation stack: a text
/// field titled with the prompt ("Search" without one, as on iOS) that writes the search text, so a
/// scenario can `type "…" into "Search"`. While the search is active, a Cancel button beside the
/// field ends it, and the suggestions show as rows under the field (`SearchScope`).
struct SearchableLayout: View, PrimitiveView {
  typealias Body = Never
  let field: any View
  let suggestions: (any View)?
  let content: any View

  func makeElement() -> (Primitive, [Element]) {
    var children = [Element.build(field, slot: ChildSlot.accessory)]
    if let suggestions { children.append(Element.build(suggestions, slot: 1)) }
    children.append(Element.build(content, slot: 0))
    return (.attribute(Primitive.searchable), children)
  }
}

extension Primitive {
  static var searchable: String { "searchable" }
}

extension Node {
  /// Whether this is the field of a searchable view: it submits a search, not text.
  package var isSearchField: Bool {
    var node = self
    while let parent = node.parent {
      if node.key.slot == AnyHashable(ChildSlot.accessory),
        case .attribute(Primitive.searchable)? = parent.primitive
      {
        return true
      }
      node = parent
    }
    return false
  }
}

extension View {
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchScope(
      content: self, text: text, prompt: prompt?.content ?? "Search", isPresented: nil,
      suggestions: EmptyView())
  }

  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(String(prompt)))
  }

  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchScope(
      content: self, text: text, prompt: prompt?.content ?? "Search", isPresented: isPresented,
      suggestions: EmptyView())
  }

  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: Text(String(prompt)))
  }

  /// The iOS 15 form with suggestions: rows offered under the field while the search is active.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchScope(
      content: self, text: text, prompt: prompt?.content ?? "Search", isPresented: nil,
      suggestions: suggestions())
  }

  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
  }

  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    searchable(
      text: text, placement: placement, prompt: Text(String(prompt)), suggestions: suggestions)
  }
}
