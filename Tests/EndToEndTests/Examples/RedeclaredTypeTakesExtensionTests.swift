import Testing

@testable import DocBuildKit

/// A type declared again with an initializer an earlier extension added takes that extension's
/// place: the extension is not compiled beside it (a second `init` of the same name).
@Suite struct RedeclaredTypeTakesExtensionTests {
  @Test func theLaterTypeRunsWithoutTheEarlierExtension() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "ko/button.md",
      """
      # 버튼

      ```swift
      struct 큰버튼: View {
        let 제목: Text
        let 동작: () -> Void
        var body: some View { Button(action: 동작) { 제목.bold() } }
      }
      ```

      ```swift
      extension 큰버튼 {
        init(_ 제목: Text, 동작: @escaping () -> Void) {
          self.제목 = 제목
          self.동작 = 동작
        }
      }
      ```

      ```swift
      struct 큰버튼: View {
        let 제목: Text
        let 동작: () -> Void

        init(_ 제목: Text, 동작: @escaping () -> Void) {
          self.제목 = 제목
          self.동작 = 동작
        }

        var body: some View { Button(action: 동작) { 제목.bold() } }
      }

      #Preview {
        큰버튼(Text("저장")) { print("저장함") }
      }
      ```

      """)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.formatted))")
    #expect(report.last?.hasPrefix("ko/button.md:20: run") == true, "\(report)")
  }
}
