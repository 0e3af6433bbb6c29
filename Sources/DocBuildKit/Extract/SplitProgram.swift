import SwiftSyntax

/// A program an author split over adjacent fences with prose between them: a type opened in one
/// fence (`struct Timer: View {` and its properties) and closed in the next (its `body`, then the
/// type's `}`). Neither parses alone; together they do (or, when no fence closes the type, its
/// members in the next fence complete it, and the closers docbuild adds at the end). The first
/// fence is compiled as the whole program, the fences after it are part of its example.
///
/// The joined code keeps every line where the note writes it: the lines between the fences (the
/// closing fence, the prose, the next opening fence) become blank lines, so the source map of the
/// first block reaches the later fences' lines unchanged.
enum SplitProgram {
  /// At most this many fences make one program.
  static let maximumFences = 4

  /// `blocks` (the page's Swift blocks, in order) with each split program joined into its first
  /// block, and for each later block of one, by index, the fence line of that first block.
  static func join(_ blocks: [(codeBlock: CodeBlock, attributes: FenceAttributes)]) -> (
    blocks: [(codeBlock: CodeBlock, attributes: FenceAttributes)], partOf: [Int: Int]
  ) {
    var joined = blocks
    var partOf: [Int: Int] = [:]
    var index = 0
    while index < blocks.count {
      guard let last = lastFence(startingAt: index, in: blocks) else {
        index += 1
        continue
      }
      joined[index].codeBlock = merged(blocks[index...last].map(\.codeBlock))
      for later in (index + 1)...last { partOf[later] = blocks[index].codeBlock.range.start.line }
      index = last + 1
    }
    return (joined, partOf)
  }

  /// The index of the last fence of the program that starts at `first`, when one does.
  private static func lastFence(
    startingAt first: Int, in blocks: [(codeBlock: CodeBlock, attributes: FenceAttributes)]
  ) -> Int? {
    let start = blocks[first]
    guard canJoin(start), balance(of: start.codeBlock.code) > 0, !parses(start.codeBlock.code)
    else { return nil }
    var code = start.codeBlock.code
    for next in (first + 1)..<min(blocks.count, first + maximumFences) {
      let block = blocks[next]
      // Each piece is written at the same indentation and is incomplete alone, except the
      // members of a type the first fence opens and no fence closes (the author forgot its `}`).
      guard canJoin(block), block.attributes.mode == start.attributes.mode,
        block.codeBlock.range.start.column == start.codeBlock.range.start.column,
        !startsAnotherType(block.codeBlock.code, after: start.codeBlock.code)
      else { return nil }
      if parses(block.codeBlock.code) {
        return next == first + 1 && opensType(start.codeBlock.code)
          && isMembers(block.codeBlock)
          && closesWithClosers(code + block.codeBlock.code) ? next : nil
      }
      code += block.codeBlock.code
      let open = balance(of: code)
      if open == 0 { return parses(code) ? next : nil }
      if open < 0 { return nil }
    }
    return nil
  }

  private static func canJoin(_ block: (codeBlock: CodeBlock, attributes: FenceAttributes))
    -> Bool
  {
    block.codeBlock.isFenced && !block.attributes.standalone
      && [.run, .compileOnly].contains(block.attributes.mode)
      && !SwiftSource.isTooDeep(block.codeBlock.code)
  }

  /// Whether the code's first item is a type whose braces it leaves open.
  private static func opensType(_ code: String) -> Bool {
    guard let first = SwiftSource.parse(code)?.statements.first,
      case .decl(let decl) = first.item, let type = decl.asProtocol(DeclGroupSyntax.self)
    else { return false }
    return type.memberBlock.rightBrace.presence == .missing
  }

  /// Whether `code` opens with a type of its own, written where the open type of `opening` is
  /// and not where its (indented) members are: a new lesson (`protocol Movable {` after a view
  /// cut off), whatever stray brace makes the two balance.
  private static func startsAnotherType(_ code: String, after opening: String) -> Bool {
    let lines = codeLines(opening)
    guard let head = lines.first, let member = lines.dropFirst().first,
      let first = codeLines(code).first,
      first.indentationWidth <= head.indentationWidth,
      member.indentationWidth > head.indentationWidth
    else { return false }
    return first.contains(typeKeyword)
  }

  nonisolated(unsafe) private static let typeKeyword =
    #/^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|final|open)\s+)*(?:struct|class|enum|protocol|extension|actor)\s/#

  /// The lines of `code` that are neither blank nor comments.
  private static func codeLines(_ code: String) -> [Substring] {
    code.blockLines.filter { !$0.isBlankOrComment }
  }

  private static func isMembers(_ block: CodeBlock) -> Bool {
    [.fragment(.members), .fragment(.body)].contains(SwiftBlockClassifier.classify(block))
  }

  /// Whether closing the brackets left open at the end is all the code lacks to parse.
  private static func closesWithClosers(_ code: String) -> Bool {
    var lines = HiddenLines(code: code)
    return lines.closeBracketsLeftOpen()
  }

  private static func parses(_ code: String) -> Bool {
    SwiftSource.parse(code)?.hasError == false
  }

  /// Opening brackets less closing ones, counted as characters: a cheap first test.
  private static func balance(of code: String) -> Int {
    code.utf8.reduce(0) { balance, byte in
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): balance + 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): balance - 1
      default: balance
      }
    }
  }

  /// One block holding `pieces`' code, each line at its own note line.
  private static func merged(_ pieces: [CodeBlock]) -> CodeBlock {
    var first = pieces[0]
    var lines = first.code.blockLines.map(String.init)
    for piece in pieces.dropFirst() {
      let gap = piece.firstCodeLine - (first.firstCodeLine + lines.count)
      lines += Array(repeating: "", count: max(gap, 0)) + piece.code.blockLines.map(String.init)
    }
    first.code = lines.map { $0 + "\n" }.joined()
    first.range.end = pieces[pieces.count - 1].range.end
    return first
  }
}
