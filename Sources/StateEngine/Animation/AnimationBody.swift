/// iOS 17's `.animation(_:body:)` and `.transaction(_:body:)`: "the animation is only used for the
/// modifiers defined in the body" (Apple's documentation); the content, which the body receives as
/// a placeholder, keeps the animation its update came with. The body's modifiers take the
/// transaction's animation on every change, as with the older `.animation(_:)` and
/// `.transaction(_:)`, and the placeholder gives its content back the outer animation.
extension View {
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    transaction({ $0.animation = animation }, body: body)
  }

  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    let outer = OuterAnimation()
    let content = transaction { $0.animation = outer.animation }
    return body(PlaceholderContentView(content: content))
      .transaction { transaction in
        outer.animation = transaction.disablesAnimations ? nil : transaction.animation
        transform(&transaction)
      }
  }
}

/// The animation an update had above a scoped body, recorded as the update enters it.
private final class OuterAnimation {
  var animation: Animation?
}
