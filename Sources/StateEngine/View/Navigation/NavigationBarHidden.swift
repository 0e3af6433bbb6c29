/// `navigationBarHidden(_:)`: the navigation bar of the stack the view is in shows no more, with
/// its title and back button; the snapshot leaves the bar out.
extension View {
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    accepted(hidden ? Primitive.navigationBarHidden : "navigationBarShown")
  }
}

extension Primitive {
  /// The attribute a hidden navigation bar leaves in the content of its stack.
  package static var navigationBarHidden: String { "navigationBarHidden" }
}
