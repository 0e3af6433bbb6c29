import SwiftSyntax

/// A value of a type that the note itself declares, ready to hand to a view that needs one: a
/// static property of the type (`static let example = Repo(…)` in `Repo` or an extension of it)
/// or a top-level constant (`let sampleRepo = Repo(…)`). Notes declare these for their previews;
/// a root built from them runs with the note's own data, never with invented values.
struct NoteValue: Hashable, Sendable {
  /// How code refers to it: `Repo.example`, `sampleRepo`.
  var expression: String
  /// The note line it is declared on.
  var line: Int

  /// The first value of type `type` (`Repo`, `[Repo]`) declared in the unit `lines`, nil when the
  /// note declares none there.
  static func find(ofType type: String, in lines: [SourceMap.Line]) -> NoteValue? {
    let source = lines.map { $0.text + "\n" }.joined()
    guard let tree = SwiftSource.parse(source) else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    func noteLine(_ node: some SyntaxProtocol) -> Int? {
      let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
      guard lines.indices.contains(line - 1), case .note(let noteLine, _) = lines[line - 1].origin
      else { return nil }
      return noteLine
    }
    let element = elementType(of: type)
    for statement in tree.statements {
      guard case .decl(let decl) = statement.item else { continue }
      if let variable = decl.as(VariableDeclSyntax.self) {
        if let name = name(of: variable, ofType: type), let line = noteLine(variable) {
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
          let name = name(of: variable, ofType: type, owner: owner), let line = noteLine(variable)
        else { continue }
        return NoteValue(expression: "\(owner).\(name)", line: line)
      }
    }
    return nil
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
