import Foundation

/// Keyframe animations. Animations are not drawn: the content shows with the initial value, the
/// state the keyframes start from; the keyframes type-check and are not played.
extension View {
  public func keyframeAnimator<Value, Trigger: Equatable, Content: View>(
    initialValue: Value, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }

  public func keyframeAnimator<Value, Content: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }
}

/// A sequence of keyframes for one value, or tracks for its properties.
public protocol Keyframes {
  associatedtype Value
}

/// One keyframe in a track: its target value and duration.
public protocol KeyframeTrackContent {
  associatedtype Value
}

public struct CubicKeyframe<Value>: KeyframeTrackContent {
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {}
}
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {}
}
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  public init(_ to: Value) {}
}

/// The keyframes of one property of the animated value (or of the whole value).
public struct KeyframeTrack<Root, Property>: Keyframes {
  public typealias Value = Root

  public init<Content: KeyframeTrackContent>(
    _ keyPath: WritableKeyPath<Root, Property>,
    @KeyframeTrackContentBuilder<Property> content: () -> Content
  ) where Content.Value == Property {}
}

extension KeyframeTrack where Root == Property {
  public init<Content: KeyframeTrackContent>(
    @KeyframeTrackContentBuilder<Root> content: () -> Content
  ) where Content.Value == Root {}
}

/// Keyframes as a builder collects them: the engine keeps none.
public struct _RecordedKeyframes<Value>: Keyframes, KeyframeTrackContent {}

@resultBuilder public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ track: K) -> _RecordedKeyframes<Value>
  where K.Value == Value {
    _RecordedKeyframes()
  }
  public static func buildBlock(_ parts: _RecordedKeyframes<Value>...) -> _RecordedKeyframes<Value>
  {
    _RecordedKeyframes()
  }
}

@resultBuilder public enum KeyframeTrackContentBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K)
    -> _RecordedKeyframes<Value>
  where K.Value == Value {
    _RecordedKeyframes()
  }
  public static func buildBlock(_ parts: _RecordedKeyframes<Value>...) -> _RecordedKeyframes<Value>
  {
    _RecordedKeyframes()
  }
}

/// A timing curve for linear keyframes.
public struct UnitCurve: Hashable, Sendable {
  let name: String
  public static var linear: Self { Self(name: "linear") }
  public static var easeIn: Self { Self(name: "easeIn") }
  public static var easeOut: Self { Self(name: "easeOut") }
  public static var easeInOut: Self { Self(name: "easeInOut") }
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}

/// A spring's motion, as `SpringKeyframe` and `Animation.spring(_:)` take it.
public struct Spring: Hashable, Sendable {
  public var duration: TimeInterval
  public var bounce: Double

  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  public static var smooth: Self { Self() }
  public static var snappy: Self { Self(bounce: 0.15) }
  public static var bouncy: Self { Self(bounce: 0.3) }
}
