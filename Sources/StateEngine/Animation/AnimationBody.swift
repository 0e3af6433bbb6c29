/// iOS 17's `.animation(_:body:)`: "the animation is only used for the modifiers defined in the
/// body" (Apple's documentation); the content, which the body receives as a placeholder, keeps the
/// animation its update came with. The body's modifiers are animated on every change, as with the
/// older `.animation(_:)`, and the placeholder gives its content back the outer animation.
extension View {
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    let outer = OuterAnimation()
    let content = transaction { $0.animation = outer.animation }
    return body(PlaceholderContentView(content: content))
      .transaction { transaction in
        outer.animation = transaction.disablesAnimations ? nil : transaction.animation
        transaction.animation = animation
      }
  }
}

/// The animation an update had above an `.animation(_:body:)`, recorded as the update enters it.
final class OuterAnimation {
  var animation: Animation?
}
