import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Avatars: View {
  let url = URL(string: "https://example.com/a.png")

  var body: some View {
    VStack {
      AsyncImage(url: url) { image in
        image.resizable()
      } placeholder: {
        ProgressView()
      }
      AsyncImage(url: url) { phase in
        if let image = phase.image {
          image
        } else if phase.error != nil {
          Text("Failed")
        } else {
          Text("Loading")
        }
      }
    }
  }
}

extension Engine {
  @Suite struct AsyncImages {
    /// "Until the image loads, the view displays a standard placeholder" and a phase closure
    /// starts at `.empty` (Apple's documentation of `AsyncImage`); examples have no network, so
    /// the first phase is what they show.
    @Test func withoutANetworkThePlaceholderShows() {
      let html = ViewHost(Avatars()).snapshotHTML()
      #expect(html.contains("<div class=\"ui-progress\"><progress></progress></div>"))
      #expect(html.contains("Loading") && !html.contains("Failed"))
    }
  }
}
