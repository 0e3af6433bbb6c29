/// `.animation(_:value:)`: "Applies the given animation to this view when the specified value
/// changes" (Apple's documentation). Below it, the changes of an update in which `value` changed
/// are animated with `animation`; in any other update they keep the animation they came with.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
  public typealias Body = Never
  public var animation: Animation?
  public var value: Value
}

extension _AnimationModifier: PrimitiveModifier {
  var primitive: Primitive {
    .animationScope(
      AnimationScope(
        animation: animation, value: value, isSame: { ($0 as? Value) == value }))
  }
}

/// What an `.animation` modifier says: its animation, and the value whose change applies it (none
/// for the older form, which applies it to every change below it).
package struct AnimationScope {
  let animation: Animation?
  let value: Any?
  let isSame: (Any?) -> Bool
  /// `.transaction(_:)`'s transform of the update's transaction, instead of an animation.
  var transform: ((inout Transaction) -> Void)? = nil

  /// The older `.animation(_:)`: every update of what is below it.
  static func always(_ animation: Animation?) -> AnimationScope {
    AnimationScope(animation: animation, value: nil, isSame: { _ in false })
  }

  static func transforming(_ transform: @escaping (inout Transaction) -> Void) -> AnimationScope {
    AnimationScope(animation: nil, value: nil, isSame: { _ in false }, transform: transform)
  }

  /// `.transaction(value:_:)`: the transform, for the updates in which `value` changed.
  static func transforming<Value: Equatable>(
    _ transform: @escaping (inout Transaction) -> Void, onChangeOf value: Value
  ) -> AnimationScope {
    AnimationScope(
      animation: nil, value: value, isSame: { ($0 as? Value) == value }, transform: transform)
  }
}

/// `.transaction(_:)`: "Applies the given transaction mutation function to all animations used
/// within the view" (Apple's documentation), on every update of what is below it;
/// `.transaction(value:_:)` on those in which its value changed.
public struct _TransactionModifier: ViewModifier {
  public typealias Body = Never
  let scope: AnimationScope
}

extension _TransactionModifier: PrimitiveModifier {
  var primitive: Primitive { .animationScope(scope) }
}

/// The older form's modifier, applying its animation to every change below it.
public struct _AnimationAlwaysModifier: ViewModifier {
  public typealias Body = Never
  public var animation: Animation?
}

extension _AnimationAlwaysModifier: PrimitiveModifier {
  var primitive: Primitive { .animationScope(.always(animation)) }
}

extension View {
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_AnimationModifier(animation: animation, value: value))
  }

  /// Deprecated in SwiftUI for animating changes it was not meant for; it animates every change
  /// of what it modifies.
  public func animation(_ animation: Animation?) -> some View {
    modifier(_AnimationAlwaysModifier(animation: animation))
  }
}
