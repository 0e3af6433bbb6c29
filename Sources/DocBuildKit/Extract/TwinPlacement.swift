/// A fragment docbuild found no placement for, whose code a later block of the page repeats (the
/// same call over the same names, shown again with more around it): it is placed where that later
/// block, its twin, was placed (the wrapper holding the members it reads, the view it is a
/// variant of), its own lines in place of the twin's. Notes often show a line first and the
/// declarations it reads after, then the line again among them.
enum TwinPlacement {
  /// `entries` with each fragment that found no placement (or none where it compiles) placed
  /// like its twin, when that compiles; `ownLines`: each block's lines as a unit holds them.
  static func placing(
    _ entries: [Notebook.Entry], ownLines: [[SourceMap.Line]],
    compiles: (Notebook.Entry) -> Bool
  ) -> [Notebook.Entry] {
    var placed = entries
    // Each block's code without spaces, and whether each twin compiles, once for the page.
    let codes = entries.map { spaceless($0.hiddenLines.compiledCode) }
    var twinCompiles: [Int: Bool] = [:]
    for index in entries.indices {
      let entry = entries[index]
      guard case .fragment(let kind) = entry.category, !entry.attributes.standalone else {
        continue
      }
      if case .compile = entry.outcome, compiles(entry) { continue }
      for twinIndex in entries.indices.dropFirst(index + 1) {
        let twin = entries[twinIndex]
        guard case .compile(let twinUnit) = twin.outcome, twinUnit.fragment != nil,
          codes[twinIndex].contains(codes[index]),
          let lines = replacing(
            ownLines[twin.blockIndex], with: ownLines[index], in: twinUnit.sourceMap.lines)
        else { continue }
        var candidate = entry
        candidate.outcome = .compile(
          CompilationUnit(
            sourceMap: SourceMap(lines: lines), root: twinUnit.root, hasTopLevelCode: false,
            blockIndex: entry.blockIndex, fragment: kind))
        candidate.undeclaredValues = []
        candidate.undeclaredCalls = []
        let twinRuns = twinCompiles[twinIndex] ?? compiles(twin)
        twinCompiles[twinIndex] = twinRuns
        guard twinRuns, compiles(candidate) else { continue }
        placed[index] = candidate
        break
      }
    }
    return placed
  }

  /// `lines` with the run of `twin`'s lines replaced by `own`; nil when they are not one run.
  private static func replacing(
    _ twin: [SourceMap.Line], with own: [SourceMap.Line], in lines: [SourceMap.Line]
  ) -> [SourceMap.Line]? {
    guard let start = lines.firstIndex(where: { twin.contains($0) }),
      let end = lines.lastIndex(where: { twin.contains($0) }),
      lines[start...end].allSatisfy({ twin.contains($0) })
    else { return nil }
    return Array(lines[..<start]) + own + Array(lines[(end + 1)...])
  }

  private static func spaceless(_ code: String) -> String {
    String(code.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
  }
}
