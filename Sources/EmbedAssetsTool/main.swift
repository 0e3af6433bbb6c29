import Foundation

// Writes `enum EmbeddedAssets` with one raw string constant per file given:
// `EmbedAssetsTool <output.swift> <file>…`. `style.css` becomes `EmbeddedAssets.styleCss`.
// The output depends only on the files' names and bytes, in the order given.

/// `search-page.js` → `searchPageJs`.
func identifier(for name: String) -> String {
  let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
  return words.enumerated().map { index, word in
    index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
  }.joined()
}

/// A raw multi-line literal whose `#` delimiter is longer than any run of `#` in the text, so
/// nothing inside can end it or start an escape.
func literal(_ text: String) -> String {
  var longest = 0
  var run = 0
  for character in text {
    run = character == "#" ? run + 1 : 0
    longest = max(longest, run)
  }
  let hashes = String(repeating: "#", count: longest + 1)
  return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: EmbedAssetsTool <output.swift> <file>…\n".utf8))
  exit(2)
}
var swift =
  "// Generated from the target's Assets folder by the EmbedAssets plugin: edit those files.\n\n"
swift += "/// The target's asset files, embedded in the binary at build time.\n"
swift += "enum EmbeddedAssets {\n"
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  let text = try String(contentsOf: url, encoding: .utf8)
  swift += "  /// `\(url.lastPathComponent)`\n"
  swift += "  static let \(identifier(for: url.lastPathComponent)) = \(literal(text))\n"
}
swift += "}\n"
try Data(swift.utf8).write(to: URL(fileURLWithPath: output))
