import SwiftSyntax

/// Swift that every example of a page is compiled with and the page never shows: the site's
/// prelude files, then its language folder's, then its note's. Like ocaml-mdx's `--prelude`, it
/// holds what notes lean on without showing (a `Color.random()` that makes re-renders visible).
struct Prelude: Hashable, Sendable {
  struct File: Hashable, Sendable {
    /// Relative to the content folder: where its diagnostics are reported.
    var path: String
    var code: String
  }

  var files: [File]

  /// Every line of every file, in order, each mapped to its file and line.
  var lines: [SourceMap.Line] {
    files.flatMap { file in
      file.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        SourceMap.Line(
          text: String($1.hasSuffix("\r") ? $1.dropLast() : $1),
          origin: .prelude(file: file.path, line: $0 + 1))
      }
    }
  }

  /// The unit that checks the prelude on its own: a compile error here is the prelude's, and no
  /// block is blamed for it.
  var unit: CompilationUnit {
    CompilationUnit(
      sourceMap: SourceMap(
        lines: [SourceMap.Line(text: "import SwiftUI", origin: .synthesized)] + lines),
      root: nil, hasTopLevelCode: false, blockIndex: 0, fragment: nil)
  }

  /// `entry` compiled with the prelude after its `import SwiftUI`; a block that uses what the
  /// prelude declares lists those declarations with its completion.
  func applied(to entry: Notebook.Entry) -> Notebook.Entry {
    guard case .compile(let unit) = entry.outcome else { return entry }
    var entry = entry
    var lines = unit.sourceMap.lines
    lines.insert(contentsOf: self.lines, at: min(1, lines.count))
    var preluded = unit
    preluded.sourceMap = SourceMap(lines: lines)
    entry.outcome = .compile(preluded)
    let used = CodeWords.identifiers(in: entry.codeBlock.code)
    let listed = declarations.filter { declaration in
      !used.isDisjoint(with: declaration.names)
        && declaration.extended.map(used.contains) != false
    }
    if !listed.isEmpty {
      entry.preludeListing =
        "// Compiled with the site's prelude, which declares:\n"
        + listed.map { "//   \($0.signature)  (\($0.file))\n" }.joined()
    }
    return entry
  }

  /// Each top-level declaration of the prelude, summarised.
  var declarations: [PreludeDeclarations.Declaration] {
    files.flatMap { PreludeDeclarations.summaries(of: $0.code, file: $0.path) }
  }
}

/// One-line summaries of a prelude's declarations, for readers: signatures without bodies.
enum PreludeDeclarations {
  struct Declaration: Hashable, Sendable {
    /// `extension Color { static func random() -> Color }`
    var signature: String
    /// The names a block would use to reach it: a type's or function's own, an extension's members.
    var names: Set<String>
    /// For an extension, the type it extends: a block uses its members only if it names the type
    /// too (`Color.random()`, not `Int.random(in:)`).
    var extended: String? = nil
    var file: String
  }

  static func summaries(of code: String, file: String) -> [Declaration] {
    (SwiftSource.parse(code)?.statements ?? []).compactMap { item in
      guard case .decl(let decl) = item.item else { return nil }
      if let group = decl.asProtocol(DeclGroupSyntax.self) {
        let members = group.memberBlock.members.map(\.decl)
        let header = self.header(of: group)
        let inner = members.map(signature).joined(separator: "; ")
        let own = (decl.as(ExtensionDeclSyntax.self) == nil ? decl.declaredNames : [])
        let extended = decl.as(ExtensionDeclSyntax.self).map {
          $0.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        }
        return Declaration(
          signature: header + (inner.isEmpty ? "" : " { \(inner) }"),
          names: own.union(members.flatMap(\.declaredNames)), extended: extended, file: file)
      }
      guard !decl.is(ImportDeclSyntax.self) else { return nil }
      return Declaration(signature: signature(decl), names: decl.declaredNames, file: file)
    }
  }

  /// A declaration without its body, accessors or a multi-line initial value.
  private static func signature(_ decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) {
      return oneLine(function.with(\.body, nil))
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      return oneLine(initializer.with(\.body, nil))
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      let bindings = PatternBindingListSyntax(
        variable.bindings.map { binding in
          var binding = binding.with(\.accessorBlock, nil)
          if binding.initializer?.value.description.contains("\n") == true {
            binding.initializer = nil
          }
          return binding
        })
      return oneLine(variable.with(\.bindings, bindings))
    }
    if let group = decl.asProtocol(DeclGroupSyntax.self) { return header(of: group) }
    return oneLine(decl)
  }

  /// A type's or extension's declaration up to its members: `extension Color: Sendable`.
  private static func header(of group: some DeclGroupSyntax) -> String {
    let members = group.memberBlock.position
    return oneLine(group.tokens(viewMode: .sourceAccurate).filter { $0.position < members })
  }

  private static func oneLine(_ node: some SyntaxProtocol) -> String {
    oneLine(Array(node.tokens(viewMode: .sourceAccurate)))
  }

  /// Tokens on one line, comments dropped, runs of white space as one space.
  private static func oneLine(_ tokens: [TokenSyntax]) -> String {
    tokens.map { token in
      (token.leadingTrivia.isEmpty ? "" : " ") + token.text
        + (token.trailingTrivia.isEmpty ? "" : " ")
    }.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
