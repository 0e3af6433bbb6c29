import SwiftSyntax

/// The parameters of the closures a block writes (`proxy` of `GeometryReader { proxy in … }`):
/// a later block reading such a name without declaring it continues that closure, shown apart.
enum ClosureParameters {
  /// The closure parameter names of `code`, in the order they are written.
  static func names(in code: String) -> [String] {
    SwiftSource.walked(code, by: Collector(viewMode: .sourceAccurate))?.names ?? []
  }

  private final class Collector: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      add(node.name.text)
      return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      add((node.secondName ?? node.firstName).text)
      return .visitChildren
    }

    private func add(_ name: String) {
      if name != "_", !names.contains(name) { names.append(name) }
    }
  }
}
