import SwiftSyntax

/// A block holding only initializers that set the stored properties of a struct an earlier block
/// declares (`init(title: String, @ViewBuilder content: () -> Content) { self.title = title … }`
/// after `struct Header<Content: View>: View { let title: String; let content: Content … }`):
/// the note adds them to that struct, so they compile as its extension, hidden lines around the
/// block, and the page's later blocks may call them.
extension HiddenLines {
  /// Wraps the compiled code in `extension Type {` … `}` when it is such a block; true when it
  /// did (the page then says the block was completed). `earlierCodes`: the page's blocks before.
  mutating func extendTheTypeItsInitializersSet(earlierCodes: [String]) -> Bool {
    let code = compiledCode
    guard code.contains("init"), let tree = SwiftSource.parse(code),
      let assigned = Self.propertiesSetByInitializersAlone(in: tree),
      let type = Self.lastStruct(declaring: assigned, in: earlierCodes),
      // One spelled as the memberwise initializer belongs inside the struct, in its stead: an
      // extension would declare it twice.
      !tree.statements.compactMap({ $0.item.as(InitializerDeclSyntax.self) }).contains(where: {
        $0.signature.parameterClause.parameters.map {
          "\($0.firstName.text): \($0.type.trimmedDescription)"
        } == type.memberwise
      })
    else { return false }
    let lastLine = compiledLines[compiledLines.count - 1].codeLine
    compiledLines.insert(
      CompiledLine(text: "extension \(type.name) {", codeLine: 0, columnShift: 0, isHidden: true),
      at: 0)
    compiledLines.append(
      CompiledLine(text: "}", codeLine: lastLine, columnShift: 0, isHidden: true))
    return true
  }

  /// The properties the code's initializers set (`self.title = …`, `_model = …`), when it holds
  /// nothing but initializers and they set at least one; nil otherwise.
  private static func propertiesSetByInitializersAlone(in tree: SourceFileSyntax) -> Set<String>? {
    guard !tree.hasError, !tree.statements.isEmpty,
      tree.statements.allSatisfy({ $0.item.is(InitializerDeclSyntax.self) })
    else { return nil }
    let finder = AssignedProperties(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.names.isEmpty ? nil : finder.names
  }

  /// The last struct of `codes` whose stored properties include every name of `properties`:
  /// its name, and the parameters of its memberwise initializer (`title: String`: the stored
  /// properties without an initial value).
  private static func lastStruct(declaring properties: Set<String>, in codes: [String])
    -> (name: String, memberwise: [String])?
  {
    for code in codes.reversed() where code.contains("struct") {
      for item in SwiftSource.parse(code)?.statements.reversed() ?? [] {
        guard let type = item.item.as(StructDeclSyntax.self) else { continue }
        let bindings = type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
          .filter { variable in
            !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
          }
          .flatMap(\.bindings)
        let names = bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self) }
          .map(\.identifier.text)
        guard properties.isSubset(of: names) else { continue }
        let memberwise = bindings.filter { $0.initializer == nil && $0.accessorBlock == nil }
          .compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map {
              "\($0.identifier.text): \(binding.typeAnnotation?.type.trimmedDescription ?? "")"
            }
          }
        return (type.name.text, memberwise)
      }
    }
    return nil
  }
}

/// The stored properties assignments set: `self.title = …`, or `_model = …` (a wrapper's storage).
private final class AssignedProperties: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else {
      return .visitChildren
    }
    if let member = elements[0].as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      names.insert(member.declName.baseName.text)
    } else if let storage = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
      storage.hasPrefix("_")
    {
      names.insert(String(storage.dropFirst()))
    }
    return .visitChildren
  }
}
