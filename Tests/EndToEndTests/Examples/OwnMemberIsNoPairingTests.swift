import Testing

@testable import DocBuildKit

/// A modifier extension that declares a member of the same name as a later view's property
/// (`func alert(_:)` beside `@StateObject var alert`) is not paired with that later view: its
/// own declaration is no use of the view's member. It compiles where it is, and the later view
/// using it runs.
@Suite struct OwnMemberIsNoPairingTests {
  @Test func theExtensionRunsWithTheViewThatUsesIt() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "ko/alert.md",
      """
      # 알림

      ```swift
      struct 저장화면: View {
          @State private var 알림중 = false

          var body: some View {
              Button("저장", action: 저장하기)
                  .alert(isPresented: $알림중) { Alert(title: Text("실패")) }
          }
      }

      private extension 저장화면 {
          func 저장하기() { 알림중 = true }
      }
      ```

      ```swift
      final class 알림모델: ObservableObject {
          @Published var 보이기 = false
      }
      ```

      ```swift
      extension View {
          func alert(_ 모델: 알림모델) -> some View {
              alert(isPresented: Binding(get: { 모델.보이기 }, set: { 모델.보이기 = $0 })) {
                  Alert(title: Text("실패"))
              }
          }
      }
      ```

      ```swift
      struct 저장화면: View {
          @StateObject private var alert = 알림모델()

          var body: some View {
              Button("저장", action: 저장하기)
                  .alert(alert)
          }
      }

      private extension 저장화면 {
          func 저장하기() { alert.보이기 = true }
      }
      ```

      """)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.formatted))")
    #expect(
      report == [
        "ko/alert.md:3: run",
        "ko/alert.md:18: ran as part of the example at line 34",
        "ko/alert.md:24: ran as part of the example at line 34",
        "ko/alert.md:34: run [context 2: line 34 declares `저장화면`, `저장화면.저장하기()` again]",
      ], "\(report)")
  }
}
