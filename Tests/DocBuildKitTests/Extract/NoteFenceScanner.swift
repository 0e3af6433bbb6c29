import Foundation

@testable import DocBuildKit

/// A test-only reader of fenced code blocks (the real markdown parser lives elsewhere): enough to
/// pull the code blocks out of the shared real notes, with their info strings and lines.
enum NoteFenceScanner {
  static func codeBlocks(in text: String) -> [CodeBlock] {
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    var blocks: [CodeBlock] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let indentation = line.prefix(while: { $0 == " " })
      let rest = line.dropFirst(indentation.count)
      guard indentation.count < 4, let marker = rest.first, marker == "`" || marker == "~" else {
        index += 1
        continue
      }
      let fence = rest.prefix(while: { $0 == marker })
      guard fence.count >= 3 else {
        index += 1
        continue
      }
      let info = rest.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
      var end = index + 1
      while end < lines.count {
        let candidate = lines[end].drop(while: { $0 == " " })
        if candidate.hasPrefix(fence), candidate.allSatisfy({ $0 == marker || $0 == " " }) { break }
        end += 1
      }
      let code = lines[(index + 1)..<min(end, lines.count)].map {
        String($0.dropFirst(min(indentation.count, $0.prefix(while: { $0 == " " }).count))) + "\n"
      }.joined()
      blocks.append(
        CodeBlock(
          info: info, code: code, isFenced: true,
          range: SourceRange(
            start: SourcePosition(line: index + 1, column: indentation.count + 1),
            end: SourcePosition(line: min(end + 1, lines.count), column: 1)),
          firstCodeLine: index + 2))
      index = end + 1
    }
    return blocks
  }

  /// The folder of real notes by other people, next to the repository.
  static var sharedFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared")
  }

  /// Every real note: the seeds and the corpus, sorted by path relative to the shared folder.
  static func realNotes() throws -> [(path: String, text: String)] {
    let manager = FileManager.default
    var paths: [String] = []
    for folder in ["seeds", "corpus/en", "corpus/ko", "corpus/zh"] {
      let url = sharedFolder.appendingPathComponent(folder)
      for name in try manager.contentsOfDirectory(atPath: url.path) where !name.hasPrefix(".") {
        paths.append(folder + "/" + name)
      }
    }
    return try paths.sorted().map { path in
      (path, try String(contentsOf: sharedFolder.appendingPathComponent(path), encoding: .utf8))
    }
  }
}
