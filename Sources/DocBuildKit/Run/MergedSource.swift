import SwiftSyntax

/// A job's code as one file of a merged compilation (`MergedBatch`): every top-level
/// declaration of the note becomes `fileprivate`, so that examples declaring the same names
/// (`ContentView` in two notes) compile side by side in one module and none sees another's
/// declarations. The names the engine and `String(describing:)` print do not change with the
/// access level; the qualified names `print([item])` or `dump` show do, and `MergedBatch`
/// maps them back. Only words are inserted or replaced, so every line keeps its number.
enum MergedSource {
  /// The file for `job`, example `number` of its batch, from its `rewritten` unit, its
  /// messages reported at `path` (a `main.swift`, as the example alone is, so that `#fileID` and
  /// crash messages read the same; the folder tells the batch's files apart).
  /// A type-check job's file has no driver: it is compiled with the batch and never run.
  static func file(for job: ExampleJob, rewritten: String, number: Int, path: String) -> String {
    let location = "#sourceLocation(file: \(DriverSource.literal(path)), line: 1)\n"
    let pinned = location + rewritten + VirtualClockPins.declarations(for: rewritten)
    guard job.kind == .run else { return pinned }
    return pinned
      + DriverSource.code(root: job.unit.root, topLevel: false, mergedName: driverName(number))
  }

  /// The batch's one `@main`: hands the examples' drivers to the engine's `ExampleBatch`, which
  /// runs the batch's plan (`MergedRuns`) or the one example `DOCBUILD_EXAMPLE` numbers; after
  /// the harness's functions that the drivers call (`DriverSource.harness`).
  static func entry(numbers: [Int]) -> String {
    let drivers = numbers.map { "      (\($0), \(driverName($0)).main),\n" }.joined()
    return DriverSource.harness + """

      @main enum __DocbuildMergedMain {
        @MainActor static func main() {
          ExampleBatch.main([
      \(drivers)    ])
        }
      }

      """
  }

  private static func driverName(_ number: Int) -> String { "__DocbuildExample\(number)" }

  /// The job's unit with its top-level declarations made fileprivate; nil when the job must
  /// compile alone: not a library unit, `compile_fail`, `@main`, a syntax error, operators, macros or
  /// `#if` (names or conditions of the whole module), a type the note declares `private` (its
  /// qualified name would differ), or a conformance added to a type the note does not declare
  /// (two examples adding the same one would clash).
  static func rewritten(_ job: ExampleJob) -> String? {
    mergeable(job).flatMap { rewritten($0, source: job.unit.source) }
  }

  /// The job made mergeable and the types it can share (`SharedDeclarations`), from one parse of
  /// its unit; nil when it must compile alone (`rewritten`).
  static func prepared(_ job: ExampleJob) -> (
    rewritten: String, declarations: [SharedDeclarations.Declaration]
  )? {
    guard let tree = mergeable(job), let rewritten = rewritten(tree, source: job.unit.source)
    else { return nil }
    return (rewritten, SharedDeclarations.declarations(in: tree, source: job.unit.source))
  }

  /// The job's parsed unit, unless the job or its tree can never merge.
  private static func mergeable(_ job: ExampleJob) -> SourceFileSyntax? {
    guard !job.unit.hasTopLevelCode, !job.expectsErrors,
      let tree = SwiftSource.parse(job.unit.source), !tree.hasError,
      !PrivateTypeFinder.finds(in: tree)
    else { return nil }
    return tree
  }

  private static func rewritten(_ tree: SourceFileSyntax, source: String) -> String? {
    let declared = Set(tree.statements.compactMap { $0.item.as(DeclSyntax.self).flatMap(typeName) })
    var edits: [(offset: Int, length: Int, text: String)] = []
    for statement in tree.statements {
      guard let declaration = statement.item.as(DeclSyntax.self) else { return nil }
      if declaration.is(ImportDeclSyntax.self) { continue }
      if let attributed = declaration.asProtocol(WithAttributesSyntax.self),
        attributed.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
        })
      {
        return nil
      }
      if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
        let base = String(
          extensionDeclaration.extendedType.trimmedDescription.prefix {
            $0.isLetter || $0.isNumber || $0 == "_"
          })
        if declared.contains(base) {
          // Its members already take the type's access level.
          guard access(of: extensionDeclaration.modifiers) != .explicit else { return nil }
          continue
        }
        guard extensionDeclaration.inheritanceClause == nil else { return nil }
      } else {
        guard isPlainDeclaration(declaration) else { return nil }
      }
      if let edit = fileprivateEdit(declaration) { edits.append(edit) }
    }
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.offset > $1.offset }) {
      bytes.replaceSubrange(edit.offset..<edit.offset + edit.length, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private enum Access { case none, restricted, explicit }

  /// `private`/`fileprivate` (restricted), another access level (explicit), or none.
  private static func access(of modifiers: DeclModifierListSyntax) -> Access {
    for modifier in modifiers where modifier.detail == nil {
      switch modifier.name.text {
      case "private", "fileprivate": return .restricted
      case "public", "open", "internal", "package": return .explicit
      default: continue
      }
    }
    return .none
  }

  private static func isPlainDeclaration(_ declaration: DeclSyntax) -> Bool {
    declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
      || declaration.is(EnumDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
      || declaration.is(ProtocolDeclSyntax.self) || declaration.is(TypeAliasDeclSyntax.self)
      || declaration.is(FunctionDeclSyntax.self) || declaration.is(VariableDeclSyntax.self)
  }

  /// The edit that makes `declaration` fileprivate: its access word replaced, or the word
  /// inserted before its modifiers or keyword (after its attributes); nil when it already is.
  private static func fileprivateEdit(_ declaration: DeclSyntax) -> (
    offset: Int, length: Int, text: String
  )? {
    let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    for modifier in modifiers where modifier.detail == nil {
      switch modifier.name.text {
      case "private", "fileprivate": return nil
      case "public", "open", "internal", "package":
        let start = modifier.name.positionAfterSkippingLeadingTrivia.utf8Offset
        return (
          start, modifier.name.endPositionBeforeTrailingTrivia.utf8Offset - start, "fileprivate"
        )
      default: continue
      }
    }
    let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes
    let first =
      attributes.flatMap { $0.isEmpty ? nil : $0.lastToken(viewMode: .sourceAccurate) }?
      .nextToken(viewMode: .sourceAccurate) ?? declaration.firstToken(viewMode: .sourceAccurate)
    guard let first else { return nil }
    return (first.positionAfterSkippingLeadingTrivia.utf8Offset, 0, "fileprivate ")
  }

  /// The name a type declaration (or a type alias) introduces.
  static func typeName(_ declaration: DeclSyntax) -> String? {
    if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
    if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = declaration.as(ActorDeclSyntax.self) { return type.name.text }
    if let type = declaration.as(ProtocolDeclSyntax.self) { return type.name.text }
    if let alias = declaration.as(TypeAliasDeclSyntax.self) { return alias.name.text }
    return nil
  }
}

/// Finds a type declared `private` or `fileprivate` at any depth.
private final class PrivateTypeFinder: SyntaxVisitor {
  private var found = false

  static func finds(in tree: SourceFileSyntax) -> Bool {
    let finder = PrivateTypeFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  private func check(_ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
    if modifiers.contains(where: {
      $0.detail == nil && ["private", "fileprivate"].contains($0.name.text)
    }) {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    check(node.modifiers)
  }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    check(node.modifiers)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    check(node.modifiers)
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    check(node.modifiers)
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    check(node.modifiers)
  }
}
