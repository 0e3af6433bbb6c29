import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

/// A card that is held, then dragged, as Apple's "Composing SwiftUI gestures" article builds it.
private struct HoldToMove: View {
  enum Phase: Equatable {
    case idle, pressing
    case dragging(CGSize)
  }

  @GestureState private var phase = Phase.idle
  @State private var offset = CGSize.zero

  var body: some View {
    VStack {
      Text("Card")
        .gesture(
          LongPressGesture(minimumDuration: 1)
            .onEnded { _ in print("held") }
            .sequenced(before: DragGesture())
            .updating($phase) { value, state, _ in
              switch value {
              case .first(true): state = .pressing
              case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
              default: state = .idle
              }
            }
            .onEnded { value in
              guard case .second(true, let drag?) = value else { return }
              offset.width += drag.translation.width
            })
      Text("phase \(describe(phase)), moved \(Int(offset.width))")
    }
    .onChange(of: phase) { print("phase \(describe(phase))") }
  }

  private func describe(_ phase: Phase) -> String {
    switch phase {
    case .idle: "idle"
    case .pressing: "pressing"
    case .dragging(let size): "dragging \(Int(size.width))"
    }
  }
}

private struct Shortcut: View {
  @State private var log = "none"

  var body: some View {
    VStack {
      Text("Key")
        .gesture(
          TapGesture(count: 2)
            .exclusively(before: LongPressGesture())
            .onEnded { value in
              switch value {
              case .first: log = "double"
              case .second: log = "held"
              }
            })
      Text("log \(log)")
    }
  }
}

extension Engine {
  /// `sequenced(before:)` makes "a gesture that's a sequence of two gestures"; its value is
  /// `.first` while the first goes on and `.second(first, second?)` once the first ended, the
  /// second's value nil until it starts (Apple's documentation of `SequenceGesture.Value`, and
  /// the long press then drag of the "Composing SwiftUI gestures" article). `exclusively(before:)`
  /// recognises one gesture of two, its value `.first` or `.second` (of `ExclusiveGesture`).
  @Suite struct SequenceGestures {
    @Test func aLongPressAloneGoesToTheSecondGestureWithNoValueThenResets() throws {
      let host = ViewHost(HoldToMove())
      try host.longPress("Card")
      #expect(
        host.reports.last?.console == [
          "phase pressing", "held", "phase dragging 0", "phase idle",
        ])
      #expect(host.snapshotHTML().contains(">phase idle, moved 0<"))
    }

    @Test func aDragAfterTheLongPressRunsTheSecondGestureAndEndsTheSequence() throws {
      let host = ViewHost(HoldToMove())
      try host.drag("Card", by: DragOffset(x: 80, y: 0))
      #expect(
        host.reports.last?.console == [
          "phase pressing", "held", "phase dragging 0", "phase dragging 40", "phase dragging 80",
          "phase idle",
        ])
      #expect(host.snapshotHTML().contains(">phase idle, moved 80<"))
    }

    @Test func theViewIsBothLongPressableAndDraggable() {
      let controls = ViewHost(HoldToMove()).availableControls()
      #expect(controls.contains { $0.hasPrefix("long-pressable view \"Card\"") })
      #expect(controls.contains { $0.hasPrefix("draggable view \"Card\"") })
    }

    @Test func anExclusiveGestureReceivesThePartThatWasPerformed() throws {
      let host = ViewHost(Shortcut())
      try host.longPress("Key")
      #expect(host.snapshotHTML().contains(">log held<"))
      try host.doubleTap("Key")
      #expect(host.snapshotHTML().contains(">log double<"))
    }
  }
}
