import EngineInterface
import Foundation
import StateEngine

/// Gestures as the host performs them: whole, in one step. A tap and a long press end at once; a
/// drag, a pinch and a rotation move halfway, then all the way, then end, views rendering after
/// each move.
extension ViewHost {
  /// Taps a view twice: its `onTapGesture(count: 2)` or `TapGesture(count: 2)` ends.
  public func doubleTap(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(.doubleTappable, label, in: viewType, index: index)
    try operate(control, named: describe("double tap", label, viewType, index))
  }

  /// Presses a view for its long press's minimum duration.
  public func longPress(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(.longPressable, label, in: viewType, index: index)
    try operate(control, named: describe("long press", label, viewType, index))
  }

  /// Drags a view with a `DragGesture` by `translation` points from its origin.
  public func drag(
    _ label: String, by offset: DragOffset, in viewType: String? = nil, index: Int? = nil
  ) throws {
    let control = try find(.draggable, label, in: viewType, index: index)
    try drag(control, by: offset, named: describe("drag", label, viewType, index) + " by \(offset)")
  }

  /// Pinches a view with a `MagnifyGesture` (or `MagnificationGesture`) to `scale`: 2 doubles it,
  /// 0.5 halves it.
  public func pinch(
    _ label: String, by scale: Double, in viewType: String? = nil, index: Int? = nil
  ) throws {
    let control = try find(.pinchable, label, in: viewType, index: index)
    try perform(
      control, by: scale,
      named: describe("pinch", label, viewType, index) + " by \(ScenarioNumber.describe(scale))")
  }

  /// Turns a view with a `RotateGesture` (or `RotationGesture`) by `degrees`, clockwise.
  public func rotate(
    _ label: String, by degrees: Double, in viewType: String? = nil, index: Int? = nil
  ) throws {
    let control = try find(.rotatable, label, in: viewType, index: index)
    try perform(
      control, by: degrees,
      named: describe("rotate", label, viewType, index) + " by \(ScenarioNumber.describe(degrees))"
    )
  }

  /// Performs a pinch or a rotation by `amount` (a scale, degrees).
  func perform(_ control: Control, by amount: Double, named name: String) throws {
    perform(control, named: name) { $0.values(amount) }
  }

  func drag(_ control: Control, by offset: DragOffset, named name: String) throws {
    let translation = CGSize(width: offset.x, height: offset.y)
    perform(control, named: name) { $0.dragValues(translation) }
  }

  /// Performs the gestures a touch on the control's view reaches, with the values `values` makes
  /// for each: of a combined gesture, the part of the control's kind.
  func perform(
    _ control: Control, named name: String, values: (GestureRecognizer) -> [Any]
  ) {
    let performances: [() -> Void] = reachedGestures(from: control).map { recognizer in
      if let part = recognizer.parts.firstIndex(where: {
        Control.gestureKind($0.kind) == control.kind
      }) {
        let partValues = values(recognizer.parts[part])
        return { recognizer.perform(part: part, values: partValues, delivered: self.graph.flush) }
      }
      let allValues = values(recognizer)
      return { recognizer.perform(values: allValues, delivered: self.graph.flush) }
    }
    step(name) { performances.forEach { $0() } }
  }

  /// The gestures of the control's kind that a touch on its view reaches, as SwiftUI ranks a view's
  /// gesture against those of the views around it: the outermost high-priority one alone ("with a
  /// higher precedence than gestures defined by the view", Apple's documentation of
  /// `highPriorityGesture(_:including:)`); else the view's own, then each simultaneous one around
  /// it ("to process simultaneously with gestures defined by the view", of
  /// `simultaneousGesture(_:including:)`). A plain `gesture` around it yields to the view's, and is
  /// reached when the view's is disabled. A gesture's mask disables the gesture itself (without
  /// `.gesture`) or every gesture inside it, of any kind (without `.subviews`).
  private func reachedGestures(from control: Control) -> [GestureRecognizer] {
    guard case .interaction(.gesture(let own))? = control.node.primitive else { return [] }
    var ownIsEnabled = own.mask.contains(.gesture)
    // The enabled gestures of the control's kind around it, innermost first.
    var around: [GestureRecognizer] = []
    var ancestor = control.node.parent
    while let node = ancestor {
      if case .interaction(.gesture(let recognizer))? = node.primitive {
        if !recognizer.mask.contains(.subviews) {
          ownIsEnabled = false
          around.removeAll()
        }
        if recognizer.mask.contains(.gesture),
          Control.of(node).contains(where: { $0.kind == control.kind })
        {
          around.append(recognizer)
        }
      }
      ancestor = node.parent
    }
    if let high = around.last(where: { $0.precedence == .high }) { return [high] }
    let first = ownIsEnabled ? own : around.first { $0.precedence == .normal }
    return (first.map { [$0] } ?? []) + around.filter { $0.precedence == .simultaneous }
  }
}
