import Testing

@testable import DocBuildKit

/// An enum declared `Identifiable` whose `id` a later block's extension gives compiles with that
/// extension. When the extension makes a slip of its own (a case the enum never declares), the
/// enum's block says every error is in the extension, the extension fails on its slip, and
/// neither speaks of the engine's types.
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

  /// The note's three blocks' outcomes, and its page.
  static func build(_ path: String, _ note: String) throws -> (outcomes: [String], page: String) {
    let (report, _, page) = try SiteFixture.buildNote(path, note)
    let outcomes = report.filter { $0.hasPrefix(path) }
    #expect(outcomes.count == 3, "\(outcomes)")
    return (outcomes, page)
  }

  @Test(arguments: languages)
  func theExtensionCompletesTheEnum(path: String, title: String, prose: String, _: String)
    throws
  {
    let (outcomes, _) = try Self.build(path, Self.note(title, prose: prose, extraCase: ""))
    for outcome in outcomes {
      #expect(!outcome.contains("failed") && !outcome.contains("not run"), "\(outcomes)")
    }
  }

  @Test(arguments: languages)
  func theExtensionsSlipIsItsOwn(path: String, title: String, prose: String, elsewhere: String)
    throws
  {
    let (outcomes, page) = try Self.build(
      path, Self.note(title, prose: prose, extraCase: "\n        case .quiet: \"quiet\""))
    let enumBlock = try #require(outcomes.first { $0.hasPrefix("\(path):3:") }, "\(outcomes)")
    #expect(enumBlock.contains("every error is in that code"), "\(outcomes)")
    #expect(!enumBlock.contains("Identifiable"), "\(outcomes)")
    let extensionBlock = try #require(outcomes.first { $0.hasPrefix("\(path):15:") }, "\(outcomes)")
    // Its own slip: a compile error about the note's type, never the engine's.
    #expect(extensionBlock.contains("failed (compile error)"), "\(outcomes)")
    #expect(extensionBlock.contains("has no member 'quiet'"), "\(outcomes)")
    #expect(!extensionBlock.contains("not a member type"), "\(outcomes)")
    #expect(page.contains(elsewhere))
    #expect(!page.contains("SwiftUI.Text"))
  }
}
