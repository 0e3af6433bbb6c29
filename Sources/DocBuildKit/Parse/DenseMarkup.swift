/// Text that cmark would turn into one tree node for nearly every character: runs of `[`, `<`,
/// `&` and other markup characters that open nothing. Each node costs about `bytesPerNode`, so one
/// paragraph of them — which has no blank line to cut at, even a single line — costs two hundred
/// times its size (1 MB of `[` took 230 MB; 15 MB took 3.4 GB). A piece whose nodes would cost
/// more than `bound` is not given to cmark: it is shown as plain text, with a warning.
///
/// Lines of fenced code and HTML blocks at the top level, and indented code, are one node each
/// and are not counted; markup inside a fence nested in a list or quote is, which can only make
/// the estimate larger.
enum DenseMarkup {
  /// What one of cmark's nodes costs with what docbuild makes of it (measured on runs of `[`).
  static let bytesPerNode = 250

  /// The most a piece's tree may cost: sixteen times its bytes, and never less than the tree of
  /// a 64 KB piece of them (notes of usual shapes are far below either).
  static func bound(forBytes count: Int) -> Int { max(16 << 20, 16 * count) }

  /// The node characters in `text` when their nodes would cost more than `bound`, else nil.
  static func excess(in text: ArraySlice<UInt8>) -> Int? {
    guard text.count * bytesPerNode > bound(forBytes: text.count) else { return nil }
    var nodes = 0
    var fences = MarkdownPieces.Scanner()
    var previousBlank = true
    var inIndentedCode = false
    let bytes = Array(text)
    for line in ByteLines(bytes) {
      let content = bytes[line.range]
      let blank = content.allSatisfy { $0 == space || $0 == tab || $0 == carriageReturn }
      let wasTopLevel = fences.isAtTopLevel
      fences.read(content)
      let indented = content.prefix(4).allSatisfy { $0 == space } && content.count >= 4
      inIndentedCode = !blank && indented && (previousBlank || inIndentedCode)
      if wasTopLevel && fences.isAtTopLevel && !inIndentedCode {
        nodes += 1 + content.reduce(0) { $0 + (isNodeCharacter($1) ? 1 : 0) }
      }
      previousBlank = blank
    }
    return nodes * bytesPerNode > bound(forBytes: text.count) ? nodes : nil
  }

  private static func isNodeCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "<"),
      UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"),
      UInt8(ascii: "~"), UInt8(ascii: "\\"):
      true
    default: false
    }
  }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let carriageReturn = UInt8(ascii: "\r")
