import Foundation
import SwiftSyntax

/// A value of a type that the note itself declares, ready to hand to a view that needs one: a
/// static property of the type (`static let example = Repo(…)` in `Repo` or an extension of it)
/// or a top-level constant (`let sampleRepo = Repo(…)`). Notes declare these for their previews;
/// a root built from them runs with the note's own data, never with invented values. Without
/// one, the first such value the note builds from literals wherever it uses it (a list view's
/// array of messages) serves.
struct NoteValue: Hashable, Sendable {
  /// How code refers to it: `Repo.example`, `sampleRepo`.
  var expression: String
  /// The note line it is declared on.
  var line: Int
  /// A value the note builds where it uses it (`Message(content: "Hi")` in a view's array),
  /// named by the call itself rather than declared.
  var isBuiltInPlace = false

  /// The first value of type `type` (`Repo`, `[Repo]`) declared in the unit `lines`, or else built
  /// in place in `later` (lines of the page's later blocks); nil when the note declares none.
  static func find(
    ofType type: String, in lines: [SourceMap.Line], builtLaterIn later: [SourceMap.Line] = []
  ) -> NoteValue? {
    if let value = find(ofType: type, in: lines) { return value }
    guard !later.isEmpty, let value = find(ofType: type, in: lines + later), value.isBuiltInPlace
    else { return nil }
    return value
  }

  private static func find(ofType type: String, in lines: [SourceMap.Line]) -> NoteValue? {
    let source = lines.map { $0.text + "\n" }.joined()
    guard let tree = SwiftSource.parse(source) else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    func noteLine(_ node: Syntax) -> Int? {
      let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
      guard lines.indices.contains(line - 1), case .note(let noteLine, _) = lines[line - 1].origin
      else { return nil }
      return noteLine
    }
    let element = elementType(of: type)
    for statement in tree.statements {
      guard case .decl(let decl) = statement.item else { continue }
      if let variable = decl.as(VariableDeclSyntax.self) {
        if let name = name(of: variable, ofType: type), let line = noteLine(Syntax(variable)) {
          return NoteValue(expression: name, line: line)
        }
        continue
      }
      // A static value lives in its element type: `Repo.samples` for `[Repo]`.
      guard let owner = ownerName(of: decl), owner == element,
        let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members
      else { continue }
      for member in members {
        guard let variable = member.decl.as(VariableDeclSyntax.self), isStatic(variable),
          let name = name(of: variable, ofType: type, owner: owner),
          let line = noteLine(Syntax(variable))
        else { continue }
        return NoteValue(expression: "\(owner).\(name)", line: line)
      }
    }
    return builtInPlace(ofType: type, in: tree, noteLine: noteLine)
  }

  /// With no value declared, the first `Message(…)` call (of a type the unit declares) it makes
  /// from literals alone, wherever it is (a view's `private var messages = [Message(content:
  /// "Hi"), …]`): the value the page itself builds, which needs nothing of where it stands.
  private static func builtInPlace(
    ofType type: String, in tree: SourceFileSyntax, noteLine: (Syntax) -> Int?
  ) -> NoteValue? {
    // Only a type of the note's own: a standard one (`String`) is better chosen than taken
    // from wherever the page happens to build one.
    let declaresType = tree.statements.contains { statement in
      statement.item.as(DeclSyntax.self).flatMap(ownerName) == type
        && statement.item.as(ExtensionDeclSyntax.self) == nil
    }
    guard declaresType, elementType(of: type) == type else { return nil }
    final class CallFinder: SyntaxVisitor {
      let type: String
      var found: FunctionCallExprSyntax?
      init(type: String) {
        self.type = type
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        let callee = node.calledExpression.trimmedDescription
        if callee == type || callee == "\(type).init", !node.arguments.isEmpty,
          node.trailingClosure == nil, NameUsage(node).readValues.isEmpty,
          !NameUsage(node).usesSelf
        {
          found = node
          return .skipChildren
        }
        return .visitChildren
      }
    }
    let finder = CallFinder(type: type)
    finder.walk(tree)
    guard let call = finder.found, let line = noteLine(Syntax(call)) else { return nil }
    // On one line, as a completion's comment names it.
    let expression = call.trimmedDescription.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .reduce("") { line, piece in
        line.isEmpty || line.hasSuffix("(") || line.hasSuffix("[") || piece.hasPrefix(")")
          || piece.hasPrefix("]") ? line + piece : line + " " + piece
      }
    return NoteValue(expression: expression, line: line, isBuiltInPlace: true)
  }

  /// `Repo` for `[Repo]`, else the type itself.
  private static func elementType(of type: String) -> String {
    guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return type }
    return String(type.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
  }

  private static func ownerName(of decl: DeclSyntax) -> String? {
    if let named = decl.asProtocol(NamedDeclSyntax.self), !decl.is(ProtocolDeclSyntax.self) {
      return named.name.text
    }
    return decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
  }

  private static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
    variable.modifiers.contains {
      [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
    }
  }

  /// The name `variable` declares when it is one value of type `type`: annotated so (`Self`
  /// counts inside its `owner`), or initialised by constructing it (`Repo(…)`, `[Repo(…), …]`).
  private static func name(
    of variable: VariableDeclSyntax, ofType type: String, owner: String? = nil
  ) -> String? {
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    if let annotation = binding.typeAnnotation?.type.trimmedDescription {
      let own = owner.map { annotation.replacingOccurrences(of: "Self", with: $0) } ?? annotation
      return own == type ? name : nil
    }
    guard let value = binding.initializer?.value else { return nil }
    return constructs(value, type: type, owner: owner) ? name : nil
  }

  private static func constructs(_ value: ExprSyntax, type: String, owner: String?) -> Bool {
    let element = elementType(of: type)
    if element != type {
      guard let array = value.as(ArrayExprSyntax.self), let first = array.elements.first else {
        return false
      }
      return constructs(first.expression, type: element, owner: owner)
    }
    guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
    let callee = call.calledExpression.trimmedDescription
    return callee == type || callee == "\(type).init" || (owner == type && callee == "Self")
  }
}
