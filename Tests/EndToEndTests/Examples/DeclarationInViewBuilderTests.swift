import Testing

@testable import DocBuildKit

/// swiftc: "closure containing a declaration cannot be used with result builder". A method
/// written beside `body` after a `body` one `}` short is said as the missing brace; a function
/// written inside a stack on purpose, as a declaration that belongs outside.
@Suite struct DeclarationInViewBuilderTests {
  static let unclosed = """
    struct Scoreboard: View {
        @State private var points = 0

        var body: some View {
            Button(action: score) {
                HStack {
                    Text("Points")
                    Text("\\(points)")
                }
            }

        func score() {
            points += 1
        }
    }
    """

  static let nested = """
    struct Scoreboard: View {
        var body: some View {
            VStack {
                func label() -> String { "Points" }
                Text(label())
            }
        }
    }
    """

  static func note(_ title: String, _ code: String) -> String {
    "# \(title)\n\n```swift\n\(code)\n```\n"
  }

  @Test(arguments: [
    ("ko/score.md", "점수", "와 같은 높이에 쓰였지만 그 안에 들어가 있습니다"),
    ("zh/score.md", "分数", "写在同一层，却落在了它里面"),
    ("en/score.md", "Score", "is indented as"),
  ])
  func aMethodAfterAnUnclosedBodyIsAMissingBrace(path: String, title: String, expected: String)
    throws
  {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      path, Self.note(title, Self.unclosed))
    #expect(report.first?.contains("failed (compile error)") == true, "\(report)")
    #expect(page.contains(expected), "\(page)")
    let messages = diagnostics.map(\.message)
    #expect(
      messages.contains {
        $0.contains("`func score()` is indented as `body` is but lands inside it")
      },
      "\(messages)")
    #expect(!messages.contains { $0.contains("closure containing a declaration") }, "\(messages)")
  }

  @Test func aFunctionInsideAStackBelongsOutside() throws {
    let (_, diagnostics, _) = try SiteFixture.buildNote(
      "en/nested.md", Self.note("Nested", Self.nested))
    let messages = diagnostics.map(\.message)
    #expect(
      messages.contains {
        $0.contains("`func label() -> String` is a declaration inside a view builder")
      }, "\(messages)")
  }
}
