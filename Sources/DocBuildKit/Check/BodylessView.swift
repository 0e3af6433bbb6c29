import SwiftSyntax

/// A view declared without its `body`, as notes show a view's stored properties first and its
/// `body` in a later block: swiftc says only that it "does not conform to protocol 'View'", and
/// explaining that as code inside `body` failing would be false.
enum BodylessView {
  /// The compiler's message with what is wrong said after it ("…: it declares no `body`") when
  /// it is about a view whose declaration in the compiled file (`lines`) has no `body`; nil
  /// otherwise.
  static func message(for error: CompilerMessage, lines: [Substring]) -> String? {
    guard error.text.wholeMatch(of: #/type '[^']+' does not conform to protocol 'View'/#) != nil,
      let declaration = declaration(at: error, lines: lines),
      declaration.firstMatch(of: #/\bvar\s+body\b/#) == nil
    else { return nil }
    return error.text + ": it declares no `body`"
  }

  /// The view a block declares without any `body` (`struct MyView: View { @State var count: Int }`),
  /// if it declares one and no `body` at all.
  static func declared(in code: String) -> String? {
    guard code.firstMatch(of: #/\bvar\s+body\b/#) == nil,
      let match = code.firstMatch(
        of: #/\bstruct\s+([\p{L}_][\p{L}\p{N}_]*)\s*(?:<[^>{]*>)?\s*:[^{]*\bView\b/#)
    else { return nil }
    return String(match.1)
  }

  /// The views `code` declares whose declaration has no `body` (`ProfileDetail` beside a
  /// `ProfileScreen` that has one), in order: each stops the block as a name it lacks would.
  static func views(in code: String) -> [String] {
    topLevelViews(in: code).filter { $0.body == nil }.map(\.name)
  }

  /// The views `code` declares at its top level, in order, each with its `body` property's
  /// binding when it has one.
  static func topLevelViews(in code: String) -> [(name: String, body: PatternBindingSyntax?)] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    return tree.statements.compactMap { item in
      guard let view = item.item.as(StructDeclSyntax.self),
        view.inheritanceClause?.inheritedTypes.contains(where: {
          $0.type.trimmedDescription == "View"
        }) == true
      else { return nil }
      let body = view.memberBlock.members.lazy.compactMap {
        $0.decl.as(VariableDeclSyntax.self)?.bindings.first {
          $0.pattern.trimmedDescription == "body"
        }
      }.first
      return (view.name.text, body)
    }
  }

  /// The braces of the type declared at the message's position, with what they hold.
  private static func declaration(at error: CompilerMessage, lines: [Substring]) -> Substring? {
    guard error.line >= 1, error.line <= lines.count else { return nil }
    let rest = lines[(error.line - 1)...].joined(separator: "\n")
      .dropFirst(max(0, error.column - 1))
    guard let open = rest.firstIndex(of: "{") else { return nil }
    var depth = 0
    for index in rest[open...].indices {
      switch rest[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return rest[open...index] }
      default: break
      }
    }
    return nil
  }
}
