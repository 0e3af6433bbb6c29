import Testing

@testable import DocBuildKit

/// A block's own slips that swiftc says obscurely are said in the page's language: a wrapped
/// property followed by empty braces (a `willSet` taken out), and a `ForEach` given no data,
/// said beside the excerpt's other stop (a function the note leaves out).
@Suite struct WrapperAndForEachMistakeTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    final class Tally: ObservableObject {
        @Published var taps: Int = 0 {
        }
    }
    ```

    ```swift
    struct ChoreList: View {
        @State private var chores = ["Dishes", "Laundry"]

        var body: some View {
            List {
                ForEach { chore in
                    Text(chore)
                }
                .onDelete(perform: removeChores)
            }
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/slips.md", "실수", "@Published var taps 뒤에 빈 { }가 있습니다", "ForEach에 데이터가 없습니다"),
    ("zh/slips.md", "失误", "@Published var taps 后面跟着空的 { }", "ForEach 没有传入数据"),
    (
      "en/slips.md", "Slips", "which makes taps a computed property", "the ForEach is given no data"
    ),
  ])
  func bothSlipsAreSaid(path: String, title: String, braces: String, forEach: String) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(report.count == 2, "\(report)")
    #expect(report[0].contains("failed (compile error)"), "\(report)")
    #expect(report[1].contains("not run"), "\(report)")
    #expect(page.contains(braces), "\(page)")
    #expect(page.contains(forEach), "\(page)")
    #expect(page.contains("removeChores"), "\(page)")
    #expect(!page.contains("cannot be applied to a computed property"), "\(page)")
  }
}
