import Foundation
import Testing

@testable import DocBuildKit

/// `import SwiftData` compiles against the engine's stand-in, and a SwiftData name the stand-in
/// lacks is the engine's gap, not a name the note forgot.
@Suite struct SwiftDataExampleTests {
  static let report = Result { try build() }

  static func build() throws -> [String] {
    let fixture = SiteFixture([
      "ko/notes.md": """
      # 메모

      ```swift
      import SwiftUI
      import SwiftData

      @Model final class Memo {
        @Attribute(.unique) var text: String
        init(text: String) { self.text = text }
      }

      struct MemoList: View {
        @Environment(\\.modelContext) private var context
        @Query private var memos: [Memo]

        var body: some View {
          VStack {
            Button("메모 추가") { context.insert(Memo(text: "우유 사기")) }
            ForEach(memos) { memo in Text(memo.text) }
          }
        }
      }

      #Preview {
        MemoList().modelContainer(for: Memo.self, inMemory: true)
      }
      ```

      ```scenario
      tap "메모 추가"
      ```

      ```output
      -- tap "메모 추가"
      shows: 우유 사기
      ```

      """,
      "en/trails.md": """
      # Trails

      ```swift
      import SwiftUI
      import SwiftData

      @Model final class Trail {
        var name: String
        var walks = 0
        init(name: String) { self.name = name }
      }

      struct TrailList: View {
        @Environment(\\.modelContext) private var context
        @Query(sort: \\Trail.name) private var trails: [Trail]

        var body: some View {
          NavigationStack {
            List(trails) { trail in
              NavigationLink(trail.name, value: trail)
            }
            .navigationDestination(for: Trail.self) { trail in
              Button("Walk \\(trail.name)") { trail.walks += 1 }
              Text("\\(trail.walks) walks")
            }
            .toolbar {
              Button("Add Ridge") { context.insert(Trail(name: "Ridge")) }
            }
          }
        }
      }

      #Preview {
        TrailList().modelContainer(for: Trail.self, inMemory: true)
      }
      ```

      ```scenario
      tap "Add Ridge"
      open "Ridge"
      tap "Walk Ridge"
      ```

      ```output
      -- tap "Add Ridge"
      shows: Ridge
      -- open "Ridge"
      shows: 0 walks
      -- tap "Walk Ridge"
      shows: 1 walks
      ```

      """,
      "zh/tags.md": """
      # 标签

      ```swift
      import SwiftData

      enum 标签模式V1: VersionedSchema {
        static var versionIdentifier = Schema.Version(1, 0, 0)
        static var models: [any PersistentModel.Type] { [标签.self] }

        @Model final class 标签 {
          @Attribute(.unique) var 名称: String
          @Relationship(deleteRule: .cascade) var 子标签: [标签] = []
          @Transient var 已选 = false
          init(名称: String) { self.名称 = 名称 }
        }
      }
      ```

      """,
    ])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    return summary.exampleReport
  }

  func line(_ prefix: String) throws -> String? {
    try Self.report.get().first { $0.hasPrefix(prefix) }
  }

  /// A `@Model` class (with `@Attribute`, expanded by the stand-in's compiler plugin), `@Query` and
  /// `.modelContainer(for:inMemory:)` run, and the scenario's tap inserts a model the query shows.
  @Test func aSwiftDataExampleRuns() throws {
    #expect(try line("ko/notes.md:3:") == "ko/notes.md:3: run")
  }

  /// A model is `Hashable` and `Identifiable`, as SwiftData's `PersistentModel` is: `List(models)`
  /// rows link by value to `.navigationDestination(for: Model.self)`, and the destination edits the
  /// model it was given.
  @Test func aModelIsANavigationValue() throws {
    #expect(try line("en/trails.md:3:") == "en/trails.md:3: run")
  }

  /// `VersionedSchema` is SwiftData's; the stand-in does not declare it, but does declare the
  /// property macros beside it.
  @Test func aSwiftDataNameTheStandInLacksIsTheEnginesGap() throws {
    let reason = try #require(try line("zh/tags.md:3:"))
    #expect(reason.contains("(engine lacks)"))
    #expect(reason.contains("`VersionedSchema`"))
    #expect(!reason.contains("`Attribute`"))
  }
}
