/// SwiftData used without `import SwiftData`: excerpts leave their imports out, yet `@Model`,
/// `@Query` and `.modelContainer(for:)` are SwiftData's, not names the note forgot to declare.
/// Such a unit is compiled with docbuild's SwiftData stand-in, as if it imported it.
enum ImpliedSwiftData {
  /// `entry` compiled as its unit is `applied(to:)`.
  static func applied(to entry: Notebook.Entry) -> Notebook.Entry {
    guard case .compile(let unit) = entry.outcome else { return entry }
    var entry = entry
    entry.outcome = .compile(applied(to: unit))
    return entry
  }

  /// `unit` with `import SwiftData` joined to its first line (the synthesized `import SwiftUI`,
  /// so that no line moves) when its code uses SwiftData without importing it.
  static func applied(to unit: CompilationUnit) -> CompilationUnit {
    guard var first = unit.sourceMap.lines.first, first.origin == .synthesized, uses(unit.source)
    else { return unit }
    first.text += "; import SwiftData"
    var lines = unit.sourceMap.lines
    lines[0] = first
    var unit = unit
    unit.sourceMap = SourceMap(lines: lines)
    return unit
  }

  /// Whether `code` uses SwiftData's attributes, types or view modifiers without importing it,
  /// and without declaring a type of the name it uses (a note's own `ModelContext`).
  static func uses(_ code: String) -> Bool {
    let code = CodeWithoutComments.of(code)
    guard !MissingModules.imported(in: code).contains("SwiftData") else { return false }
    if code.contains(#/@(?:Model|Query|Attribute|Relationship|Transient)\b/#) { return true }
    let words = CodeWords.identifiers(in: code)
    let api = PlatformAPI.shared
    return words.contains { word in
      (api.module(of: word) == "SwiftData" || viewMembers.contains(word))
        && !code.contains(
          try! Regex("\\b(?:class|struct|enum|protocol|actor|typealias)\\s+\(word)\\b"))
    }
  }

  /// SwiftData's modifier and environment key on SwiftUI's views, which a block reaches without
  /// naming any SwiftData type (`\.modelContext`).
  private static let viewMembers: Set<String> = ["modelContainer", "modelContext"]
}
