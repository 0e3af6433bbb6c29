import Testing

@testable import DocBuildKit

/// A note exported from HTML keeps `&lt;` where its code means `<`: the block says every line
/// holding an entity, and nothing a broken parse makes up (a `ForEach` "without" its closure);
/// the later block that fails only for want of its view says it waits on it, and the view's
/// block does not claim to wait on that one in turn.
@Suite struct HTMLEntityReasonTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    import SwiftUI

    struct Bars: View {
        @ObservedObject var scores: Scores

        var body: some View {
            HStack {
                ForEach(0..&lt;scores.values.count, id: \\.self) { i in
                    Rectangle().frame(width: 8, height: scores.values[i])
                }
            }
        }

        func tallest() -&gt; Double {
            scores.values.max() ?? 0
        }
    }
    ```

    \(prose)

    ```swift
    import SwiftUI

    class Scores: ObservableObject {
        @Published var values: [Double] = [3, 8, 5]
    }

    struct ScoresView: View {
        @StateObject private var scores = Scores()

        var body: some View {
            Bars(scores: scores)
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/bars.md", "막대", "점수는 모델이 가집니다.", "11, 17행의 &lt;, &gt;은(는) 각각 <, >의 HTML 엔티티입니다"),
    ("zh/bars.md", "柱状图", "分数由模型保存。", "第 11、17 行的 &lt;、&gt; 分别是 <、> 的 HTML 实体"),
    (
      "en/bars.md", "Bars", "The model keeps the scores.",
      "&lt;, &gt; at lines 11, 17 are the HTML entities for <, >"
    ),
  ])
  func everyEntityLineIsSaidAndNothingItBreaks(
    path: String, title: String, prose: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let view = try #require(report.first { $0.contains(":3:") }, "\(report)")
    let model = try #require(report.first { $0.contains(":25:") }, "\(report)")
    #expect(view.contains("not run (syntax error)"), "\(view)")
    #expect(!view.contains("ForEach"), "\(view)")
    #expect(!view.contains("Scores"), "\(view)")
    #expect(model.contains("uses `Bars` (line 3)"), "\(model)")
    #expect(page.contains(expected), "\(page)")
  }
}
