import Testing

@testable import EngineHost
@testable import StateEngine

private struct Favourite: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button {
        count += 1
      } label: {
        Image(systemName: "heart")
        Text("Love")
      }
      Button("Plain \(count)") {}
      Button {
      } label: {
        Image(systemName: "trash")
      }
    }
  }
}

extension Engine {
  /// A button's label is the view it is given, "a view that describes the purpose of the button's
  /// action" (Apple's documentation of `Button.init(action:label:)`): an image beside a text shows
  /// the symbol and the text, each its own view. The snapshot writes them part by part, so what a
  /// screen check reads is the text alone, while the button keeps its name, symbol first, in
  /// `data-label`; a label without a symbol is written as before.
  @Suite struct LabelParts {
    @Test func aSymbolBesideATextIsDrawnPartByPart() throws {
      let host = ViewHost(Favourite())
      let html = host.snapshotHTML()
      #expect(
        html.contains(
          "<button class=\"ui-button\" data-label=\"heart Love\"><span class=\"ui-label\">"
            + "<span class=\"ui-image\" data-symbol=\"heart\"></span><span>Love</span></span></button>"
        ))
      #expect(html.contains("<button class=\"ui-button\">Plain 0</button>"))
      #expect(html.contains("<button class=\"ui-button\">trash</button>"))
    }

    @Test func theButtonIsFoundByItsNameAndByItsText() throws {
      let host = ViewHost(Favourite())
      try host.tap("Love")
      try host.tap("heart Love")
      #expect(host.snapshotHTML().contains(">Plain 2</button>"))
    }

    @Test func labelPartsFollowTheLabelsViews() {
      let host = ViewHost(Favourite())
      var parts: [[LabelPart]] = []
      VisibleTree.walk(host.graph.root) { node in
        if case .button? = node.primitive { parts.append(VisibleTree.labelParts(of: node)) }
      }
      #expect(
        parts == [[.symbol("heart"), .text("Love")], [.text("Plain 0")], [.symbol("trash")]])
    }
  }
}
