/// A search field above the view, as an iPhone shows one at the top of a navigation stack: a text
/// field titled with the prompt ("Search" without one, as on iOS) that writes the search text, so a
/// scenario can `type "…" into "Search"`.
public struct _SearchableView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  let text: Binding<String>
  let prompt: String
  /// `searchable(text:isPresented:)`: the search is active once the user types into the field.
  let isPresented: Binding<Bool>?

  func makeElement() -> (Primitive, [Element]) {
    let typed = text
    let isPresented = isPresented
    let field = TextField<Text>(
      prompt,
      text: Binding(
        get: { typed.wrappedValue },
        set: { newValue in
          if let isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
          typed.wrappedValue = newValue
        }))
    return (
      .attribute("searchable"),
      [Element.build(field, slot: ChildSlot.accessory), Element.build(content, slot: 0)]
    )
  }
}

extension View {
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _SearchableView(
      content: self, text: text, prompt: prompt?.content ?? "Search", isPresented: nil)
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
    _SearchableView(
      content: self, text: text, prompt: prompt?.content ?? "Search", isPresented: isPresented)
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
}
