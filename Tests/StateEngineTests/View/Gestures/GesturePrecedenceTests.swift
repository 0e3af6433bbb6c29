import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

/// A badge inside a card, each with a tap: the card's attached with each of the three modifiers.
private struct Card: View {
  enum Attachment { case plain, highPriority, simultaneous }
  let attachment: Attachment
  @State private var log: [String] = []

  var body: some View {
    let cardTap = TapGesture().onEnded { log.append("card") }
    let content = ZStack {
      Rectangle()
      Circle().onTapGesture { log.append("badge") }
    }
    VStack {
      switch attachment {
      case .plain: content.gesture(cardTap)
      case .highPriority: content.highPriorityGesture(cardTap)
      case .simultaneous: content.simultaneousGesture(cardTap)
      }
      Text("log \(log.joined(separator: ","))")
    }
  }
}

/// Two gestures stacked on one view, the outer one high-priority; and a high-priority drag around
/// a tap, which does not compete with it.
private struct Stacked: View {
  @State private var log = "none"

  var body: some View {
    VStack {
      Text("Star")
        .onTapGesture { log = "plain" }
        .highPriorityGesture(TapGesture().onEnded { log = "priority" })
      Text("Pin")
        .onTapGesture { log = "pin" }
        .highPriorityGesture(DragGesture().onEnded { _ in log = "dragged" })
      Text("log \(log)")
    }
  }
}

extension Engine {
  /// A view's `gesture` yields to its subviews' gestures; `highPriorityGesture` "attaches a
  /// gesture to the view with a higher precedence than gestures defined by the view", and
  /// `simultaneousGesture` "attaches a gesture to the view to process simultaneously with
  /// gestures defined by the view" (Apple's documentation of `highPriorityGesture(_:including:)`
  /// and `simultaneousGesture(_:including:)`).
  @Suite struct GesturePrecedence {
    @Test func aChildsTapWinsOverAPlainGestureAroundIt() throws {
      let host = ViewHost(Card(attachment: .plain))
      try host.tap("Circle")
      #expect(host.snapshotHTML().contains(">log badge<"))
    }

    @Test func aHighPriorityGestureAroundTheChildRunsInsteadOfItsTap() throws {
      let host = ViewHost(Card(attachment: .highPriority))
      try host.tap("Circle")
      #expect(host.snapshotHTML().contains(">log card<"))
    }

    @Test func aSimultaneousGestureAroundTheChildRunsWithItsTap() throws {
      let host = ViewHost(Card(attachment: .simultaneous))
      try host.tap("Circle")
      #expect(host.snapshotHTML().contains(">log badge,card<"))
    }

    @Test func stackedGesturesAreOneTargetWhereTheHighPriorityOneWins() throws {
      let host = ViewHost(Stacked())
      try host.tap("Star")
      #expect(host.snapshotHTML().contains(">log priority<"))
    }

    @Test func onlyGesturesOfTheSameKindCompete() throws {
      let host = ViewHost(Stacked())
      try host.tap("Pin")
      #expect(host.snapshotHTML().contains(">log pin<"))
      try host.drag("Pin", by: DragOffset(x: 30, y: 0))
      #expect(host.snapshotHTML().contains(">log dragged<"))
    }
  }
}
