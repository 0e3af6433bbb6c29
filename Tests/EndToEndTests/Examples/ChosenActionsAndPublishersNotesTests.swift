import Testing

@testable import DocBuildKit

/// Values docbuild chooses for a root's parameters besides plain data, as a preview passes them
/// when it does not exercise them: an action that does nothing (`{}`), a publisher that never
/// publishes, a fresh `UUID()`, a binding held in a plain `let` (`let item: Binding<Item>`). And a
/// view that only a program that does not compile builds is given chosen values: that program
/// never runs it.
@Suite struct ChosenActionsAndPublishersNotesTests {
  static let english = #"""
    # A chore row

    ```swift
    import SwiftUI

    struct Chore: Identifiable {
      let id: UUID
      var title: String
      var isDone: Bool
    }

    struct ChoreRow: View {
      let chore: Binding<Chore>
      let onRemove: () -> Void
      var body: some View {
        Toggle("done?", isOn: chore.isDone)
        .onChange(of: chore.wrappedValue.isDone) { _, done in
          print("done: \(done)")
        }
      }
    }
    ```

    ```scenario
    toggle "done?"
    ```

    """#

  @Test func aBindingInALetAndAnActionAreChosenAndTheHostsStateChanges() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-chore.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "en/01-chore.md:3: run (completed); ran with values docbuild chose: `chore: Chore(id: UUID(), title: \"\", isDone: false)`, `onRemove: {}`"
      ), "\(report)")
    #expect(page.contains("done: true"), "the host's state changed with the toggle")
    #expect(page.contains("ChoreRow(chore: $chore, onRemove: {})"))
  }

  static let korean = #"""
    # 알림 배너

    ```swift
    import SwiftUI
    import Combine

    struct 알림배너: View {
      let 알림: AnyPublisher<String, Never>
      @State private var 문구 = "알림 없음"
      var body: some View {
        Text(문구)
          .onReceive(알림) { 문구 = $0 }
      }
    }
    ```

    """#

  @Test func aPublisherIsOneThatNeverPublishes() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("ko/01-banner.md", Self.korean)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "ko/01-banner.md:3: run (completed); ran with values docbuild chose: `알림: Empty<String, Never>().eraseToAnyPublisher()`"
      ), "\(report)")
    #expect(page.contains("알림 없음"))
  }

  static let chinese = #"""
    # 只有坏掉的父视图创建它

    ```swift
    import SwiftUI

    struct 标签视图: View {
      let 名字: String
      var body: some View {
        Text("标签：\(名字)")
      }
    }
    ```

    下面的父视图用了笔记没有声明的 `数据源`，编译不过：

    ```swift
    struct 列表视图: View {
      var body: some View {
        ForEach(数据源.名字们, id: \.self) { 名字 in
          标签视图(名字: 名字)
        }
      }
    }
    ```

    """#

  @Test func aViewOnlyABrokenProgramBuildsIsGivenChosenValues() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-tag.md", Self.chinese)
    #expect(
      report.contains(
        "zh/01-tag.md:3: run (completed); ran with values docbuild chose: `名字: \"\"`"),
      "\(report)")
    #expect(page.contains("标签："))
  }

  /// The choice is a closure's shape: one returning a value has none.
  @Test func onlyAnActionReturningNothingIsChosen() {
    #expect(ChosenValue.of(type: "() -> Void", unitTypes: [:]) == "{}")
    #expect(
      ChosenValue.of(type: "@escaping (Int, [String: Int]) -> ()", unitTypes: [:]) == "{ _, _ in }")
    #expect(ChosenValue.of(type: "(Result<Int, Error>) -> Void", unitTypes: [:]) == "{ _ in }")
    #expect(ChosenValue.of(type: "(Int) -> String", unitTypes: [:]) == nil)
    #expect(ChosenValue.of(type: "() -> Void -> Void", unitTypes: [:]) == nil)
    #expect(ChosenValue.of(type: "(() -> Void) -> Void", unitTypes: [:]) == "{ _ in }")
  }
}
