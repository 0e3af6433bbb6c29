import Testing

@testable import DocBuildKit

/// Names of frameworks docbuild does not have, or of SwiftUI the engine has, are said for what
/// they are: a widget's types need WidgetKit even without its import, `FileWrapper` is Apple's
/// Foundation's, and `VectorArithmetic` is no name the note forgot.
@Suite struct FrameworkNamesReasonTests {
  @Test func aWidgetEntryNeedsWidgetKit() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/weather-widget.md",
      """
      # 날씨 위젯

      위젯이 보여 줄 한 시점의 값입니다.

      ```swift
      struct 날씨항목: TimelineEntry {
          let date: Date
          let 기온: Int
      }
      ```

      """)
    #expect(
      report == [
        "ko/weather-widget.md:5: not run (foreign module): needs `WidgetKit`, a module docbuild does not have"
      ])
    #expect(page.contains("docbuild에 없는 모듈 WidgetKit이(가) 필요합니다"), "\(page)")
    #expect(!page.contains("선언하지 않은"), "\(page)")
  }

  @Test func aFileWrapperIsApplesFoundation() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/notebook-file.md",
      """
      # 笔记文件

      把文字包成一个文件交给系统保存。

      ```swift
      func 打包(_ 正文: String) -> FileWrapper {
          FileWrapper(regularFileWithContents: Data(正文.utf8))
      }
      ```

      """)
    #expect(
      report == [
        "zh/notebook-file.md:5: not run (foreign module): uses `FileWrapper`, which only Apple's Foundation has, not the Linux Foundation docbuild compiles with"
      ])
    #expect(page.contains("使用了只有 Apple 的 Foundation 才有的 FileWrapper"), "\(page)")
  }

  @Test func membersUsingAFileWrapperSayApplesFoundation() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/recipe-file.md",
      """
      # Reading a recipe file

      The document type reads its text from the file the system hands it.

      ```swift
      var recipe = ""

      init(reading wrapper: FileWrapper) throws {
          recipe = String(decoding: wrapper.regularFileContents ?? Data(), as: UTF8.self)
      }
      ```

      """)
    #expect(
      report == [
        "en/recipe-file.md:5: not run (foreign module): member declarations: belong inside a type — it uses `FileWrapper`, which only Apple's Foundation has, not the Linux Foundation docbuild compiles with"
      ])
    #expect(!page.contains("a module docbuild does not have"), "\(page)")
  }

  @Test func theEnginesProtocolIsNoUndeclaredName() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/sampled-curve.md",
      """
      # A sampled curve

      The samples animate together when they are added with the platform's vector routines.

      ```swift
      import SwiftUI
      import enum Accelerate.vDSP

      struct Samples: VectorArithmetic {
          var values: [Double]
          static var zero = Samples(values: [])
          static func + (a: Samples, b: Samples) -> Samples {
              Samples(values: vDSP.add(a.values, b.values))
          }
          static func - (a: Samples, b: Samples) -> Samples {
              Samples(values: vDSP.subtract(a.values, b.values))
          }
          mutating func scale(by factor: Double) { values = vDSP.multiply(factor, values) }
          var magnitudeSquared: Double { vDSP.sum(vDSP.multiply(values, values)) }
      }
      ```

      """)
    #expect(
      report == [
        "en/sampled-curve.md:5: not run (foreign module): needs `Accelerate`, a module docbuild does not have"
      ])
  }

  @Test func aCaseVariantOfAnUnsupportedTypeIsTheNotesOwnView() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/counted-child.md",
      """
      # A counted child

      Reading the reader's size makes the child twice.

      ```swift
      struct Parent: View {
          var body: some View {
              GeometryReader { proxy in
                  SubView().frame(width: proxy.size.width)
              }
          }
      }
      ```

      """)
    #expect(
      report == [
        "en/counted-child.md:5: not run (excerpt): uses `SubView`, which the note never declares"
      ])
    #expect(!page.contains("misspelling"), "\(page)")
  }
}
