import Testing

@testable import EngineHost
@testable import StateEngine

private struct Padded: View {
  var body: some View {
    VStack {
      Text("Card").padding(EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
      Text("Even").padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    }
  }
}

extension Engine {
  @Suite struct PaddingInsets {
    /// `padding(_ insets: EdgeInsets)`: "Adds different padding widths to some or all of this
    /// view's edges" (Apple's documentation of `View/padding(_:)`).
    @Test func eachEdgeGetsItsOwnLength() {
      let html = ViewHost(Padded()).snapshotHTML()
      #expect(
        html.contains(
          "data-padding-top=\"8\" data-padding-leading=\"20\" data-padding-bottom=\"8\" data-padding-trailing=\"20\""
        ))
      #expect(html.contains("data-padding=\"4\""))
    }
  }
}
