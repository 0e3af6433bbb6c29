/// A gesture a view recognises. The engine does not track touches: the host performs a gesture as
/// a whole (a tap, a long press, a drag by an offset), delivering its values to the callbacks the
/// note attached (`onChanged`, `updating`, `onEnded`).
///
/// A gesture of the note's own composes others in its `body`, and is performed as its body is.
public protocol Gesture {
  associatedtype Value
  associatedtype Body: Gesture = Never
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// The engine's gestures are primitive: the host performs them, so they have no body.
extension Gesture where Body == Never {
  public var body: Never {
    fatalError("\(Self.self) is a primitive gesture and has no body")
  }
}

/// A gesture's kind, and the callbacks to call with its values, as the host performs it.
package struct GestureRecognizer {
  package enum Kind: Equatable {
    case tap(count: Int)
    case longPress
    case drag
    case magnification
    case rotation
    /// Gestures recognised at the same time (`simultaneously(with:)`), its `parts`: the host
    /// performs one part at a time.
    case simultaneous
    /// A gesture of the note's own, or one combined in a way the engine does not perform.
    case unrecognized
  }

  package let kind: Kind
  var changed: [(Any) -> Void] = []
  var ended: [(Any) -> Void] = []
  /// `@GestureState` updates, then their resets when the gesture ends.
  var updates: [(Any) -> Void] = []
  var resets: [() -> Void] = []
  /// The value that callbacks attached from here on receive, made from the performed one: `map`
  /// composes its function here.
  var transform: (Any) -> Any = { $0 }
  /// A pinch's or a rotation's values as the host performs it by an amount (a scale, degrees):
  /// none when the gesture is not one, or the amount is below its minimum change.
  package var values: (Double) -> [Any] = { _ in [] }
  /// A simultaneous gesture's parts, each with its own callbacks.
  package var parts: [GestureRecognizer] = []
  /// A part's performed value as the simultaneous gesture around it receives it.
  var combined: (Any) -> Any = { $0 }

  /// The amounts a continuous gesture goes through when the host performs it from `start` to
  /// `end`: halfway, then all the way, as a drag moves.
  static func halfwayThenAll(from start: Double, to end: Double) -> [Double] {
    [start + (end - start) / 2, end]
  }

  /// Performs the gesture: each value in turn as it changes, then the end with the last one.
  /// `delivered` runs after each value: each touch event is its own update in SwiftUI, so views
  /// render what one value changed before the next arrives.
  package func perform(values: [Any], delivered: () -> Void = {}) {
    Self.perform([(self, values)], delivered: delivered)
  }

  /// Performs one part of a simultaneous gesture: the part's callbacks and the combined
  /// gesture's receive each value in step, the part's first, then both end.
  package func perform(part index: Int, values: [Any], delivered: () -> Void = {}) {
    let part = parts[index]
    Self.perform([(part, values), (self, values.map(part.combined))], delivered: delivered)
  }

  private static func perform(
    _ performed: [(recognizer: GestureRecognizer, values: [Any])], delivered: () -> Void
  ) {
    let steps = performed.map(\.values.count).max() ?? 0
    for step in 0..<steps {
      for (recognizer, values) in performed where step < values.count {
        recognizer.updates.forEach { $0(values[step]) }
        recognizer.changed.forEach { $0(values[step]) }
      }
      delivered()
    }
    for (recognizer, _) in performed { recognizer.resets.forEach { $0() } }
    for (recognizer, values) in performed {
      if let last = values.last { recognizer.ended.forEach { $0(last) } }
    }
  }
}

/// The engine's gestures: each knows how the host performs it.
protocol RecognizedGesture: Gesture {
  var recognizer: GestureRecognizer { get }
}

/// `onChanged`: called with each new value while the gesture goes on.
public struct _ChangedGesture<Content: Gesture>: Gesture, RecognizedGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer.of(content)
    let action = action
    let transform = recognizer.transform
    recognizer.changed.append { action(transform($0) as! Value) }
    return recognizer
  }
}

/// `onEnded`: called once with the final value.
public struct _EndedGesture<Content: Gesture>: Gesture, RecognizedGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer.of(content)
    let action = action
    let transform = recognizer.transform
    recognizer.ended.append { action(transform($0) as! Value) }
    return recognizer
  }
}

extension GestureRecognizer {
  /// The recognizer of any gesture: a composed one's is its body's; a gesture the engine does not
  /// know is never performed.
  static func of<G: Gesture>(_ gesture: G) -> GestureRecognizer {
    if let recognized = gesture as? any RecognizedGesture { return recognized.recognizer }
    if G.Body.self != Never.self { return of(gesture.body) }
    return GestureRecognizer(kind: .unrecognized)
  }
}

extension Gesture {
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }

  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

/// Which gestures of a view and its subviews a `.gesture` modifier enables; accepted, all are.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    builtIn(.interaction(.gesture(.of(gesture))))
  }

  /// Performed like `gesture`: the engine performs one gesture at a time, so precedence between a
  /// view's gestures and its subviews' never arises.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    builtIn(.interaction(.gesture(.of(gesture))))
  }

  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    builtIn(.interaction(.gesture(.of(gesture))))
  }
}
