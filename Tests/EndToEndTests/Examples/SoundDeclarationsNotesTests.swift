import Testing

@testable import DocBuildKit

/// A block that does not compile still lends the page the declarations its errors do not touch:
/// a later block that needs only those runs, one that needs the broken declaration is told so.
/// A Korean note with a typo in a view beside its model, a Chinese note whose later blocks use
/// the sound model and the broken card, an English note whose broken view is used by nothing.
@Suite struct SoundDeclarationsNotesTests {
  static let korean = #"""
    # 계산기

    ```swift
    import SwiftUI

    class 계산기: ObservableObject {
      @Published var 값 = 0
    }

    struct 결과화면: View {
      @ObservedObject var 모델: 계산기
      var body: some View {
        Text("결과: \(모델.겂)")
      }
    }
    ```

    ```swift
    struct 버튼화면: View {
      @StateObject private var 모델 = 계산기()
      var body: some View {
        Button("더하기 \(모델.값)") { 모델.값 += 1 }
      }
    }
    ```

    """#

  @Test func aBlockNeedingOnlyTheSoundModelOfABrokenBlockRuns() throws {
    let fixture = SiteFixture(["ko/01-calc.md": Self.korean])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains { $0.hasPrefix("ko/01-calc.md:3: failed (compile error)") },
      "\(summary.exampleReport)")
    #expect(summary.exampleReport.contains("ko/01-calc.md:18: run"), "\(summary.exampleReport)")
    #expect(fixture.page("ko/01-calc.html").contains("더하기 0"))
  }

  static let chinese = #"""
    # 学生

    ```swift
    import SwiftUI

    struct 学生 {
      var 姓名: String
    }

    struct StudentCard: View {
      let 人: 学生
      var body: some View {
        Text(人.名字)
      }
    }
    ```

    ```swift
    struct 卡片页: View {
      var body: some View {
        StudentCard(人: 学生(姓名: "小红"))
      }
    }
    ```

    ```swift
    struct 名单: View {
      let 全部 = [学生(姓名: "小明"), 学生(姓名: "小红")]
      var body: some View {
        Text(全部.map(\.姓名).joined(separator: "、"))
      }
    }
    ```

    """#

  @Test func onlyTheBlockUsingTheBrokenDeclarationStillNeedsIt() throws {
    let fixture = SiteFixture(["zh/01-student.md": Self.chinese])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    let card = try #require(
      summary.exampleEntries.first { $0.note == "zh/01-student.md" && $0.line == 18 })
    #expect(card.status == "not-run")
    #expect(
      card.reason
        == "needs a block that does not compile: uses `StudentCard` (line 3), declared in a block that does not compile"
    )
    #expect(
      summary.exampleReport.contains("zh/01-student.md:26: run"), "\(summary.exampleReport)")
    #expect(fixture.page("zh/01-student.html").contains("小明、小红"))
  }

  static let english = #"""
    # Scores

    ```swift
    import SwiftUI

    struct Score {
      var points: Int
      func doubled() -> Score { Score(points: points * 2) }
    }

    struct ScoreBadge: View {
      let score: Score
      var body: some View {
        Text("\(score.point)")
      }
    }
    ```

    ```swift
    struct Board: View {
      let score = Score(points: 21).doubled()
      var body: some View {
        Text("Total: \(score.points)")
      }
    }
    ```

    """#

  @Test func aLaterBlockUsesTheSoundTypeAndItsMethods() throws {
    let fixture = SiteFixture(["en/01-score.md": Self.english])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.exampleReport.contains("en/01-score.md:19: run"), "\(summary.exampleReport)")
    #expect(fixture.page("en/01-score.html").contains("Total: 42"))
  }
}
