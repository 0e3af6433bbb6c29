import SwiftSyntax

/// The initializers of each class the page declares once, with the fence line of its block: the
/// `init`s of its body and of its extensions on the page, else `init()` alone. A call the page
/// makes with labels none of them takes (`PersonViewModel(with: record)`) cannot compile,
/// whatever other block is fixed.
enum PageInitializers {
  struct Known: Hashable, Sendable {
    var line: Int
    var initializers: [[InitializerFit.Parameter]]
  }

  /// Protocols that give a class no initializer: a class adopting only these (or nothing) has
  /// the initializers it declares, and no other.
  private static let initializerFree: Set<String> = [
    "Identifiable", "ObservableObject", "Hashable", "Equatable", "Comparable", "Sendable",
    "CustomStringConvertible", "AnyObject",
  ]

  static func classes(in blocks: [(code: String, line: Int)]) -> [String: Known] {
    var declarations: [String: [(line: Int, initializers: [[InitializerFit.Parameter]])]] = [:]
    var extended: [String: [[InitializerFit.Parameter]]] = [:]
    var opaque: Set<String> = []
    for (code, line) in blocks {
      guard let tree = SwiftSource.parse(code) else { continue }
      let collector = Collector(viewMode: .sourceAccurate)
      collector.walk(tree)
      for (name, initializers) in collector.classes {
        declarations[name, default: []].append((line, initializers))
      }
      for (name, initializers) in collector.extensions {
        extended[name, default: []] += initializers
      }
      opaque.formUnion(collector.opaque)
    }
    var known: [String: Known] = [:]
    for (name, versions) in declarations where versions.count == 1 && !opaque.contains(name) {
      let own = versions[0].initializers + (extended[name] ?? [])
      known[name] = Known(line: versions[0].line, initializers: own.isEmpty ? [[]] : own)
    }
    return known
  }

  private final class Collector: SyntaxVisitor {
    var classes: [(String, [[InitializerFit.Parameter]])] = []
    var extensions: [(String, [[InitializerFit.Parameter]])] = []
    /// Classes whose initializers the page cannot tell: a superclass's or a protocol's may
    /// be inherited, or a macro may add some.
    var opaque: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
      if !inherited.allSatisfy(PageInitializers.initializerFree.contains)
        || !node.attributes.isEmpty
      {
        opaque.insert(name)
      }
      classes.append((name, Self.initializers(node.memberBlock)))
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extensions.append((node.extendedType.trimmedDescription, Self.initializers(node.memberBlock)))
      return .visitChildren
    }

    private static func initializers(_ members: MemberBlockSyntax) -> [[InitializerFit.Parameter]] {
      members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map { initializer in
        initializer.signature.parameterClause.parameters.map { parameter in
          InitializerFit.Parameter(
            label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
            takesClosure: parameter.type.trimmedDescription.contains("->"))
        }
      }
    }
  }
}
