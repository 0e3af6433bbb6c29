import Testing

@testable import DocBuildKit

/// Root views docbuild builds as a preview would: a generic container whose initializer takes
/// `@ViewBuilder` closures (given `{ Text("…") }`), one of several initializers (the one taking
/// fewest values), a view showing an `Image` (a system image), and a generic field bound to a
/// value of an unconstrained type (a `String`).
@Suite struct BuildableRootsNotesTests {
  @Test func aContainerWithViewBuilderClosuresRuns() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/card.md",
      """
      # Card

      ```swift
      import SwiftUI

      struct Card<Header: View, Body: View>: View {
          let header: Header
          let content: Body
          private var folded: Binding<Bool>?

          init(@ViewBuilder header: @escaping () -> Header, @ViewBuilder content: @escaping () -> Body) {
              self.header = header()
              self.content = content()
          }

          init(folded: Binding<Bool>, @ViewBuilder header: @escaping () -> Header, @ViewBuilder content: @escaping () -> Body) {
              self.header = header()
              self.content = content()
              self.folded = folded
          }

          var body: some View {
              VStack {
                  header
                  content
              }
          }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report[0].contains(":3: run"), "\(report)")
  }

  @Test(arguments: [
    ("ko/badge.md", "배지", "뱃지그림"),
    ("zh/badge.md", "徽章", "徽章图"),
    ("en/badge.md", "Badge", "badgeImage"),
  ])
  func aViewShowingAnImageGetsASystemImage(path: String, title: String, image: String) throws {
    let (report, _, page) = try SiteFixture.buildNote(
      path,
      """
      # \(title)

      ```swift
      import SwiftUI

      struct Badge: View {
          var \(image): Image

          var body: some View {
              \(image)
                  .padding()
          }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report[0].contains(":3: run"), "\(report)")
    #expect(page.contains("Image(systemName: \"photo\")"), "\(page.prefix(2000))")
  }

  @Test func aGenericFieldIsBoundToAString() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/field.md",
      """
      # 字段

      ```swift
      import SwiftUI

      struct 标签字段<值>: View {
          var 标签: String
          @Binding var 内容: 值

          var body: some View {
              Text(标签 + "：\\(内容)")
          }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report[0].contains(":3: run"), "\(report)")
  }

  @Test func whatTheCompilerRefusedInDocbuildsCallIsSaidAsAParameter() {
    let missing = RootAttempt.unmade(
      "missing arguments for parameters 'content', 'label' in call", chosen: [])
    #expect(missing.parameters == ["content", "label"])
    let generic = RootAttempt.unmade(
      "generic parameter 'Label' could not be inferred", chosen: ["content: { Text(\"Content\") }"])
    #expect(generic.generic == ["Label"])
    #expect(generic.parameters.isEmpty)
    let refused = RootAttempt.unmade(
      "cannot convert value of type 'Text' to expected argument type '() -> Content'",
      chosen: ["content: Text(\"Content\")"])
    #expect(refused.parameters == ["content"])
  }

  @Test(arguments: [
    (Language.ko, "컴파일되지만 docbuild가 루트 뷰 `Frame`를 만들지 못했습니다: `content`에 넘길 값을 만들 수 없었습니다"),
    (Language.zh, "可以编译，但 docbuild 无法创建根视图 `Frame`：无法为 `content` 生成要传入的值"),
    (
      Language.en,
      "compiles, but docbuild could not make its root view `Frame`: it could not make a value for `content`"
    ),
  ])
  func theReasonNamesTheParameterNotTheCompilersLine(language: Language, expected: String) {
    let text = NotRunReason.rootNeedsArguments("Frame", parameters: ["content"]).text(in: language)
    #expect(text.hasPrefix(expected), "\(text)")
    #expect(!text.contains("convert"), "\(text)")
  }
}
