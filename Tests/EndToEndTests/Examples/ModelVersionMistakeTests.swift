import Testing

@testable import DocBuildKit

/// A note that rewrites its model class: a block is judged by the version of the class it sees
/// (its own, else the nearest before it), never blamed for a later version's properties that
/// have no value.
@Suite struct ModelVersionMistakeTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    import SwiftUI
    import Observation

    @Observable class Pantry {
        var shelves: [String] = []
    }

    struct PantryView: View {
        @State private var pantry = Pantry()

        var body: some View {
            List(pantry.shelves, id: \\.self) { shelf in
                Text(shelf)
            }
            .badge(Ticket.count)
        }
    }
    ```

    \(prose)

    ```swift
    @Observable class Pantry {
        var shelves: [String]
        var label: String
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/pantry.md", "찬장", "나중에 모델을 나눕니다."),
    ("zh/pantry.md", "储藏室", "之后把模型拆开。"),
    ("en/pantry.md", "Pantry", "Later the model is split."),
  ])
  func theFirstVersionIsNotBlamedForTheLatersMissingValues(
    path: String, title: String, prose: String
  ) throws {
    let (report, _, _) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let first = try #require(report.first { $0.contains(":3:") }, "\(report)")
    #expect(first.contains("`Ticket`"), "\(first)")
    #expect(!first.contains("no value") && !first.contains("cannot be made"), "\(first)")
  }
}
