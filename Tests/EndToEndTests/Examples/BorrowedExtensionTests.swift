import Testing

@testable import DocBuildKit

/// A view that reads what later blocks add (an environment key whose value is a type nested in
/// the view's own extension) compiles with those blocks; the blocks after it hold its code, so
/// they hold what it borrowed too, until each borrowed block is reached: none of them fails for
/// code an earlier block showed.
@Suite struct BorrowedExtensionTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    import SwiftUI

    struct Badge: View {
        @Environment(\\.badgeTone) private var tone

        var body: some View {
            Text(tone.bold ? "NEW" : "new")
        }
    }
    ```

    \(prose)

    ```swift
    extension Badge {
        struct Tone {
            var bold = false
        }
    }
    ```

    \(prose)

    ```swift
    extension Badge.Tone {
        static var loud: Self { .init(bold: true) }
    }
    ```

    \(prose)

    ```swift
    private struct BadgeToneKey: EnvironmentKey {
        static var defaultValue: Badge.Tone { .loud }
    }

    extension EnvironmentValues {
        var badgeTone: Badge.Tone {
            get { self[BadgeToneKey.self] }
            set { self[BadgeToneKey.self] = newValue }
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/badge.md", "배지", "다음 블록이 이어집니다."),
    ("zh/badge.md", "徽章", "下一段代码接着写。"),
    ("en/badge.md", "Badge", "The next block goes on."),
  ])
  func blocksAfterTheBorrowerCompileWithWhatItBorrowed(
    path: String, title: String, prose: String
  ) throws {
    let (report, _, _) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let outcomes = report.filter { $0.hasPrefix(path) }
    #expect(outcomes.count == 4, "\(report)")
    for outcome in outcomes {
      #expect(!outcome.contains("failed") && !outcome.contains("not run"), "\(report)")
    }
    let view = try #require(outcomes.first, "\(report)")
    #expect(view.contains(": run"), "\(report)")
    for block in outcomes.dropFirst() {
      #expect(block.contains("ran as part of the example at line 3"), "\(report)")
    }
  }
}
