import Testing

@testable import DocBuildKit

/// An enum declared `Identifiable` whose `id` a later block's extension gives compiles with that
/// extension. When the extension makes a slip of its own (a case the enum never declares), the
/// enum's block says every error is in the extension, the extension names its slip, and neither
/// speaks of the engine's types.
@Suite struct LaterConformanceCompletionTests {
  static func note(_ title: String, prose: String, extraCase: String) -> String {
    """
    # \(title)

    ```swift
    import SwiftUI

    extension Text {
        enum Tone: String, CaseIterable, Identifiable {
            case calm, loud
        }
    }
    ```

    \(prose)

    ```swift
    extension Text.Tone {
        var id: String { rawValue }
        var label: String {
            switch self {
            case .calm: "calm"
            case .loud: "loud"\(extraCase)
            }
        }
    }
    ```

    \(prose)

    ```swift
    struct ToneList: View {
        var body: some View {
            List(Text.Tone.allCases) { tone in
                Text(tone.label)
            }
        }
    }
    ```

    """
  }

  static let languages = [
    ("ko/tone.md", "어조", "다음 블록이 이어집니다.", "이 페이지의 15행 코드와 함께 컴파일했고"),
    ("zh/tone.md", "语气", "下一段代码接着写。", "与本页第 15 行的代码一起编译"),
    ("en/tone.md", "Tone", "The next block goes on.", "compiled with the page's code at line 15"),
  ]

  @Test(arguments: languages)
  func theExtensionCompletesTheEnum(path: String, title: String, prose: String, _: String)
    throws
  {
    let (report, _, _) = try SiteFixture.buildNote(
      path, Self.note(title, prose: prose, extraCase: ""))
    let outcomes = report.filter { $0.hasPrefix(path) }
    #expect(outcomes.count == 3, "\(report)")
    for outcome in outcomes {
      #expect(!outcome.contains("failed") && !outcome.contains("not run"), "\(report)")
    }
  }

  @Test(arguments: languages)
  func theExtensionsSlipIsItsOwn(path: String, title: String, prose: String, elsewhere: String)
    throws
  {
    let (report, _, page) = try SiteFixture.buildNote(
      path, Self.note(title, prose: prose, extraCase: "\n        case .quiet: \"quiet\""))
    let outcomes = report.filter { $0.hasPrefix(path) }
    #expect(outcomes.count == 3, "\(report)")
    let enumBlock = try #require(outcomes.first { $0.hasPrefix("\(path):3:") }, "\(report)")
    #expect(enumBlock.contains("every error is in that code"), "\(report)")
    #expect(!enumBlock.contains("Identifiable"), "\(report)")
    let extensionBlock = try #require(outcomes.first { $0.hasPrefix("\(path):15:") }, "\(report)")
    #expect(extensionBlock.contains("`Tone.quiet`"), "\(report)")
    #expect(!extensionBlock.contains("not a member type"), "\(report)")
    #expect(page.contains(elsewhere))
    #expect(!page.contains("SwiftUI.Text"))
  }
}
