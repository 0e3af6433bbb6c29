import SwiftParser
import SwiftSyntax

/// A view the page declares, taken apart around its `body`, so that a view expression reading
/// that view's members (`Form { … }` reading `checkAmount`) can run as the view with the
/// expression for its body: a variant of the view, as the note means it.
struct PageViewVariant {
  var name: String
  var declaration: Declaration
  /// The page context without the view itself.
  var context: [ContextDeclaration]
  /// The view's lines before its `body`, and after it.
  var opening: [String]
  var closing: [String]

  /// The latest view of `context` whose members include every one of `values`; nil when none does.
  static func find(in context: [ContextDeclaration], reading values: Set<String>)
    -> PageViewVariant?
  {
    guard !values.isEmpty else { return nil }
    for (index, candidate) in context.enumerated().reversed() {
      guard let name = candidate.declaration.viewName,
        candidate.declaration.identifiers.isSuperset(of: values)
      else { continue }
      let lines = candidate.lines.map(\.text)
      guard let parts = parts(of: name, in: lines, members: values) else { continue }
      var rest = context
      rest.remove(at: index)
      return PageViewVariant(
        name: name, declaration: candidate.declaration, context: rest, opening: parts.opening,
        closing: parts.closing)
    }
    return nil
  }

  /// The lines of `lines` around the `body` of view `name`, when the view declares each of
  /// `members` and its `body` has whole lines to itself.
  private static func parts(of name: String, in lines: [String], members: Set<String>) -> (
    opening: [String], closing: [String]
  )? {
    let code = lines.joined(separator: "\n")
    guard !SwiftNesting.isTooDeep(code) else { return nil }
    let tree = Parser.parse(source: code)
    guard
      let view = tree.statements.lazy.compactMap({ $0.item.as(StructDeclSyntax.self) })
        .first(where: { $0.name.text == name })
    else { return nil }
    var declared = Set<String>()
    var body: MemberBlockItemSyntax?
    for member in view.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          declared.insert(identifier)
          if identifier == "body" { body = member }
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        declared.insert(function.name.text)
      }
    }
    guard let body, declared.isSuperset(of: members) else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let first = converter.location(for: body.positionAfterSkippingLeadingTrivia).line
    let last = converter.location(for: body.endPositionBeforeTrailingTrivia).line
    let viewStart = converter.location(for: view.positionAfterSkippingLeadingTrivia).line
    let viewEnd = converter.location(for: view.endPositionBeforeTrailingTrivia).line
    // The body must have its lines to itself, inside the view's own.
    guard viewStart < first, last < viewEnd else { return nil }
    let bodyLines = Array(lines[(first - 1)...(last - 1)])
    guard bodyLines.first?.drop(while: \.isWhitespace).hasPrefix("var body") == true else {
      return nil
    }
    return (Array(lines[(viewStart - 1)..<(first - 1)]), Array(lines[last..<viewEnd]))
  }
}
