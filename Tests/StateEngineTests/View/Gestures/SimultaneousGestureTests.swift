import Testing

@testable import EngineHost
@testable import StateEngine

/// A photo pinched and turned with one combined gesture, as notes write it.
private struct Photo: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero

  var body: some View {
    VStack {
      Rectangle()
        .gesture(
          MagnificationGesture()
            .onEnded { print("pinch ended \($0)") }
            .simultaneously(with: RotationGesture())
            .onChanged { value in
              print(
                "changed \(value.first.map { "\($0)" } ?? "nil") \(value.second?.degrees ?? -1)")
            }
            .onEnded { value in
              if let magnification = value.first { scale *= magnification }
              if let rotation = value.second { angle += rotation }
            })
      Text("scale \(scale), \(Int(angle.degrees))°")
    }
  }
}

extension Engine {
  /// `simultaneously(with:)` makes "a gesture that recognizes both gestures at the same time";
  /// its value is `SimultaneousGesture.Value`, whose `first` and `second` are "the value of the
  /// first gesture or nil if it hasn't changed" and likewise of the second (Apple's documentation
  /// of `SimultaneousGesture`). The host's `pinch` performs the magnification part and `rotate`
  /// the rotation part: each part's own callbacks run first, then the combined gesture's with
  /// that part's value and the other nil.
  @Suite struct SimultaneousGestures {
    @Test func aPinchReachesTheCombinedGestureAsItsFirstValue() throws {
      let host = ViewHost(Photo())
      try host.pinch("Rectangle", by: 2)
      #expect(
        host.reports.last?.console == [
          "changed 1.5 -1.0", "changed 2.0 -1.0", "pinch ended 2.0",
        ])
      #expect(host.snapshotHTML().contains(">scale 2.0, 0°<"))
    }

    @Test func aRotationReachesTheCombinedGestureAsItsSecondValue() throws {
      let host = ViewHost(Photo())
      try host.rotate("Rectangle", by: 90)
      #expect(host.reports.last?.console == ["changed nil 45.0", "changed nil 90.0"])
      #expect(host.snapshotHTML().contains(">scale 1.0, 90°<"))
      try host.pinch("Rectangle", by: 0.5)
      #expect(host.snapshotHTML().contains(">scale 0.5, 90°<"))
    }

    @Test func theViewIsBothPinchableAndRotatable() {
      let controls = ViewHost(Photo()).availableControls()
      #expect(controls.contains { $0.hasPrefix("pinchable view \"Rectangle\"") })
      #expect(controls.contains { $0.hasPrefix("rotatable view \"Rectangle\"") })
    }
  }
}
