import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Bordered: View {
  @State private var count = 0

  var body: some View {
    Button("Add \(count)") { count += 1 }
      .buttonStyle(.bordered)
      .buttonBorderShape(.capsule)
      .buttonBorderShape(.roundedRectangle(radius: 8))
  }
}

/// A label clipped to a capsule and backed by a rounded rectangle of the button's border shapes.
private struct BorderShapedLabel: View {
  var body: some View {
    Text("Tag")
      .padding()
      .background(ButtonBorderShape.roundedRectangle(radius: 12).fill(.blue))
      .clipShape(ButtonBorderShape.capsule)
  }
}

extension Engine {
  /// `buttonBorderShape(_:)` "sets the border shape for buttons in this view" (Apple's
  /// documentation): recorded by name; the button works as before.
  @Suite struct ButtonBorderShapes {
    @Test func aShapedButtonWorks() throws {
      let host = ViewHost(Bordered())
      try host.tap("Add 0")
      #expect(host.snapshotHTML().contains(">Add 1<"))
    }

    /// Since iOS 17 `ButtonBorderShape` conforms to `InsettableShape` (Apple's documentation):
    /// its outline is the shape it names.
    @Test func theBorderShapeIsAShape() throws {
      let host = ViewHost(BorderShapedLabel())
      #expect(host.snapshotHTML().contains(">Tag<"))
      let square = CGRect(x: 0, y: 0, width: 40, height: 20)
      #expect(
        ButtonBorderShape.capsule.path(in: square).boundingRect
          == Capsule().path(in: square).boundingRect)
      #expect(ButtonBorderShape.circle.path(in: square) == Circle().path(in: square))
      #expect(
        ButtonBorderShape.roundedRectangle(radius: 4).path(in: square)
          == Path(roundedRect: square, cornerRadius: 4))
      #expect(ButtonBorderShape.roundedRectangle(radius: 4) != .roundedRectangle(radius: 6))
    }
  }
}
