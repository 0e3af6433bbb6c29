import Testing

@testable import EngineHost
@testable import StateEngine

private struct Badge: View {
  @State private var count = 0

  var body: some View {
    Button("Badge \(count)") { count += 1 }
  }
}

private struct Inbox: View {
  var body: some View {
    Text("Inbox")
      .overlay(alignment: .topTrailing) { Badge() }
      .background { Text("Shade") }
  }
}

extension Engine {
  /// `overlay(alignment:content:)` layers a view in front of the content and `background` one
  /// behind it, each aligned in the content's box (Apple's documentation of both); the layers are
  /// views like any other: their bodies run and their buttons work.
  @Suite struct Overlays {
    @Test func layersAreDrawnInFrontOfAndBehindTheContent() throws {
      let host = ViewHost(Inbox())
      #expect(
        host.reports[0].snapshot
          == "<div class=\"ui-layered\" data-alignment=\"center\"><div class=\"ui-layer\"><p class=\"ui-text\">Shade</p></div>"
          + "<div class=\"ui-layered\" data-alignment=\"topTrailing\"><p class=\"ui-text\">Inbox</p>"
          + "<div class=\"ui-layer\"><button class=\"ui-button\">Badge 0</button></div></div></div>"
      )
      #expect(bodyNames(host.reports[0]).contains("Badge"))
      try host.tap("Badge 0")
      #expect(host.reports[1].snapshot.contains("Badge 1"))
    }

    /// A shape style in a shape is that shape filled; `border` is a rectangle's stroke over the
    /// content (OpenSwiftUI's `border` is `overlay(Rectangle().strokeBorder(content, lineWidth:))`).
    @Test func stylesInShapesAndBordersAreFilledAndStrokedShapes() {
      let html = ViewHost(
        VStack {
          Text("Pill").background(.blue, in: Capsule())
          Text("Framed").border(Color.gray, width: 2)
          Text("Tinted").overlay(Color.red.opacity(0.5))
        }
      ).reports[0].snapshot
      #expect(
        html.contains(
          "<div class=\"ui-layered\" data-alignment=\"center\"><div class=\"ui-layer\"><div class=\"ui-modified\" data-fill=\"blue\">"
            + "<div class=\"ui-shape ui-capsule\"></div></div></div><p class=\"ui-text\">Pill</p></div>"
        ))
      #expect(
        html.contains(
          "<p class=\"ui-text\">Framed</p><div class=\"ui-layer\"><div class=\"ui-modified\" data-stroke=\"gray\" data-line-width=\"2\">"
            + "<div class=\"ui-shape ui-rectangle\"></div></div></div>"))
      #expect(html.contains("data-fill=\"rgba(255, 59, 48, 0.5)\""))
    }

    /// `clipShape`, `clipped` and `cornerRadius` clip the content to a shape (Apple's
    /// documentation), also written as `Shape`'s members `.capsule` and `.rect(cornerRadius:)`; the
    /// preview rounds the box of the built-in shapes.
    @Test func clipsNameTheirShape() {
      let html = ViewHost(
        VStack {
          Text("Round").clipShape(Circle())
          Text("Soft").cornerRadius(8)
          Text("Cut").clipped()
          Text("Pill").clipShape(.capsule)
          Text("Card").clipShape(.rect(cornerRadius: 12))
        }
      ).reports[0].snapshot
      #expect(html.contains("data-clip=\"circle\"><p class=\"ui-text\">Round"))
      #expect(html.contains("data-clip=\"rounded 8\"><p class=\"ui-text\">Soft"))
      #expect(html.contains("data-clip=\"rectangle\"><p class=\"ui-text\">Cut"))
      #expect(html.contains("data-clip=\"capsule\"><p class=\"ui-text\">Pill"))
      #expect(html.contains("data-clip=\"rounded 12\"><p class=\"ui-text\">Card"))
    }

    /// `hidden()` keeps the view in the graph, not drawn (Apple's documentation: "Hidden views are
    /// invisible and can't receive or respond to interactions. However, they do remain in the view
    /// hierarchy and affect layout").
    @Test func aHiddenViewStaysInTheGraph() {
      let host = ViewHost(VStack { Badge().hidden() })
      #expect(bodyNames(host.reports[0]).contains("Badge"))
      #expect(
        host.reports[0].snapshot
          == "<div class=\"ui-vstack\"><div class=\"ui-modified\" data-hidden><button class=\"ui-button\">Badge 0</button></div></div>"
      )
    }

    /// Row styling, safe areas, symbol styling and layout hints change nothing the preview
    /// draws: the content is shown as it is, without a box.
    @Test func recordedModifiersAddNoBox() {
      let html = ViewHost(
        Image(systemName: "heart")
          .resizable(resizingMode: .stretch)
          .renderingMode(.template)
          .symbolVariant(.circle.fill)
          .symbolRenderingMode(.hierarchical)
          .symbolEffect(.bounce, value: 1)
          .listRowSeparator(.hidden)
          .listRowBackground(Color.yellow)
          .listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
          .ignoresSafeArea()
          .edgesIgnoringSafeArea(.top)
          .aspectRatio(contentMode: .fit)
          .scaledToFill()
          .fixedSize(horizontal: false, vertical: true)
          .layoutPriority(1)
          .accentColor(.pink)
          .tint(.mint)
          .mask { Circle() }
          .contentShape(Rectangle())
          .transition(.push(from: .leading))
          .animation(.bouncy)
          .lineSpacing(4)
          .minimumScaleFactor(0.5)
          .truncationMode(.middle)
          .redacted(reason: .placeholder)
          .colorMultiply(.blue)
          .containerShape(RoundedRectangle(cornerRadius: 4))
      ).reports[0].snapshot
      #expect(html == "<span class=\"ui-image\" data-symbol=\"heart\"></span>")
    }
  }
}
