import Foundation
import Testing

@testable import DocBuildKit

/// A Swift fence whose first line is the file's name (`ContentView.swift`) is a label, not code:
/// the rest runs, and the note gets one warning at that line.
@Suite struct FileNameLineTests {
  @Test func koreanFileNameLineIsLeftOutAndTheCodeRuns() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "ko/counter.md",
      """
      # 카운터

      ```swift
      카운터화면.swift

      import SwiftUI

      struct 카운터화면: View {
        @State private var 값 = 0
        var body: some View {
          Button("값: \\(값)") { 값 += 1 }
        }
      }
      ```

      """)
    #expect(report == ["ko/counter.md:3: run"], "\(report)")
    let warnings = diagnostics.filter { $0.id == "parse.file-name-line" }
    #expect(
      warnings.map(\.formatted) == [
        "ko/counter.md:4:1: warning: the line `카운터화면.swift` is read as a file name, not code, and left out of the compiled code: write the name outside the fence, or as a comment `// 카운터화면.swift`"
      ], "\(warnings.map(\.formatted))")
  }

  @Test func chineseAndEnglishNotesAndWhatIsNotAFileName() {
    func block(_ code: String) -> CodeBlock { fencedBlock(code, fenceLine: 7) }
    let labelled = block("\nModel.swift:\nclass Model {}\n")
    #expect(FileNameLine.lineIndex(in: labelled) == 1)
    #expect(FileNameLine.withoutFileName(labelled.code, of: labelled) == "\n\nclass Model {}\n")
    let zh = FileNameLine.warnings(in: [.codeBlock(labelled)], path: "zh/模型.md")
    #expect(
      zh.map(\.formatted).first?.hasPrefix(
        "zh/模型.md:9:1: warning: the line `Model.swift:` is read as a file name") == true)
    let en = FileNameLine.warnings(in: [.codeBlock(block("Model.swift"))], path: "en/model.md")
    #expect(en.first?.message.hasPrefix("the line `Model.swift` is read as a file name") == true)
    // A comment naming the file, a string, or a name past the first line are code.
    #expect(FileNameLine.lineIndex(in: block("// Model.swift\nclass Model {}")) == nil)
    #expect(FileNameLine.lineIndex(in: block("print(\"Model.swift\")")) == nil)
    #expect(FileNameLine.lineIndex(in: block("class Model {}\nModel.swift")) == nil)
    #expect(
      FileNameLine.lineIndex(in: fencedBlock("Model.swift", info: "text", fenceLine: 1)) == nil)
  }

  @Test func englishFenceClosedWithInfoAtTheEndGetsOneWarning() throws {
    let parsed = NoteParser.parse(
      Data(
        """
        # Counter

        ```swift
        let count = 1
        ```swift

        The end.

        """.utf8), path: "en/end.md")
    let ids = parsed.diagnostics.map(\.id)
    #expect(ids == ["parse.closing-fence-with-info"], "\(parsed.diagnostics.map(\.formatted))")
  }
}
