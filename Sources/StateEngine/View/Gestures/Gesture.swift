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
    /// One of two gestures (`exclusively(before:)`): the host performs one part at a time.
    case exclusive
    /// A gesture that starts when a first one ends (`sequenced(before:)`): the host performs the
    /// first part alone, or the first whole and then the second.
    case sequence
    /// A gesture of the note's own, or one combined in a way the engine does not perform.
    case unrecognized
  }

  package let kind: Kind
  /// How the gesture ranks against the gestures of the views inside the view it is attached to.
  package var precedence = Precedence.normal
  /// Which of the gesture itself and the gestures of the views inside it are enabled.
  package var mask = GestureMask.all
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
  /// A drag's values as the host performs it by a translation: none below its minimum distance.
  /// Any other gesture a drag reaches takes the values of a drag without one.
  package var dragValues: (CGSize) -> [Any] = { DragGesture.values(by: $0) }
  /// A combined gesture's parts, each with its own callbacks.
  package var parts: [GestureRecognizer] = []
  /// A part's performed value as the combined gesture around it receives it; a sequence's second
  /// part receives the first's last value with its own, as a pair `(Any, Any?)`.
  var combined: (Any) -> Any = { $0 }

  /// `gesture`, `highPriorityGesture` or `simultaneousGesture`: a view's gesture yields to the
  /// gestures of the views inside it, a high-priority one takes precedence over them, a
  /// simultaneous one is recognised with them (Apple's documentation of
  /// `highPriorityGesture(_:including:)` and `simultaneousGesture(_:including:)`).
  package enum Precedence {
    case normal, high, simultaneous
  }

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

  /// Performs one part of a combined gesture: the part's callbacks and the combined gesture's
  /// receive each value in step, the part's first, then both end. Of a sequence, the first part
  /// is performed whole before the second.
  package func perform(part index: Int, values: [Any], delivered: () -> Void = {}) {
    let part = parts[index]
    guard kind == .sequence else {
      return Self.perform(
        [(part, values), (self, values.map(part.combined))], delivered: delivered)
    }
    let first = parts[0]
    let firstValues = index == 0 ? values : first.kind.wholeValue.map { [$0] } ?? []
    guard let firstEnd = firstValues.last else { return }
    Self.move(
      [(first, firstValues), (self, firstValues.map(first.combined))], delivered: delivered)
    Self.end([(first, firstValues)])
    // The first ended: the sequence's value is `.second` with no value of the second's yet.
    let second = parts[1]
    Self.move([(self, [second.combined((firstEnd, nil) as (Any, Any?))])], delivered: delivered)
    guard index == 1 else {
      // Released without the second gesture: the sequence never ends, its state resets.
      return Self.end([(self, [])])
    }
    let sequenced = values.map { second.combined((firstEnd, $0 as Any?) as (Any, Any?)) }
    Self.perform([(second, values), (self, sequenced)], delivered: delivered)
  }

  private static func perform(
    _ performed: [(recognizer: GestureRecognizer, values: [Any])], delivered: () -> Void
  ) {
    move(performed, delivered: delivered)
    end(performed)
  }

  /// Each value in turn, the recognizers in step: `updating`, then `onChanged`.
  private static func move(
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
  }

  /// The gesture states reset, then `onEnded` with the last value, if there was one.
  private static func end(_ performed: [(recognizer: GestureRecognizer, values: [Any])]) {
    for (recognizer, _) in performed { recognizer.resets.forEach { $0() } }
    for (recognizer, values) in performed {
      if let last = values.last { recognizer.ended.forEach { $0(last) } }
    }
  }
}

extension GestureRecognizer.Kind {
  /// The value a gesture ends with when the host performs it whole, at once (a tap, a long
  /// press); nil for gestures the host performs by an amount (a drag, a pinch, a rotation).
  package var wholeValue: Any? {
    switch self {
    case .tap: ()
    case .longPress: true
    case .drag, .magnification, .rotation, .simultaneous, .exclusive, .sequence, .unrecognized: nil
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

/// Which gestures of a view and its subviews a gesture modifier enables: `.gesture` "the added
/// gesture but disable all gestures in the subview hierarchy", `.subviews` "all gestures in the
/// subview hierarchy but disable the added gesture", `.none` neither, `.all` both (Apple's
/// documentation of `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static var none: Self { Self([]) }
  public static var gesture: Self { Self(rawValue: 1) }
  public static var subviews: Self { Self(rawValue: 2) }
  public static var all: Self { Self(rawValue: 3) }
}

extension View {
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    attaching(gesture, precedence: .normal, including: mask)
  }

  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    attaching(gesture, precedence: .simultaneous, including: mask)
  }

  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    attaching(gesture, precedence: .high, including: mask)
  }

  private func attaching<G: Gesture>(
    _ gesture: G, precedence: GestureRecognizer.Precedence, including mask: GestureMask
  ) -> some View {
    var recognizer = GestureRecognizer.of(gesture)
    recognizer.precedence = precedence
    recognizer.mask = mask
    return builtIn(.interaction(.gesture(recognizer)))
  }
}
