import SwiftSyntax

/// The initializers of each class and struct the page declares, with the fence lines of the
/// blocks declaring it: the `init`s of its bodies, of its extensions on the page and of blocks
/// showing them apart from it (`MemberOwners.initializersShownApart`), else a
/// class's `init()` alone and a struct's memberwise one. A call the page makes with labels none
/// of them takes, in any version of the type (`PersonViewModel(with: record)`), cannot compile,
/// whatever other block is fixed.
enum PageInitializers {
  struct Known: Hashable, Sendable {
    var lines: [Int]
    var initializers: [[InitializerFit.Parameter]]
  }

  /// Protocols that give a type no initializer: a type adopting only these (or nothing) has
  /// the initializers it declares, and no other.
  private static let initializerFree: Set<String> = [
    "Identifiable", "ObservableObject", "Hashable", "Equatable", "Comparable", "Sendable",
    "CustomStringConvertible", "AnyObject", "View",
  ]

  static func types(in blocks: [(code: String, line: Int)]) -> [String: Known] {
    var declarations: [String: [(line: Int, initializers: [[InitializerFit.Parameter]])]] = [:]
    var extended: [String: [[InitializerFit.Parameter]]] = [:]
    var opaque: Set<String> = []
    let apart = MemberOwners.initializersShownApart(in: blocks)
    for (code, line) in blocks {
      guard let tree = SwiftSource.parse(code) else { continue }
      if let type = apart[line] {
        extended[type, default: []] += tree.statements.compactMap {
          $0.item.as(InitializerDeclSyntax.self).map(Collector.parameters(of:))
        }
      }
      let collector = Collector(viewMode: .sourceAccurate)
      collector.walk(tree)
      for (name, initializers) in collector.types {
        declarations[name, default: []].append((line, initializers))
      }
      for (name, initializers) in collector.extensions {
        extended[name, default: []] += initializers
      }
      opaque.formUnion(collector.opaque)
    }
    var known: [String: Known] = [:]
    // A type shadowing a platform one (a note's sketch of `Picker`) may be called as the
    // platform's.
    for (name, versions) in declarations
    where !opaque.contains(name) && PlatformAPI.shared.module(of: name) == nil {
      // A class declaring no `init` (its properties all given values) has `init()`.
      let own = versions.flatMap { $0.initializers.isEmpty ? [[]] : $0.initializers }
      known[name] = Known(
        lines: versions.map(\.line).firstOccurrences, initializers: own + (extended[name] ?? []))
    }
    return known
  }

  private final class Collector: SyntaxVisitor {
    var types: [(String, [[InitializerFit.Parameter]])] = []
    var extensions: [(String, [[InitializerFit.Parameter]])] = []
    /// Types whose initializers the page cannot tell: a superclass's or a protocol's may
    /// be inherited (`extension Photo: Codable {}` too), a macro may add some, or the note
    /// elides members (`...`).
    var opaque: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      note(
        node.name.text, inheriting: node.inheritanceClause, attributes: node.attributes,
        members: node.memberBlock)
      types.append((node.name.text, Self.initializers(node.memberBlock)))
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      note(
        node.name.text, inheriting: node.inheritanceClause, attributes: node.attributes,
        members: node.memberBlock)
      types.append((node.name.text, InitializerFit.initializers(of: node)))
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.extendedType.trimmedDescription
      note(
        name, inheriting: node.inheritanceClause, attributes: node.attributes,
        members: node.memberBlock)
      extensions.append((name, Self.initializers(node.memberBlock)))
      return .visitChildren
    }

    private func note(
      _ name: String, inheriting clause: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
      members: MemberBlockSyntax
    ) {
      let inherited = clause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
      let elided = members.description.split(separator: "\n").contains {
        ElisionMark.isMark(String($0))
      }
      if !inherited.allSatisfy(PageInitializers.initializerFree.contains) || !attributes.isEmpty
        || elided
      {
        opaque.insert(name)
      }
    }

    private static func initializers(_ members: MemberBlockSyntax) -> [[InitializerFit.Parameter]] {
      members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map(parameters(of:))
    }

    static func parameters(of initializer: InitializerDeclSyntax) -> [InitializerFit.Parameter] {
      initializer.signature.parameterClause.parameters.map { parameter in
        InitializerFit.Parameter(
          label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
          takesClosure: parameter.type.trimmedDescription.contains("->"))
      }
    }
  }
}
