import Foundation
import SwiftSyntax

/// Code a note writes alone to name something, not to run it: an attribute (`@State`), a type or
/// protocol (`ObservableObject`), a key path (`\.colorScheme`), a value or its projection
/// (`$isOn`, or a wrapped property's names after its declaration: `@State var count = 0`,
/// `count`, `$count`), a requirement as a protocol lists it (`var body: some View`), or one
/// statement over state that no view of the page declares (`count += 1`). A reader sees a piece of syntax; there
/// is nothing to run, so it is shown, neither compiled nor reported as an error.
public enum ShownAlone: String, Hashable, Sendable {
  case attribute
  case typeName = "type name"
  case keyPath = "key path"
  /// A value, a member of one (`viewModel.count`), or its projection (`$count`).
  case value
  /// A property with an opaque type and no value: it can only stand in a protocol.
  case requirement
  /// A single assignment or mutating call on state the block does not declare.
  case statement
  /// Combine operators with nothing before the first dot (`.map { $0.isValid }`): a step of a
  /// publisher the block does not show, never modifiers of a view.
  case publisherChain = "publisher chain"
  /// A closure alone (`{ content, value in … }`): the argument of a call the block does not show.
  case closure
  /// A labelled argument alone (`keyframes: { track in … }`): a piece of a call the block does
  /// not show.
  case argument

  /// For text that does not parse: a label and a colon before what parses as one closure.
  static func labelledArgument(_ lines: [String]) -> ShownAlone? {
    guard
      let first = lines.firstIndex(where: { !$0.isBlankOrComment }),
      let label = lines[first].prefixMatch(of: #/\s*[\p{L}_][\p{L}\p{N}_]*\s*:\s*(?=\{)/#)
    else { return nil }
    var rest = lines
    rest[first] = String(lines[first][label.range.upperBound...])
    guard let tree = SwiftSource.parse(rest.joined(separator: "\n")), !tree.hasError,
      isClosure(tree)
    else { return nil }
    return .argument
  }

  /// Whether the code is one closure expression and nothing else.
  private static func isClosure(_ tree: SourceFileSyntax) -> Bool {
    guard tree.statements.count == 1, case .expr(let expr) = tree.statements.first?.item
    else { return false }
    return expr.is(ClosureExprSyntax.self)
  }

  /// For text that does not parse: only attributes without the declarations they mark.
  static func attributes(_ lines: [String]) -> ShownAlone? {
    let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isBlankOrComment }
    guard !code.isEmpty, code.allSatisfy({ $0.wholeMatch(of: attributeLine) != nil }) else {
      return nil
    }
    return .attribute
  }

  /// For code that parses: names alone (types, key paths, one value) or requirements alone, else
  /// nil. A value alone is shown alone even when the page declares it: reading it shows nothing.
  static func of(_ tree: SourceFileSyntax) -> ShownAlone? {
    guard !tree.statements.isEmpty else { return nil }
    // Swift never runs a closure that stands alone at the top of a file.
    if isClosure(tree) { return .closure }
    let requirements = tree.statements.allSatisfy { item in
      guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self)
      else { return false }
      return variable.bindings.allSatisfy { binding in
        binding.initializer == nil && binding.accessorBlock == nil
          && binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier
            .tokenKind == .keyword(.some)
      }
    }
    if requirements { return .requirement }
    if namesItsWrappedProperties(tree) { return .value }
    let kinds = names(tree)
    guard let first = kinds.first, !kinds.contains(nil) else { return nil }
    // Several values one a line read as what a program printed: not names shown for syntax.
    guard kinds.count == 1 || !kinds.contains(.value) else { return nil }
    return kinds.allSatisfy { $0 == first } ? first : .typeName
  }

  /// Whether the code declares wrapped properties, then only names them or their projections,
  /// one a line (`@State var count = 0`, `count`, `$count`): it shows what the wrapper gives.
  /// A projection is no program's output, so these several values are names.
  private static func namesItsWrappedProperties(_ tree: SourceFileSyntax) -> Bool {
    let items = Array(tree.statements)
    guard
      let firstName = items.firstIndex(where: { if case .expr = $0.item { true } else { false } }),
      firstName > 0
    else { return false }
    var declared: Set<String> = []
    for item in items[..<firstName] {
      guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self),
        !variable.attributes.isEmpty
      else { return false }
      declared.formUnion(
        variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
      )
    }
    return items[firstName...].allSatisfy { item in
      guard case .expr(let expr) = item.item,
        let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return false }
      return declared.contains(name.hasPrefix("$") ? String(name.dropFirst()) : name)
    }
  }

  private static func names(_ tree: SourceFileSyntax) -> [ShownAlone?] {
    tree.statements.map { item in
      guard case .expr(let expr) = item.item else { return nil }
      return name(expr)
    }
  }

  /// Whether a block is one line holding one assignment (`count += 1`, `user.name = "Bob"`) or one
  /// call of a method on a value that is not a SwiftUI modifier (`isOn.toggle()`), with no closure: a statement shown for its
  /// syntax, when what it changes is declared in no view of the page.
  static func isLoneStatement(_ tree: SourceFileSyntax, lines: ClosedRange<Int>?) -> Bool {
    guard tree.statements.count == 1, let item = tree.statements.first,
      case .expr(let expr) = item.item, lines?.count == 1,
      !tree.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftBrace })
    else { return false }
    // The parser leaves operators unfolded: `count += 1` is a sequence of three.
    if let sequence = expr.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, name(elements[0]) == .value else { return false }
      if elements[1].is(AssignmentExprSyntax.self) { return true }
      guard let binary = elements[1].as(BinaryOperatorExprSyntax.self) else { return false }
      return compoundAssignments.contains(binary.operator.text)
    }
    // `greeting.padding()` modifies a view the page may lend: not a statement.
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base,
      !PlatformAPI.shared.isSwiftUIMember(method.declName.baseName.text)
    else { return false }
    return name(base) == .value
  }

  /// What a lone expression names: a type, a key path, a value or a member of one; nil for
  /// anything that computes, and for a member of a type (`MemoryLayout<Int>.size`), which may.
  private static func name(_ expr: ExprSyntax) -> ShownAlone? {
    if expr.is(KeyPathExprSyntax.self) { return .keyPath }
    if expr.is(GenericSpecializationExprSyntax.self) { return .typeName }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      // Hangul and Han names have no case: a value.
      let isUppercase = reference.baseName.text.unicodeScalars.first?.properties.isUppercase
      return isUppercase == true ? .typeName : .value
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      return name(base) == .value ? .value : nil
    }
    return nil
  }

  /// The operators that assign as they compute (`+=`).
  static let compoundAssignments: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&&=", "||=",
  ]

  nonisolated(unsafe) private static let attributeLine = #/@[\p{L}_][\p{L}\p{N}_]*(\(.*\))?/#
}
