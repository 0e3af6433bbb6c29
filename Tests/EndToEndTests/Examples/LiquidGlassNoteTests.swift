import Foundation
import Testing

@testable import DocBuildKit

/// A note on iOS 26's Liquid Glass: glass badges in a container that morph by identity, and glass
/// button styles. The note runs, its scenario uses the buttons, and the preview paints the glass as
/// a material behind the badges.
@Suite struct LiquidGlassNoteTests {
  @Test func aGlassToolbarRuns() throws {
    let fixture = SiteFixture([
      "ko/glass.md": """
      # 유리 도구 막대

      ```swift
      struct 도구막대: View {
        @State private var 펼침 = false
        @State private var 별점 = 0
        @Namespace private var 유리

        var body: some View {
          VStack(spacing: 16) {
            GlassEffectContainer(spacing: 24) {
              HStack(spacing: 24) {
                Image(systemName: "star")
                  .padding()
                  .glassEffect(.regular.tint(.yellow).interactive())
                  .glassEffectID("별", in: 유리)
                if 펼침 {
                  Text("별점 \\(별점)")
                    .padding()
                    .glassEffect(.clear, in: RoundedRectangle(cornerRadius: 12))
                    .glassEffectID("점수", in: 유리)
                    .glassEffectTransition(.matchedGeometry)
                }
              }
            }
            Button(펼침 ? "접기" : "펼치기") { 펼침.toggle() }
              .buttonStyle(.glass)
            Button("별 주기") { 별점 += 1 }
              .buttonStyle(.glassProminent)
          }
        }
      }
      ```

      ```scenario
      tap "펼치기"
      tap "별 주기"
      tap "별 주기"
      ```

      """
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.exampleReport == ["ko/glass.md:3: run"])
    let html = fixture.page("ko/glass.html")
    #expect(TextOfHTML.decode(html).contains("별점 2"))
    // The preview's glass: the badge's tint, and the clear variant's material behind the score.
    #expect(html.contains("data-fill=\"yellow\""))
    #expect(html.contains("data-fill=\"ultraThinMaterial\""))
  }
}
