import Testing

@testable import DocBuildKit

/// A type or extension method the page declares itself, named like SwiftUI's (`Material`,
/// `containerBackground`), in a block that does not compile: the blocks using it wait on that
/// block, whose cause they say; the engine lacks nothing of theirs.
@Suite struct PageNameShadowReasonTests {
  static func note(title: String, prose: [String]) -> String {
    """
    # \(title)

    \(prose[0])

    ```swift
    struct Material: ViewModifier {
        var tint: Color

        func body(content: Content) -> some View {
            content
                .padding(UIDevice.current.userInterfaceIdiom == .pad ? 24 : 12)
                .background(tint.opacity(0.3))
        }
    }
    ```

    \(prose[1])

    ```swift
    Text("Frosted").modifier(Material(tint: .teal))
    ```

    \(prose[2])

    ```swift
    extension View {
        func containerBackground(tint: Color) -> some View {
            modifier(Material(tint: tint))
        }
    }
    ```

    ```swift
    Text("Frosted").containerBackground(tint: .orange)
    ```

    """
  }

  @Test(arguments: [
    (
      "ko/frosted.md", "반투명 카드", ["기기에 맞춰 여백을 주는 수식어를 직접 만듭니다.", "글자에 적용합니다.", "메서드로 감쌀 수도 있습니다."],
      "컴파일되지 않은 블록에서 선언한 Material(5행)을(를) 사용합니다. 5행 블록: docbuild에 없는 모듈 UIKit이(가) 필요합니다",
      "컴파일되지 않은 블록에서 선언한 containerBackground(25행)을(를) 사용합니다. 25행 블록: 컴파일되지 않은 블록에서 선언한 Material(5행)"
    ),
    (
      "zh/frosted.md", "磨砂卡片", ["自己写一个按设备调整边距的修饰符。", "用在文字上。", "也可以包成一个方法。"],
      "使用了在未能编译的代码块中声明的 Material（第 5 行）；第 5 行的代码块：需要 docbuild 没有的模块 UIKit",
      "使用了在未能编译的代码块中声明的 containerBackground（第 25 行）；第 25 行的代码块：使用了在未能编译的代码块中声明的 Material（第 5 行）"
    ),
    (
      "en/frosted.md", "Frosted cards",
      [
        "A modifier of our own, padded for the device.", "Applied to a label.",
        "Or wrapped in a method.",
      ],
      "uses Material (line 5), declared in a block that does not compile; the block at line 5: needs UIKit, a module docbuild does not have",
      "uses containerBackground (line 25), declared in a block that does not compile; the block at line 25: uses Material (line 5)"
    ),
  ])
  func theBlocksWaitOnTheBlockDeclaringTheName(
    path: String, title: String, prose: [String], type: String, method: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(
      path, Self.note(title: title, prose: prose))
    #expect(report.filter { $0.contains("engine lacks") }.isEmpty, "\(report)")
    for line in [19, 25, 33] {
      let reason = try #require(report.first { $0.contains(":\(line):") }, "\(report)")
      #expect(reason.contains("(needs a block that does not compile)"), "\(reason)")
    }
    // Said by the two blocks using the type, and again in the chain of the method's caller.
    #expect(page.components(separatedBy: type).count == 4, "\(page)")
    #expect(page.contains(method), "\(page)")
  }
}
