/// Which changes of a step were animated. The engine shows the end state of every animation at
/// once; it records, for each view whose drawing changed or that was inserted in an update carrying
/// an animation, the animation it changed with, so that a step can say what animated and what
/// only changed.
extension Graph {
  /// Renders with the transaction of the state write that marked `node`, if there was one.
  func withOwnTransaction(of node: Node, _ render: () -> Void) {
    guard let transaction = node.pendingTransaction else { return render() }
    node.pendingTransaction = nil
    rendering(with: transaction, render)
  }

  /// An `.animation` modifier's content: animated with its animation when its value changed since
  /// the last update, otherwise with the animation the update came with; a `.transaction`
  /// modifier's content with the update's transaction as its transform leaves it, on every update
  /// or, for `.transaction(value:_:)`, on those in which its value changed.
  func withAnimation(of scope: AnimationScope, at node: Node, _ render: () -> Void) {
    if scope.transform == nil || scope.value != nil {
      let previous = node.attachedState as? AnimationScopeValue
      node.attachedState = AnimationScopeValue(value: scope.value)
      guard let previous, !scope.isSame(previous.value) else { return render() }
    }
    var transaction = Transaction(
      animation: scope.transform == nil ? scope.animation : currentAnimation)
    scope.transform?(&transaction)
    rendering(with: transaction, render)
  }

  /// Renders the changes `render` makes with `transaction`'s animation, then returns to the outer one.
  private func rendering(with transaction: Transaction, _ render: () -> Void) {
    let outer = currentAnimation
    currentAnimation = transaction.disablesAnimations ? nil : transaction.animation
    render()
    currentAnimation = outer
  }

  func markAnimated(_ node: Node) {
    guard node.animation == nil, let animation = currentAnimation else { return }
    node.animation = animation
    animatedNodes.append(node)
    node.invalidateDerived()
  }

  /// A new step starts with nothing animated.
  package func clearAnimationMarks() {
    for node in animatedNodes {
      node.animation = nil
      node.invalidateDerived()
    }
    animatedNodes = []
  }
}

/// The value an `.animation(_:value:)` node saw in its last update.
private final class AnimationScopeValue {
  let value: Any?

  init(value: Any?) {
    self.value = value
  }
}

extension Primitive {
  /// Whether the screen draws this primitive differently from `other`: another text, colour,
  /// shape or modifier value. Only such a change can be animated.
  func drawsDifferently(from other: Primitive) -> Bool {
    switch (self, other) {
    case (.text(let old), .text(let new)): old != new
    case (.appearance(let old), .appearance(let new)): old != new
    case (.color(let old), .color(let new)): old.description != new.description
    case (.paint(let old), .paint(let new)): old != new
    case (.shape(let old), .shape(let new)): old != new
    case (.image(let old), .image(let new)): old != new
    default: false
    }
  }
}
