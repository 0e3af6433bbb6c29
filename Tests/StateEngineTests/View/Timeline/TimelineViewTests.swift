import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Clock: View {
  var body: some View {
    VStack {
      TimelineView(.periodic(from: .now, by: 1)) { context in
        Text(context.date > Date(timeIntervalSince1970: 0) ? "ticking" : "stopped")
      }
      TimelineView(.everyMinute) { _ in Text("minute") }
      TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
        Text(context.cadence == .seconds ? "seconds" : "other")
      }
      TimelineView(.explicit([Date(timeIntervalSince1970: 60)])) { _ in Text("explicit") }
    }
  }
}

extension Engine {
  @Suite struct TimelineViews {
    /// `TimelineView(_:content:)` builds its content for a `Context` holding a date (Apple's
    /// documentation of `TimelineView`); every schedule type-checks.
    @Test func theContentIsBuiltForADate() {
      let html = ViewHost(Clock()).snapshotHTML()
      for text in ["ticking", "minute", "seconds", "explicit"] {
        #expect(html.contains("<p class=\"ui-text\">\(text)</p>"))
      }
    }
  }
}
