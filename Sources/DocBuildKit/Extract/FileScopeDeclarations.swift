import SwiftSyntax

/// The declarations a fragment brings that its wrapper does not hold: they are compiled at file
/// scope, before it, as the note's reader would place them. A wrapper type cannot hold an
/// extension (`extension UserDefaults { static let shared = … }` beside `@AppStorage("name",
/// store: .shared) var name = ""`); and the fragment's own types (`struct Mood` beside
/// `@State var moods: [Mood]`) are the page's types, not the wrapper's.
enum FileScopeDeclarations {
  /// The lines (1-based) of `code`'s top-level extensions.
  static func extensionLines(in code: String) -> Set<Int> {
    guard code.contains("extension") else { return [] }
    return lines(in: code) { $0.is(ExtensionDeclSyntax.self) }
  }

  /// The lines (1-based) of `code`'s top-level types, but those declaring one of `nested`
  /// (names its unit's context declares too: nested, they shadow it rather than clash).
  static func typeLines(in code: String, besides nested: Set<String>) -> Set<Int> {
    lines(in: code) { item in
      let name: String? =
        if let type = item.as(StructDeclSyntax.self) { type.name.text }
        else if let type = item.as(ClassDeclSyntax.self) { type.name.text }
        else if let type = item.as(EnumDeclSyntax.self) { type.name.text }
        else if let type = item.as(ActorDeclSyntax.self) { type.name.text }
        else { nil }
      return name.map { !nested.contains($0) } ?? false
    }
  }

  private static func lines(in code: String, where matches: (Syntax) -> Bool) -> Set<Int> {
    guard let tree = SwiftSource.parse(code) else { return [] }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    // A loop, not `filter`: a filtered syntax collection is a new tree, positioned afresh.
    var lines = Set<Int>()
    for item in tree.statements where matches(Syntax(item.item)) {
      let start = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
      lines.formUnion(start...converter.location(for: item.endPositionBeforeTrailingTrivia).line)
    }
    return lines
  }
}
