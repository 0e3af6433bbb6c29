import SwiftSyntax

/// A mistake a block's own code makes that stops it wherever it is placed, read from the code
/// itself: no other block of the note could fix it, so its reason says it besides what else the
/// block lacks (swiftc stops at the first missing name and never says these).
enum OwnMistake: Hashable, Sendable {
  /// `@Bindalbe`, `@state`: an attribute written close to a SwiftUI property wrapper or macro
  /// (`meant`), which the compiler reports as an unknown name.
  case misspeltAttribute(written: String, meant: String)
  /// `ForEach(items) { item in print(item) }`: a `ForEach` is a view that makes a view for each
  /// element; a closure that only prints makes none.
  case forEachPrints
  /// `ForEach(items, id: \.id)` with no closure making the view for each element.
  case forEachWithoutContent
  /// `List()`: a container given no content.
  case containerWithoutContent(String)
  /// `View()`: a protocol called as if it were a type that can be made.
  case protocolCalled(String)
  /// `class Library` twice in one block (a "before" and an "after" shown together): one block
  /// cannot declare a type twice.
  case declaredTwice(String)
  /// `VStack(.vertical, showsIndicators: true)`: a stack given a scroll view's axis or
  /// indicator arguments, which swiftc reads as an alignment it lacks.
  case scrollArgumentsOnStack(String)

  /// The mistakes of `code`, in the order it makes them; `declared`: the names the page declares
  /// (its own `struct List` or `@propertyWrapper struct state` is no mistake).
  static func found(in code: String, declared: Set<String>) -> [OwnMistake] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    let finder = Finder(declared: declared)
    finder.walk(tree)
    return finder.mistakes + typesDeclaredTwice(in: tree).map(OwnMistake.declaredTwice)
  }

  /// The types the block declares more than once at its top level, in the order of the code.
  private static func typesDeclaredTwice(in tree: SourceFileSyntax) -> [String] {
    var seen: Set<String> = []
    var twice: [String] = []
    for item in tree.statements {
      guard case .decl(let decl) = item.item else { continue }
      let name =
        decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
        ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ActorDeclSyntax.self)?.name.text
      guard let name else { continue }
      if !seen.insert(name).inserted, !twice.contains(name) { twice.append(name) }
    }
    return twice
  }

  /// The names swiftc reports as undeclared because of the mistake (`Bindalbe`, `state`,
  /// `HorizontalAlignment.vertical`): not names the note forgets to declare.
  var accountedNames: [String] {
    switch self {
    case .misspeltAttribute(let written, _): [written]
    case .scrollArgumentsOnStack:
      ["HorizontalAlignment", "VerticalAlignment", "Alignment"].flatMap { type in
        ["vertical", "horizontal"].map { "\(type).\($0)" }
      }
    default: []
    }
  }

  /// The one attribute `written` differs from only by case, or (five letters or more) by one
  /// letter changed, added, dropped or two swapped.
  fileprivate static func meant(by written: String) -> String? {
    let candidates = KnownAttributes.names.filter { attribute in
      attribute.lowercased() == written.lowercased()
        || (written.count >= 5
          && EditDistance.between(Array(written), Array(attribute)) == 1)
    }
    return candidates.count == 1 ? candidates.first : nil
  }

  private static let stacks: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
  ]

  private static let containers: Set<String> = [
    "List", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Form", "Group",
    "ScrollView", "Section", "NavigationStack", "NavigationView",
  ]

  private final class Finder: SyntaxVisitor {
    let declared: Set<String>
    var mistakes: [OwnMistake] = []

    init(declared: Set<String>) {
      self.declared = declared
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      let written = node.attributeName.trimmedDescription
      if !KnownAttributes.names.contains(written), !declared.contains(written),
        let meant = OwnMistake.meant(by: written)
      {
        add(.misspeltAttribute(written: written, meant: meant))
      }
      return .visitChildren
    }

    /// A `ForEach` over identifiable values without a closure makes a table's rows
    /// (`Table(of:) { … } rows: { ForEach(values) }`).
    private func isInTable(_ node: FunctionCallExprSyntax) -> Bool {
      var ancestor = node.parent
      while let current = ancestor {
        if let call = current.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Table"
        {
          return true
        }
        ancestor = current.parent
      }
      return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        !declared.contains(name)
      else { return .visitChildren }
      let closure = node.trailingClosure ?? content(of: node)
      if name == "ForEach" {
        if let closure {
          if !closure.statements.isEmpty, closure.statements.allSatisfy(isPrint) {
            add(.forEachPrints)
          }
        } else if node.additionalTrailingClosures.isEmpty, !isInTable(node) {
          add(.forEachWithoutContent)
        }
      } else if OwnMistake.stacks.contains(name), takesScrollArguments(node) {
        add(.scrollArgumentsOnStack(name))
      } else if OwnMistake.containers.contains(name), closure == nil,
        node.arguments.isEmpty, node.additionalTrailingClosures.isEmpty
      {
        add(.containerWithoutContent(name))
      } else if name == "View", closure == nil, node.arguments.isEmpty {
        add(.protocolCalled(name))
      }
      return .visitChildren
    }

    /// `showsIndicators:`, or an axis (`.vertical`) given first without a label.
    private func takesScrollArguments(_ call: FunctionCallExprSyntax) -> Bool {
      if call.arguments.contains(where: { $0.label?.text == "showsIndicators" }) { return true }
      guard let first = call.arguments.first, first.label == nil,
        let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil
      else { return false }
      return ["vertical", "horizontal"].contains(member.declName.baseName.text)
    }

    /// The closure given as `content:`.
    private func content(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
      call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    private func isPrint(_ item: CodeBlockItemSyntax) -> Bool {
      item.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
        .baseName.text == "print"
    }

    private func add(_ mistake: OwnMistake) {
      if !mistakes.contains(mistake) { mistakes.append(mistake) }
    }
  }
}
