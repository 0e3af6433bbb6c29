import SwiftSyntax

/// The extensions of a fragment: a wrapper type cannot hold an extension, so they are compiled at
/// file scope, before it (`extension UserDefaults { static let shared = … }` beside
/// `@AppStorage("name", store: .shared) var name = ""`), as the note's reader would place them.
enum FileScopeExtensions {
  /// The lines (1-based) of `code`'s top-level extensions.
  static func lines(in code: String) -> Set<Int> {
    guard code.contains("extension"), let tree = SwiftSource.parse(code) else { return [] }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    return Set(
      tree.statements.filter { $0.item.is(ExtensionDeclSyntax.self) }.flatMap { item in
        let start = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
        return start...converter.location(for: item.endPositionBeforeTrailingTrivia).line
      })
  }
}
