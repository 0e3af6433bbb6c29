/// A note's lines as strings, each made when it is read: a big note is not held again as one
/// string per line.
struct NoteLines: RandomAccessCollection {
  private let table: LineTable

  init(_ bytes: [UInt8]) { table = LineTable(bytes: bytes) }

  var startIndex: Int { 0 }
  var endIndex: Int { table.lineCount }

  /// Line `index + 1` of the note, without its line feed.
  subscript(index: Int) -> String {
    String(decoding: table.bytes(ofLine: index + 1), as: UTF8.self)
  }
}
