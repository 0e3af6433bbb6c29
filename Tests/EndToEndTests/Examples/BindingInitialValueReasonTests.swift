import Testing

@testable import DocBuildKit

/// A view whose `@Binding` is written with a value fails: the page says the binding cannot
/// have one, once, and not swiftc's words about labels or a generic parameter.
@Suite struct BindingInitialValueReasonTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    struct MuteRow: View {
        @Binding var isMuted = false
        var label: String

        var body: some View {
            Toggle(label, isOn: $isMuted)
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/mute.md", "음소거", "@Binding var isMuted에 초깃값을 주었습니다"),
    ("zh/mute.md", "静音", "@Binding var isMuted 被赋了初始值"),
    ("en/mute.md", "Mute", "@Binding var isMuted is given an initial value"),
  ])
  func theBindingsValueIsSaidOnce(path: String, title: String, expected: String) throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(report.first?.contains("failed (compile error)") == true, "\(report)")
    #expect(page.contains(expected), "\(page)")
    let messages = diagnostics.map(\.message)
    #expect(
      messages.filter { $0.contains("`@Binding var isMuted` is given an initial value") }.count
        == 1, "\(messages)")
    #expect(!messages.contains { $0.contains("projectedValue") }, "\(messages)")
    #expect(!page.contains("could not be inferred"), "\(page)")
  }
}
