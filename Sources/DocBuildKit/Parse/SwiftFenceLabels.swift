import SwiftSyntax

/// Fences that mean Swift under another label: `swiftui`, `run:swift`, `swift:run` or `swift:Counter.swift`
/// (a Swift word beside a colon), a Swift file's name (`Counter+Reset.swift`), a misspelt `swi` or `swfit`, and unlabelled fences whose code
/// parses as Swift and uses SwiftUI or declares a type the page's Swift code uses. Each becomes a `swift` block (its attributes kept), so it is
/// highlighted and run like any other; a guessed one (misspelt, unlabelled) gets a warning at
/// its fence.
enum SwiftFenceLabels {
  static func relabel(_ blocks: [Block], path: String) -> (
    blocks: [Block], diagnostics: [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    // The words of the page's Swift code: an unlabelled fence declaring a type they name is
    // that code's declaration.
    let swiftWords = blocks.nestedCodeBlocks.filter {
      $0.language == "swift" || reading(of: $0) != nil
    }
    .reduce(into: Set<String>()) { $0.formUnion(CodeWords.identifiers(in: $1.code)) }
    let relabelled = blocks.map {
      relabel($0, swiftWords: swiftWords, path: path, diagnostics: &diagnostics)
    }
    return (relabelled, diagnostics)
  }

  private static func relabel(
    _ block: Block, swiftWords: Set<String>, path: String, diagnostics: inout [Diagnostic]
  ) -> Block {
    guard case .codeBlock(var code) = block else {
      return block.transformingChildren { children in
        children.map { relabel($0, swiftWords: swiftWords, path: path, diagnostics: &diagnostics) }
      }
    }
    guard code.isFenced, let reading = reading(of: code, swiftWords: swiftWords) else {
      if isUnparsedSwift(code) {
        diagnostics.append(
          .warning(
            "fence.unlabelled-swift-unparsed",
            "this fence names no language and its code is Swift that uses SwiftUI, but it does not parse: it is not compiled, and blocks using what it declares cannot run; mend it and write ```swift",
            path: path, range: SourceRange(start: code.range.start, end: code.range.start)))
      }
      return block
    }
    let attributes = code.attributes.joined(separator: " ")
    code.info = attributes.isEmpty ? "swift" : "swift " + attributes
    if let warning = reading.warning {
      diagnostics.append(
        .warning(
          reading.id, warning, path: path,
          range: SourceRange(start: code.range.start, end: code.range.start)))
    }
    return .codeBlock(code)
  }

  /// Why a fence that is not labelled `swift` is read as Swift.
  enum Reading: Equatable {
    /// `swiftui`, `run:swift`, `swift:run`, `swift:Counter.swift`, `Counter.swift`: a label that
    /// says Swift.
    case swiftLabel
    case misspelt(String)
    case unlabelled
    /// Unlabelled Swift declaring a type (`enum Reason { … }`) that the page's Swift code uses.
    case unlabelledDeclaring(String)
    /// Unlabelled Swift followed by what it prints: shown with its reason, never run, so there
    /// is nothing to warn about.
    case unlabelledWithOutput

    var id: String {
      switch self {
      case .swiftLabel, .unlabelledWithOutput: ""
      case .misspelt: "fence.misspelt-swift"
      case .unlabelled, .unlabelledDeclaring: "fence.unlabelled-swift"
      }
    }

    var warning: String? {
      switch self {
      case .swiftLabel, .unlabelledWithOutput: nil
      case .misspelt(let label):
        "the fence says `\(label)`, read as `swift`: write ```swift to say so"
      case .unlabelled:
        "this fence names no language, but its code is Swift that uses SwiftUI: it is run as Swift; write ```swift to say so (or ```text to keep it from running)"
      case .unlabelledDeclaring(let type):
        "this fence names no language, but its code is Swift declaring `\(type)`, which the page's Swift code uses: it is run as Swift; write ```swift to say so (or ```text to keep it from running)"
      }
    }
  }

  /// How `code` reads as Swift although its label is not `swift`; nil when it does not.
  /// `swiftWords`: the words of the page's Swift code.
  static func reading(of code: CodeBlock, swiftWords: Set<String> = []) -> Reading? {
    guard let label = code.language else {
      // A value's description (`print(value)`'s output) parses too, but is no code.
      guard let tree = swiftUITree(code.code), !ValueDescription.matches(tree, code: code.code)
      else {
        return usedDeclaration(in: code.code, swiftWords: swiftWords).map(
          Reading.unlabelledDeclaring)
      }
      return CodeWithOutput.matches(tree) ? .unlabelledWithOutput : .unlabelled
    }
    if label == "swift" { return nil }
    if label == "swiftui"
      || label.split(separator: ":").count > 1
        && label.split(separator: ":").contains("swift")
      || label.count > 6 && label.hasSuffix(".swift")
    {
      return .swiftLabel
    }
    return isMisspelt(label) ? .misspelt(label) : nil
  }

  /// Whether `code` is an unlabelled fence that would read as Swift but for a syntax error: it
  /// uses SwiftUI (or extends a type) and declares types, but does not parse (a stray `)`).
  static func isUnparsedSwift(_ code: CodeBlock) -> Bool {
    guard code.isFenced, code.language == nil, usesSwiftUIOrExtends(code.code),
      let tree = SwiftSource.parse(code.code), tree.hasError
    else { return false }
    return tree.statements.contains { $0.item.asProtocol(DeclGroupSyntax.self) != nil }
  }

  private static func usesSwiftUIOrExtends(_ code: String) -> Bool {
    let words = words(of: code)
    return !words.isDisjoint(with: swiftUIWords) || words.contains("extension")
  }

  private static func words(of code: String) -> Set<String> {
    Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
  }

  /// `swi`, `swif` (the word cut short) or one letter changed, added, dropped or two swapped
  /// (`swfit`, `swiftt`, `swft`).
  static func isMisspelt(_ label: String) -> Bool {
    guard label.count >= 3, label != "swift" else { return false }
    if "swift".hasPrefix(label) { return true }
    return EditDistance.between(Array(label), Array("swift")) == 1
  }

  /// The first type `code` declares that `swiftWords` name, when `code` parses as Swift without
  /// errors and holds declarations alone (a type, its extensions, functions).
  private static func usedDeclaration(in code: String, swiftWords: Set<String>) -> String? {
    guard !swiftWords.isEmpty, let tree = SwiftSource.parse(code), !tree.hasError,
      !tree.statements.isEmpty, tree.statements.allSatisfy({ $0.item.is(DeclSyntax.self) })
    else { return nil }
    return tree.statements.lazy.compactMap { statement -> String? in
      guard let declaration = statement.item.as(DeclSyntax.self),
        declaration.asProtocol(DeclGroupSyntax.self) != nil
      else { return nil }
      return declaration.asProtocol(NamedDeclSyntax.self)?.name.text
    }.first(where: swiftWords.contains)
  }

  /// Words only SwiftUI code uses: a view's requirement, its property wrappers, its containers.
  private static let swiftUIWords: Set<String> = [
    "SwiftUI", "View", "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject",
    "Environment", "Published", "ObservableObject", "VStack", "HStack", "ZStack", "NavigationStack",
    "NavigationView", "ForEach", "Button", "Text", "Toggle", "TextField",
  ]

  /// Parses as Swift without errors, declares or calls something, and uses SwiftUI, or extends
  /// a type (`extension RedactionReasons { … }`: Swift's own keyword, whatever type it names). A
  /// view whose body is elided (`var body: some View { // ... }`) calls nothing but declares a type.
  /// Elision marks that say what they stand for (`... // same as before`) are read as the
  /// blanks they are compiled as. The code's syntax tree when it does.
  private static func swiftUITree(_ code: String) -> SourceFileSyntax? {
    let usesSwiftUI = !words(of: code).isDisjoint(with: swiftUIWords)
    guard usesSwiftUIOrExtends(code) else { return nil }
    // A mark that says what it stands for (`... // same as before`) is code the note showed; a
    // bare `...` leaves the fence a sketch (a property wrapper with its accessors left out).
    let withoutMarks = code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { ElisionMark.saysWhatItStandsFor(String($0)) ? "" : String($0) }
      .joined(separator: "\n")
    guard let tree = SwiftSource.parse(withoutMarks), !tree.hasError, !tree.statements.isEmpty,
      code.contains("(")
        || tree.statements.contains(where: { $0.item.asProtocol(DeclGroupSyntax.self) != nil })
    else { return nil }
    guard usesSwiftUI || tree.statements.contains(where: { $0.item.is(ExtensionDeclSyntax.self) })
    else { return nil }
    return tree
  }
}
