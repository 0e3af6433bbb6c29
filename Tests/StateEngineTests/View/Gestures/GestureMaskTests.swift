import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

/// A badge with a tap inside a panel whose high-priority tap is attached with `mask`.
private struct MaskedPanel: View {
  let mask: GestureMask
  @State private var log: [String] = []

  var body: some View {
    VStack {
      ZStack {
        Rectangle()
        Circle().onTapGesture { log.append("badge") }
      }
      .highPriorityGesture(TapGesture().onEnded { log.append("panel") }, including: mask)
      Text("log \(log.joined(separator: ","))")
    }
  }
}

/// A tap inside a drag attached with `.gesture` only: the mask disables gestures of every kind.
private struct DragOnlyRow: View {
  @State private var log = "none"

  var body: some View {
    VStack {
      Text("Row")
        .onTapGesture { log = "tapped" }
        .gesture(DragGesture().onEnded { _ in log = "dragged" }, including: .gesture)
      Text("log \(log)")
    }
  }
}

extension Engine {
  /// `GestureMask`: `.all` "enable both the added gesture as well as all other gestures on the
  /// view and its subviews", `.gesture` "enable the added gesture but disable all gestures in the
  /// subview hierarchy", `.subviews` "enable all gestures in the subview hierarchy but disable the
  /// added gesture", `.none` "disable all gestures in the subview hierarchy, including the added
  /// gesture" (Apple's documentation of `GestureMask`).
  @Suite struct GestureMasks {
    @Test func allLetsTheHighPriorityGestureWin() throws {
      let host = ViewHost(MaskedPanel(mask: .all))
      try host.tap("Circle")
      #expect(host.snapshotHTML().contains(">log panel<"))
    }

    @Test func subviewsDisablesTheAddedGestureSoTheChildsRuns() throws {
      let host = ViewHost(MaskedPanel(mask: .subviews))
      try host.tap("Circle")
      #expect(host.snapshotHTML().contains(">log badge<"))
    }

    @Test func gestureDisablesTheChildsSoOnlyTheAddedOneRuns() throws {
      let host = ViewHost(MaskedPanel(mask: .gesture))
      try host.tap("Circle")
      #expect(host.snapshotHTML().contains(">log panel<"))
    }

    @Test func noneDisablesBoth() throws {
      let host = ViewHost(MaskedPanel(mask: .none))
      try host.tap("Circle")
      let html = host.snapshotHTML()
      #expect(!html.contains("badge") && !html.contains("panel"))
    }

    @Test func aMaskWithoutSubviewsDisablesGesturesOfEveryKindInside() throws {
      let host = ViewHost(DragOnlyRow())
      try host.tap("Row")
      #expect(host.snapshotHTML().contains(">log none<"))
      try host.drag("Row", by: DragOffset(x: 40, y: 0))
      #expect(host.snapshotHTML().contains(">log dragged<"))
    }
  }
}
