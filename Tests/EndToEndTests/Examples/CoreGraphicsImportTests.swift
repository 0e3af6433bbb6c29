import Testing

@testable import DocBuildKit

/// `import CoreGraphics` beside a shape's geometry, as Apple's drawing tutorial writes it: Linux
/// has no such module, but Foundation declares `CGPoint` and `CGFloat` there, so the block compiles
/// with Foundation in its place and the view drawing it runs.
@Suite struct CoreGraphicsImportTests {
  @Test(arguments: [
    ("ko/hexagon.md", "육각형", "꼭짓점을 이어 그립니다."),
    ("zh/hexagon.md", "六边形", "把顶点连起来。"),
    ("en/hexagon.md", "Hexagon", "Join the corners."),
  ])
  func geometryImportingCoreGraphicsRuns(path: String, title: String, prose: String) throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      path,
      """
      # \(title)

      ```swift
      import CoreGraphics

      struct Corners {
          static let all: [CGPoint] = [
              CGPoint(x: 0.5, y: 0), CGPoint(x: 1, y: 0.5), CGPoint(x: 0.5, y: 1),
          ]
          static let inset: CGFloat = 0.1
      }
      ```

      \(prose)

      ```swift
      struct Badge: View {
          var body: some View {
              Path { path in
                  path.addLines(Corners.all.map { CGPoint(x: $0.x * 100, y: $0.y * 100) })
              }
              .fill(.orange)
          }
      }
      ```

      """)
    #expect(report.allSatisfy { !$0.contains("not run") && !$0.contains("failed") }, "\(report)")
    #expect(report.last == "\(path):16: run", "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }
}
