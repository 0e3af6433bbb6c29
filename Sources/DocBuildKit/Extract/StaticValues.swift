import SwiftSyntax

/// The `static` values a page's types and extensions declare with a type
/// (`extension ToggleStyle where Self == MuteToggleStyle { static var mute: MuteToggleStyle … }`):
/// a block binding `$mute` reads one, which is no state a binding can be made from.
enum StaticValues {
  struct Value: Hashable, Sendable {
    /// `MuteToggleStyle`.
    var type: String
    /// The type or extended type declaring it (`ToggleStyle`).
    var owner: String
    /// The fence line of its block.
    var line: Int
  }

  /// Each static value's name with the first declaration of it, in page order.
  static func declared(in blocks: [(code: String, line: Int)]) -> [String: Value] {
    var values: [String: Value] = [:]
    var instanceNames: Set<String> = []
    for (code, line) in blocks {
      guard let collector = SwiftSource.walked(code, by: Collector(viewMode: .sourceAccurate))
      else { continue }
      for (name, type, owner) in collector.statics where values[name] == nil {
        values[name] = Value(type: type, owner: owner, line: line)
      }
      instanceNames.formUnion(collector.instanceNames)
    }
    // A name the page also declares as an instance's or a local `var` or `let` may be that one.
    return values.filter { !instanceNames.contains($0.key) }
  }

  private final class Collector: SyntaxVisitor {
    /// Name, type and owner of each typed `static` value declared in a type or extension.
    var statics: [(name: String, type: String, owner: String)] = []
    var instanceNames: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      let isStatic = node.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        guard isStatic else {
          instanceNames.insert(name)
          continue
        }
        if let type = binding.typeAnnotation?.type.trimmedDescription,
          let owner = owner(of: Syntax(node))
        {
          statics.append((name, type, owner))
        }
      }
      return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        instanceNames.insert(name)
      }
      return .visitChildren
    }

    /// The type or extended type the declaration stands in.
    private func owner(of node: Syntax) -> String? {
      var parent = node.parent
      while let current = parent {
        if let type = current.asProtocol(NamedDeclSyntax.self),
          current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self)
            || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self)
        {
          return type.name.text
        }
        if let extended = current.as(ExtensionDeclSyntax.self) {
          return extended.extendedType.trimmedDescription
        }
        parent = current.parent
      }
      return nil
    }
  }
}
