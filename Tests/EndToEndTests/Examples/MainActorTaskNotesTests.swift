import Testing

@testable import DocBuildKit

/// A button starting a `Task` that calls a `@MainActor` model, as notes write loading states.
@Suite struct MainActorTaskNotesTests {
  /// The task runs up to its first suspension before the tap's screen is drawn, as on iOS, where
  /// the main run loop runs it right after the tap: the loading text set before the `await` is on
  /// screen after the tap, and the result after the wait.
  @Test func aLoadingStateSetBeforeTheFirstAwaitShowsAfterTheTap() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "en/note.md",
      """
      # Loading a quote

      ```swift
      import SwiftUI

      @MainActor final class QuoteModel: ObservableObject {
          @Published var quote = "No quote yet"
          @Published var isLoading = false

          func load() async {
              isLoading = true
              try? await Task.sleep(for: .seconds(1))
              quote = "Stay curious"
              isLoading = false
          }
      }

      struct QuoteView: View {
          @StateObject private var model = QuoteModel()

          var body: some View {
              VStack {
                  Text(model.isLoading ? "Loading…" : model.quote)
                  Button("Fetch") {
                      Task { await model.load() }
                  }
              }
          }
      }
      ```

      ```scenario
      tap "Fetch"
      wait 1s
      ```

      ```output
      -- tap "Fetch"
      shows: Loading…
      -- wait 1s
      shows: Stay curious
      ```

      """)
    #expect(report == ["en/note.md:3: run"], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }
}
