import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The folders of `Sources/DocBuildKit` are the pipeline's stages, in the order data flows
/// through them; a file may name types of its own folder and of earlier ones, never of a later
/// one, so each folder reads with only what comes before it.
@Suite struct StageOrderTests {
  /// Support (concurrency, bytes and lines) → Diagnostics (problems as values, and the errors
  /// that stop a build) → Model (the document, the site's configuration and words) → Parse
  /// (markdown to model) → Extract (Swift blocks, scenarios, expected output) → Run (compile and
  /// run) → Check (a run against what the note says: outcomes, not-run reasons, blessing) →
  /// Examples (what the examples stage yields: a page's examples, evaluations, counts, reports,
  /// shards) → Render (HTML) → Site (the pipeline: scan and plan, run the examples stage, put the
  /// pages together, write the site). The examples stage itself is in Site: it reads the build's
  /// options and `serve`'s memo, which hold rendered pages.
  static let stages = [
    "Support", "Diagnostics", "Model", "Parse", "Extract", "Run", "Check", "Examples", "Render",
    "Site",
  ]

  static let sources = TestPaths.packageRoot.appendingPathComponent("Sources/DocBuildKit")

  @Test func everySourceFolderIsAStage() {
    let folders = Set(Self.swiftFiles().map { $0.components(separatedBy: "/").first! })
    #expect(folders.subtracting(Self.stages).isEmpty, "folders without a place in the order")
  }

  @Test func noFileNamesATypeOfALaterStage() throws {
    let files = try Self.swiftFiles().map { path in
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
      return (path: path, syntax: Parser.parse(source: text))
    }
    // Top-level types only: nested ones are named through their enclosing type.
    var stageOfType: [String: Int] = [:]
    for file in files {
      let stage = Self.stages.firstIndex(of: Self.folder(of: file.path)) ?? Self.stages.count
      for name in TypeNames.topLevel(in: file.syntax) { stageOfType[name] = stage }
    }
    var backward: [String] = []
    for file in files {
      let stage = Self.stages.firstIndex(of: Self.folder(of: file.path)) ?? Self.stages.count
      let own = TypeNames.declared(in: file.syntax)
      for name in TypeNames.referenced(in: file.syntax).subtracting(own).sorted() {
        guard let declared = stageOfType[name], declared > stage else { continue }
        backward.append("\(file.path) names \(name) of \(Self.stages[declared])")
      }
    }
    #expect(backward == [])
  }

  @Test func theCheckFindsABackwardReference() {
    let syntax = Parser.parse(source: "struct Page { var outcome: ExampleOutcome; let x = Y.z }")
    #expect(TypeNames.referenced(in: syntax).isSuperset(of: ["ExampleOutcome", "Y"]))
    #expect(TypeNames.topLevel(in: syntax) == ["Page"])
  }

  /// cmark-gfm's C API and swift-syntax's parser are each reached through one file: the
  /// converter holds all the C, and `SwiftSource` never parses brackets nested too deep to parse.
  @Test func oneFileImportsEachParser() throws {
    func importers(of module: String) throws -> [String] {
      try Self.swiftFiles().filter { path in
        try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
          .split(separator: "\n").contains { $0 == "import \(module)" }
      }
    }
    #expect(try importers(of: "CCmarkGFM") == ["Parse/CmarkConverter.swift"])
    #expect(try importers(of: "SwiftParser") == ["Parse/SwiftSource.swift"])
  }

  private static func folder(of path: String) -> String {
    path.components(separatedBy: "/").first!
  }

  /// The Swift files under `Sources/DocBuildKit`, relative to it.
  private static func swiftFiles() -> [String] {
    TestPaths.files(in: sources).filter { $0.hasSuffix(".swift") }
  }
}

/// The type names a source file declares and the ones it names.
private enum TypeNames {
  static func topLevel(in file: SourceFileSyntax) -> Set<String> {
    Set(file.statements.compactMap { name(of: $0.item.as(DeclSyntax.self)) })
  }

  static func declared(in file: SourceFileSyntax) -> Set<String> {
    let collector = DeclaredNames(viewMode: .sourceAccurate)
    collector.walk(file)
    return collector.names
  }

  /// Every capitalised name in a type or an expression (`ExampleOutcome`, `ConcurrentMap.map`).
  static func referenced(in file: SourceFileSyntax) -> Set<String> {
    let collector = ReferencedNames(viewMode: .sourceAccurate)
    collector.walk(file)
    return collector.names
  }

  fileprivate static func name(of decl: DeclSyntax?) -> String? {
    guard let decl else { return nil }
    if let type = decl.asProtocol(NamedDeclSyntax.self),
      decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
        || decl.is(EnumDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
        || decl.is(ActorDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
    {
      return type.name.text
    }
    return nil
  }
}

private final class DeclaredNames: SyntaxVisitor {
  var names = Set<String>()

  override func visitPost(_ node: MemberBlockItemSyntax) {
    if let name = TypeNames.name(of: node.decl) { names.insert(name) }
  }

  override func visitPost(_ node: CodeBlockItemSyntax) {
    if let name = TypeNames.name(of: node.item.as(DeclSyntax.self)) { names.insert(name) }
  }
}

private final class ReferencedNames: SyntaxVisitor {
  var names = Set<String>()

  override func visitPost(_ node: IdentifierTypeSyntax) {
    names.insert(node.name.text)
  }

  override func visitPost(_ node: DeclReferenceExprSyntax) {
    if node.baseName.text.first?.isUppercase == true { names.insert(node.baseName.text) }
  }
}
