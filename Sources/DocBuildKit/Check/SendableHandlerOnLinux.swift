import SwiftSyntax

/// `extension URLSession: URLSessionProtocol {}`, where the page's protocol restates
/// `dataTask(with:completionHandler:)` with a plain closure and an associated type for what it
/// returns: Linux's Foundation declares those completion handlers `@Sendable`, so the method no
/// longer matches the requirement and swiftc cannot infer the associated type. Apple's Foundation,
/// which the note is written for, accepts the conformance: a difference of platforms, not the
/// note's mistake. swiftc says only "does not conform".
enum SendableHandlerOnLinux {
  /// The cause, when `error` is such a conformance (or a generic requirement of it) of a
  /// Foundation type to a protocol declared in the compiled file (`lines`) whose requirement
  /// takes a closure not marked `@Sendable`.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      let match = error.text.firstMatch(
        of: #/type '([A-Za-z.]+)' does not conform to protocol '([A-Za-z_]\w*)'|requires that '([A-Za-z.]+)' conform to '([A-Za-z_]\w*)'/#),
      let type = (match.1 ?? match.3).map(String.init),
      let conformance = (match.2 ?? match.4).map(String.init),
      let methods = sendableHandlers[type],
      let tree = SwiftSource.parse(lines.joined(separator: "\n"))
    else { return nil }
    let finder = RequirementFinder(protocol: conformance, methods: methods)
    finder.walk(tree)
    return finder.requirement.map {
      .sendableHandlerOnLinux(type: type, protocol: conformance, requirement: $0)
    }
  }

  /// Foundation's methods whose completion handler swift-corelibs-foundation marks `@Sendable`
  /// (FoundationNetworking's `URLSession.swift`), by type, as `name(label:label:)`.
  private static let sendableHandlers: [String: Set<String>] = [
    "URLSession": [
      "dataTask(with:completionHandler:)", "uploadTask(with:from:completionHandler:)",
      "uploadTask(with:fromFile:completionHandler:)", "downloadTask(with:completionHandler:)",
      "downloadTask(withResumeData:completionHandler:)",
    ]
  ]

  /// The first requirement of the protocol named `protocol` that is one of `methods` and takes a
  /// closure without `@Sendable`.
  private final class RequirementFinder: SyntaxVisitor {
    let name: String
    let methods: Set<String>
    var requirement: String?

    init(protocol name: String, methods: Set<String>) {
      self.name = name
      self.methods = methods
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.name.text == name, requirement == nil else { return .skipChildren }
      for member in node.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
        let parameters = function.signature.parameterClause.parameters
        let signature =
          function.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        guard methods.contains(signature),
          parameters.contains(where: { takesPlainClosure($0.type) })
        else { continue }
        requirement = signature
        return .skipChildren
      }
      return .skipChildren
    }

    /// `@escaping (Data?) -> Void`: a function type whose attributes lack `@Sendable`.
    private func takesPlainClosure(_ type: TypeSyntax) -> Bool {
      guard let attributed = type.as(AttributedTypeSyntax.self) else {
        return type.is(FunctionTypeSyntax.self)
      }
      return attributed.baseType.is(FunctionTypeSyntax.self)
        && !attributed.attributes.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Sendable"
        }
    }
  }
}
