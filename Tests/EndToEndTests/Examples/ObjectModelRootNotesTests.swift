import Testing

@testable import DocBuildKit

/// A root view that takes a model the note declares runs with a fresh one when the note never
/// builds the view: a plain parameter of an `@Observable` class that needs no arguments gets
/// `Model()`, one whose initializer takes values gets it built from chosen ones, and a call the
/// page makes that leaves the model out is completed with it. The page and `--explain` name the
/// model docbuild built.
@Suite struct ObjectModelRootNotesTests {
  static let english = #"""
    # Reading settings

    ```swift
    import SwiftUI

    @Observable
    class ReaderSettings {
      var fontSize = 14
      var serif = true
    }

    struct ReaderPreview: View {
      var settings: ReaderSettings

      var body: some View {
        Text("Font size \(settings.fontSize)")
      }
    }
    ```

    """#

  @Test func aPlainModelParameterGetsAFreshObject() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-reader.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "en/01-reader.md:3: run (completed); ran with values docbuild chose: `settings: ReaderSettings()`"
      ), "\(report)")
    #expect(page.contains("Font size 14"))
  }

  static let korean = #"""
    # 방 인원

    ```swift
    import SwiftUI

    @Observable class 방모델 {
        let 이름: String
        var 인원 = 0
        init(이름: String) {
            self.이름 = 이름
        }
    }

    struct 방화면: View {
        var 제목: String
        @State var 모델: 방모델
        init(제목: String, 모델: 방모델) {
            self.제목 = 제목
            self.모델 = 방모델(이름: 제목)
        }

        var body: some View {
            Text("\(모델.이름): \(모델.인원)명")
        }
    }
    ```

    이 화면을 쓰는 쪽은 이렇게 씁니다(모델을 빠뜨렸습니다):

    ```swift
    struct 목록화면: View {
        @State var 고른방 = "회의실"
        var body: some View {
            방화면(제목: 고른방)
        }
    }
    ```

    """#

  @Test func aCallLeavingTheModelOutIsCompletedWithOneBuiltFromChosenValues() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/01-room.md", Self.korean)
    #expect(
      report.contains(
        "ko/01-room.md:3: run (completed); ran with values docbuild chose for what the note's call leaves out: `모델: 방모델(이름: \"\")`"
      ), "\(report)")
    // The page's own call gave the title; only the model is docbuild's.
    #expect(page.contains("회의실: 0명"))
    #expect(page.contains("노트가 이 뷰를 만드는 호출에서 빠뜨린 인자를 docbuild가 고른 값으로 채워 실행했습니다"))
    #expect(!page.contains("노트가 이 뷰를 만들지 않아"))
  }

  static let chinese = #"""
    # 外观

    ```swift
    import SwiftUI

    @Observable class 外观设置 {
        var 主题 = "浅色"
    }

    struct 外观视图: View {
        var 设置: 外观设置
        var body: some View {
            Text("主题：\(设置.主题)")
        }
    }
    ```

    """#

  @Test func chineseModelsAreBuiltToo() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-look.md", Self.chinese)
    #expect(
      report.contains(
        "zh/01-look.md:3: run (completed); ran with values docbuild chose: `设置: 外观设置()`"),
      "\(report)")
    #expect(page.contains("主题：浅色"))
  }
}
