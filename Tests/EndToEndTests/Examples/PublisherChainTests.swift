import Testing

@testable import DocBuildKit

/// Combine operators written with nothing before the first dot (`.map { … }`) are steps of a
/// publisher the block does not show: never a chain of view modifiers applied to the page's view.
@Suite struct PublisherChainTests {
  static func note(_ prose: String) -> String {
    """
    # Combine

    ```swift
    struct FormView: View {
        @State private var name = ""
        var body: some View {
            TextField("Name", text: $name)
        }
    }
    ```

    \(prose)

    ```swift
    .map { name in
        return name.count > 2
    }
    .removeDuplicates()
    ```
    """
  }

  @Test func chineseOperatorsAreNotAppliedToTheView() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/map.md", Self.note("展开的写法："))
    #expect(
      report.contains(
        "zh/map.md:14: not run (shown alone): Combine operators shown alone: steps of a publisher the block does not show, not modifiers of a view, so there is nowhere to run them"
      ), "\(report)")
    #expect(page.contains("只写出了 Combine 操作符"))
    #expect(!page.contains("has no member 'map'"))
  }

  @Test func koreanAndEnglishSayTheSame() throws {
    let (korean, _, page) = try SiteFixture.buildNote("ko/map.md", Self.note("풀어 쓰면:"))
    #expect(korean.contains { $0.hasPrefix("ko/map.md:14: not run (shown alone)") }, "\(korean)")
    #expect(page.contains("Combine 연산자만 이어 적었습니다"))
    let (english, _, _) = try SiteFixture.buildNote("en/map.md", Self.note("Spelled out:"))
    #expect(english.contains { $0.hasPrefix("en/map.md:14: not run (shown alone)") }, "\(english)")
  }

  @Test func aViewModifierChainIsStillOne() throws {
    let code = """
      .padding()
      .map { $0 }
      """
    #expect(
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1)) == .fragment(.modifierChain))
    #expect(
      SwiftBlockClassifier.classify(
        fencedBlock(".debounce(for: .seconds(1), scheduler: RunLoop.main)", fenceLine: 1))
        == .shownAlone(.publisherChain))
  }
}
