import SwiftSyntax

/// A type of the page whose members a fragment declares again: `var animatableData` of a
/// modifier shown once more with a `print` added, or a view's `var person` shown again as
/// `@ObservedObject var person`. The fragment is a variant of that type, and is compiled as the
/// type with those members replaced by the fragment's: alone, the members would read names the
/// type declares (`index`) as whatever else has them (the C library's `index`).
struct MemberReplacement {
  /// The type the fragment's members belong to.
  var host: ContextDeclaration
  /// The page context without the type itself.
  var context: [ContextDeclaration]
  /// The host's lines with the replaced members taken out, and the index at which the
  /// fragment's lines go (where the first replaced member stood).
  var keptLines: [SourceMap.Line]
  var insertionIndex: Int
  /// The fragment declares a stored property with no value (`@Binding var count: Int`): the
  /// type so changed cannot be made as the page makes it.
  var addsArguments: Bool

  /// The host's lines with `members` (the fragment's lines) in place of the ones they replace.
  func lines(with members: [SourceMap.Line]) -> [SourceMap.Line] {
    Array(keptLines[..<insertionIndex]) + members + Array(keptLines[insertionIndex...])
  }

  /// The nearest earlier type of `context` (not an extension) that declares every member of the
  /// fragment (its `lines`), each on lines of its own; nil when none does, or when the fragment
  /// declares a member without a name (an `init`: which one it replaces is not known).
  static func find(in context: [ContextDeclaration], members lines: [String])
    -> MemberReplacement?
  {
    guard let members = members(in: lines) else { return nil }
    let declared = members.map { names(of: $0.decl) }
    guard !declared.contains(where: \.isEmpty) else { return nil }
    let memberNames = declared.reduce(into: Set<String>()) { $0.formUnion($1) }
    let candidates = context.indices.filter { index in
      let declaration = context[index].declaration
      return declaration.isType && !declaration.isProtocol && declaration.extendedType == nil
        && declaration.memberNames.isSuperset(of: memberNames)
    }.sorted { context[$0].firstNoteLine > context[$1].firstNoteLine }
    for index in candidates {
      let host = context[index]
      guard let replaced = memberLines(in: host.lines.map(\.text), named: memberNames),
        let first = replaced.min()
      else { continue }
      let kept = host.lines.indices.filter { !replaced.contains($0) }.map { host.lines[$0] }
      return MemberReplacement(
        host: host, context: context.indices.filter { $0 != index }.map { context[$0] },
        keptLines: kept, insertionIndex: first,
        addsArguments: members.contains { needsArgument($0.decl) })
    }
    return nil
  }

  /// The indices (0-based) of the lines that the members named `names` of the type in `lines`
  /// take; nil unless each such member has its lines to itself, inside the type's braces.
  private static func memberLines(in lines: [String], named names: Set<String>) -> Set<Int>? {
    let code = lines.joined(separator: "\n")
    guard let tree = SwiftSource.parse(code),
      let type = tree.statements.lazy.compactMap({ $0.item.asProtocol(DeclGroupSyntax.self) })
        .first
    else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    func span(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
      converter.location(for: node.positionAfterSkippingLeadingTrivia)
        .line...converter.location(for: node.endPositionBeforeTrailingTrivia).line
    }
    let braces =
      span(type.memberBlock.leftBrace).upperBound..<span(type.memberBlock.rightBrace).lowerBound
    var replaced: [ClosedRange<Int>] = []
    var others: [ClosedRange<Int>] = []
    for member in type.memberBlock.members {
      let declared = Self.names(of: member.decl)
      if declared.isEmpty || !declared.isSubset(of: names) {
        others.append(span(member))
      } else {
        replaced.append(span(member))
      }
    }
    guard !replaced.isEmpty,
      replaced.allSatisfy({ braces.contains($0.lowerBound) && braces.contains($0.upperBound) }),
      replaced.allSatisfy({ mine in !others.contains(where: { $0.overlaps(mine) }) })
    else { return nil }
    return Set(replaced.flatMap { $0.map { $0 - 1 } })
  }

  /// The members in `lines`; nil when there are none.
  private static func members(in lines: [String]) -> MemberBlockItemListSyntax? {
    let code = (["struct Members {"] + lines + ["}"]).joined(separator: "\n")
    guard let type = SwiftSource.parse(code)?.statements.first?.item.as(StructDeclSyntax.self),
      !type.memberBlock.members.isEmpty
    else { return nil }
    return type.memberBlock.members
  }

  /// A stored property with no value that its type's initializer must be given: not one the
  /// environment fills (`@EnvironmentObject`, `@Environment`).
  private static func needsArgument(_ decl: DeclSyntax) -> Bool {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
    let filled = variable.attributes.contains { attribute in
      guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      else { return false }
      return ["EnvironmentObject", "Environment"].contains(name)
    }
    return !filled
      && variable.bindings.contains { $0.initializer == nil && $0.accessorBlock == nil }
  }

  /// The names a member declares: a property's bindings, or a function's or type's name.
  private static func names(of decl: DeclSyntax) -> Set<String> {
    if let variable = decl.as(VariableDeclSyntax.self) {
      return Set(
        variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
    }
    if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
    return []
  }
}
