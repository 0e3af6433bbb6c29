import Testing

@testable import EngineHost
@testable import StateEngine

private enum Backdrop { case color, gradient, image }

private struct Basket: View {
  let backdrop: Backdrop
  @State private var showing = false

  var body: some View {
    Button("Basket") { showing = true }
      .sheet(isPresented: $showing) {
        switch backdrop {
        case .color:
          Text("Two pears").presentationBackground(Color.orange)
        case .gradient:
          Text("Two pears").presentationBackground(alignment: .bottom) {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
          }
        case .image:
          Text("Two pears").presentationBackground { Image(systemName: "leaf") }
        }
      }
  }
}

extension Engine {
  /// `presentationBackground(_:)` "sets the presentation background of the enclosing sheet using
  /// a shape style", and `presentationBackground(alignment:content:)` "to a custom view" (Apple's
  /// documentation of `View`): a colour or gradient is handed to the preview to paint the sheet
  /// with; a view it cannot paint leaves the sheet as it was.
  @Suite struct PresentationBackground {
    @Test func aPaintableBackgroundIsTheSheets() throws {
      for backdrop in [Backdrop.color, .gradient] {
        let host = ViewHost(Basket(backdrop: backdrop))
        try host.tap("Basket")
        let html = host.snapshotHTML()
        #expect(html.contains("data-presentation-background"))
        #expect(html.contains(">Two pears<"))
      }
      let host = ViewHost(Basket(backdrop: .color))
      try host.tap("Basket")
      #expect(
        host.snapshotHTML().contains("data-background=\"orange\" data-presentation-background"))
    }

    @Test func aBackgroundViewThePreviewCannotPaintIsAcceptedOnly() throws {
      let host = ViewHost(Basket(backdrop: .image))
      try host.tap("Basket")
      let html = host.snapshotHTML()
      #expect(!html.contains("data-presentation-background"))
      #expect(html.contains(">Two pears<"))
    }
  }
}
