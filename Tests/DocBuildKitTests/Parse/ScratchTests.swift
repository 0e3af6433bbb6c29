import Foundation
import Testing

@testable import DocBuildKit

@Test func scratch() {
  let unit = """
    ## 상태 절 \\(0)

    상태가 바뀌면 뷰가 다시 그려집니다. 状态改变时视图会重新绘制。 When state changes, the view is drawn again.

    ```swift
    @State private var count = 0
    ```

    - 첫째
    - 第二
    - third

    | a | b |
    |---|--:|
    | 1 | 2 |

    {% hint style="info" %}
    힌트 본문
    {% endhint %}


    """
  let repeats = 50_000_000 / unit.utf8.count
  let big = String(repeating: unit, count: repeats)
  print("size", big.utf8.count)
  var start = Date()
  let data = Data(big.utf8)
  print("data", Date().timeIntervalSince(start))
  start = Date()
  guard case .text(let bytes, _) = NoteBytes.prepare(data, path: "x") else { return }
  print("prepare", Date().timeIntervalSince(start)); start = Date()
  let fm = FrontMatterParser.parse(bytes, path: "x")
  print("fm", Date().timeIntervalSince(start)); start = Date()
  let (md, ph) = CalloutPlaceholders.replacingMarkers(in: fm.body)
  print("markers", Date().timeIntervalSince(start)); start = Date()
  let lt = LineTable(bytes: md)
  print("linetable", Date().timeIntervalSince(start), lt.lineCount); start = Date()
  let conv = CmarkConverter.convert(md, path: "x", placeholders: ph)
  print("convert", Date().timeIntervalSince(start)); start = Date()
  var folder = CalloutFolder(placeholders: ph, path: "x")
  let blocks = folder.fold(conv.blocks)
  print("fold", Date().timeIntervalSince(start), blocks.count); start = Date()
  let parsed = NoteParser.parse(data, path: "big.md")
  print("parse", Date().timeIntervalSince(start), parsed.document!.blocks.count, parsed.diagnostics.count)
}
