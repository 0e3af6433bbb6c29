/// Two modifiers joined into one, as `ViewModifier.concat(_:)` returns: applied to a view, the
/// first modifier wraps the view and the second wraps the result.
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ViewModifier {
  /// This modifier, then `modifier` around it.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A joined modifier: the view it wraps is the content with each of its parts applied in turn.
protocol ConcatenatedModifier {
  func applied(to content: any View) -> any View
}

extension ModifiedContent: ConcatenatedModifier
where Content: ViewModifier, Modifier: ViewModifier {
  func applied(to content: any View) -> any View {
    func apply<V: View>(_ view: V) -> any View {
      let inner = ModifiedContent<V, Content>(content: view, modifier: self.content)
      return ModifiedContent<ModifiedContent<V, Content>, Modifier>(
        content: inner, modifier: modifier)
    }
    return apply(content)
  }
}
