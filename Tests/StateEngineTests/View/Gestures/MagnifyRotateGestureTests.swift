import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Photo: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero

  var body: some View {
    Text("Photo \(Int(scale * 100)) % \(Int(angle.degrees))°")
      .scaleEffect(scale)
      .rotationEffect(angle)
      .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
      .simultaneousGesture(RotateGesture().onEnded { value in angle = value.rotation })
  }
}

extension Engine {
  /// `MagnifyGesture` "recognizes a magnification motion and tracks the amount of magnification",
  /// `RotateGesture` "recognizes a rotation motion and tracks the angle of the rotation"; their
  /// values carry `magnification` and `rotation` (Apple's documentation of each, iOS 17). The host
  /// has no pinch or rotation action: the view shows, and no tap performs them.
  @Suite struct MagnifyAndRotateGestures {
    @Test func pinchesAndRotationsTypeCheckAndAreNotPerformed() {
      let host = ViewHost(Photo())
      #expect(host.snapshotHTML().contains(">Photo 100 % 0°<"))
      #expect(throws: HostError.self) { try host.tap("Photo 100 % 0°") }
      let value = MagnifyGesture.Value(
        time: Date(timeIntervalSince1970: 0), magnification: 2, velocity: 0, startAnchor: .center,
        startLocation: .zero)
      #expect(value.magnification == 2)
    }
  }
}
