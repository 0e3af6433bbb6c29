import Foundation
import Testing

@testable import DocBuildKit

/// SwiftData used without its import, Core Data's environment key, SwiftUI's names for other
/// platforms and the betas' `Length` are said for what they are, not as names the note never
/// declares, gaps of the engine or the note's mistakes.
@Suite struct FrameworkAndPlatformReasonTests {
  static let site = Result { try build() }

  static func build() throws -> (report: [String], pages: [String: String]) {
    let notes = [
      "ko/chores.md": """
      # 할 일

      할 일 하나를 모델로 적습니다.

      ```swift
      @Model
      final class 할일 {
          var 제목: String
          init(제목: String) { self.제목 = 제목 }
      }
      ```

      목록은 쿼리로 읽고, 버튼이 하나를 더합니다.

      ```swift
      struct 할일목록: View {
          @Environment(\\.modelContext) private var 저장소
          @Query private var 할일들: [할일]

          var body: some View {
              VStack {
                  Button("추가") { 저장소.insert(할일(제목: "빨래")) }
                  ForEach(할일들) { Text($0.제목) }
              }
          }
      }

      #Preview {
          할일목록().modelContainer(for: 할일.self, inMemory: true)
      }
      ```

      기록은 변경 내역으로 읽습니다.

      ```swift
      func 변경수(_ 저장소: ModelContext) throws -> Int {
          let 조건 = HistoryDescriptor<DefaultHistoryTransaction>()
          return try 저장소.fetchHistory(조건).count
      }
      ```

      """,
      "zh/library.md": """
      # 书库

      视图从环境里取出 Core Data 的上下文。

      ```swift
      struct 书库视图: View {
          @Environment(\\.managedObjectContext) private var 上下文

          var body: some View {
              Text("书库")
          }
      }
      ```

      章节以编号区分。

      ```swift
      struct 章节: Identifiable {
          let 编号: Int
          let 标题: String
      }
      ```

      """,
      "en/watch.md": """
      # Watch faces

      A complication's ring, tinted by the face.

      ```swift
      struct RingFace: View {
          @Environment(\\.complicationRenderingMode) var mode

          var body: some View {
              switch mode {
              case .fullColor: Circle().fill(Color.green)
              default: Circle().complicationForeground()
              }
          }
      }
      ```

      The hour stays in the foreground.

      ```swift
      var body: some View {
          Text("12").complicationForeground()
      }
      ```

      A ledger line, in the betas' words:

      ```swift
      extension VerticalAlignment {
          private enum Ledger: AlignmentID {
              static func defaultValue(in d: ViewDimensions) -> Length { d[.bottom] }
          }
          static let ledger = VerticalAlignment(Ledger.self)
      }
      ```

      """,
      "ko/focus.md": """
      # 초점

      ```swift
      struct 로그인화면: View {
          @Namespace var 영역
          @Environment(\\.resetFocus) var 초점되돌리기

          var body: some View {
              Button("처음으로") { 초점되돌리기(in: 영역) }
          }
      }
      ```

      """,
    ]
    let fixture = SiteFixture(notes)
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    var pages: [String: String] = [:]
    for path in notes.keys {
      pages[path] = TextOfHTML.decode(
        fixture.page(path.replacingOccurrences(of: ".md", with: ".html")))
    }
    return (summary.exampleReport, pages)
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().report.first { $0.hasPrefix(prefix) })
  }

  func page(_ path: String) throws -> String {
    try #require(try Self.site.get().pages[path])
  }

  /// `@Model`, `@Query` and `.modelContainer(for:)` without `import SwiftData` compile with the
  /// stand-in, and the view runs.
  @Test func swiftDataWithoutItsImportRuns() throws {
    #expect(try line("ko/chores.md:15:") == "ko/chores.md:15: run")
    let report = try Self.site.get().report.filter { $0.hasPrefix("ko/chores.md") }
    #expect(!report.contains { $0.contains("`Model`") }, "\(report)")
  }

  /// What the stand-in lacks is said to be SwiftData's.
  @Test func aSwiftDataNameTheStandInLacksIsSaidToBeSwiftDatas() throws {
    let reason = try line("ko/chores.md:35:")
    #expect(reason.contains("stand-in for SwiftData"), "\(reason)")
    #expect(reason.contains("`HistoryDescriptor`"), "\(reason)")
    #expect(!reason.contains("never declares"), "\(reason)")
    #expect(try page("ko/chores.md").contains("docbuild의 SwiftData 대역에는 아직 SwiftData의"))
  }

  /// `@Environment(\.managedObjectContext)` needs Core Data: neither the engine's gap nor the
  /// note's wrong key path.
  @Test func theManagedObjectContextNeedsCoreData() throws {
    #expect(
      try line("zh/library.md:5:")
        == "zh/library.md:5: not run (foreign module): uses `\\.managedObjectContext`, an environment key of `CoreData`, a module docbuild does not have"
    )
    #expect(try page("zh/library.md").contains("使用了 docbuild 没有的模块 CoreData 的环境键"))
  }

  @Test func anIdentifiableTypeWithoutIDIsSaidToLackIt() throws {
    #expect(try line("zh/library.md:17:").contains("does not conform to protocol 'Identifiable'"))
    let page = try page("zh/library.md")
    #expect(page.contains("章节 声明遵循 Identifiable，却没有 id 属性"), "\(page)")
    #expect(!page.contains("通常是 body 等必需成员"), "\(page)")
  }

  @Test func watchComplicationNamesAreWatchOSs() throws {
    for prefix in ["en/watch.md:5:", "en/watch.md:20:"] {
      let reason = try line(prefix)
      #expect(reason.contains("(other platform)"), "\(reason)")
      #expect(reason.contains("SwiftUI API for watchOS 7 only"), "\(reason)")
      #expect(!reason.contains("has no member"), "\(reason)")
    }
  }

  /// swiftc stops at the rendering mode; the foreground modifier after it is said too.
  @Test func everyWatchNameOfABlockIsSaid() throws {
    #expect(
      try line("en/watch.md:5:").contains(
        "`.complicationRenderingMode`, `.complicationForeground`: SwiftUI API for watchOS 7 only"))
  }

  @Test func theBetasLengthIsSaidWithItsReleasedName() throws {
    #expect(try line("en/watch.md:28:").contains("uses `Length` (now `CGFloat`)"))
  }

  @Test func resettingFocusIsSaidToBeOtherPlatformsAPI() throws {
    let reason = try line("ko/focus.md:3:")
    #expect(reason.contains("`.resetFocus`: SwiftUI API for macOS 12, tvOS 14, watchOS 7 only"))
    #expect(!reason.contains("never declares"), "\(reason)")
    #expect(try page("ko/focus.md").contains("macOS 12, tvOS 14, watchOS 7 전용 SwiftUI API"))
  }
}
