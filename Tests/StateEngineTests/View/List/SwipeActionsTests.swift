import Testing

@testable import EngineHost
@testable import StateEngine

private struct Inbox: View {
  @State private var mails = ["Invoice", "Lunch"]

  var body: some View {
    List(mails, id: \.self) { mail in
      Text(mail)
        .swipeActions(edge: .leading) {
          Button("Archive") { mails.removeAll { $0 == mail } }
        }
    }
  }
}

extension Engine {
  /// `swipeActions(edge:allowsFullSwipe:content:)` adds buttons a swipe on a row reveals (Apple's
  /// documentation); a page has no swipe, so the rows show without them.
  @Suite struct SwipeActions {
    @Test func rowsShowWithoutTheirSwipeButtons() {
      let html = ViewHost(Inbox()).snapshotHTML()
      #expect(html.contains(">Invoice<") && html.contains(">Lunch<"))
      #expect(!html.contains("Archive"))
    }
  }
}
