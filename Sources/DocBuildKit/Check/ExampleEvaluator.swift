import EngineInterface
import Foundation

/// Turns an example's compile-and-run result into its outcome and the diagnostics a note's
/// author needs, each pointing into the note (through the unit's source map).
struct ExampleEvaluator {
  let path: String
  /// Every name some Swift block of the page declares.
  let declaredNames: Set<String>
  /// The fence line of the first block declaring each of those names.
  var declarationLines: [String: Int] = [:]
  /// The generic parameters of the page's types, each with its type and that block's fence line.
  var genericParameters: [String: (type: String, line: Int)] = [:]
  /// The names the page declares only with `let`, each with the fence line of the first.
  var constants: [String: Int] = [:]
  /// The views declared without a `body`, by the fence line of their block.
  var bodylessViews: [Int: String] = [:]
  /// The protocols and classes the page's types and extensions conform to.
  var conformances: Set<String> = []
  /// The page's types declaring each member name, with their blocks' fence lines.
  var memberOwners: [String: [MemberOwners.Owner]] = [:]
  /// The stored properties each of the page's types must be given when it is made.
  var requiredProperties: [String: [String]] = [:]
  /// The framework docbuild does not have (UIKit) that a block uses, by its fence line.
  var foreignModules: [Int: String] = [:]
  /// The code of each Swift block of the page, by its fence line.
  var blockCodes: [Int: String] = [:]
  /// Names the note declares only in fences not read as Swift, with their fence lines
  /// (`NonSwiftFenceDeclarations`).
  var nonSwiftDeclarationLines: [String: Int] = [:]
  /// The syntax error of each unlabelled fence of SwiftUI code that does not parse, by its line
  /// (`NonSwiftFenceDeclarations`): why docbuild could not read it as Swift.
  var nonSwiftSyntaxProblems: [Int: SyntaxProblem] = [:]
  /// Identifiers the note writes in its prose's code spans, with their paragraphs' lines
  /// (`ProseCodeNames`).
  var proseCodeLines: [String: Int] = [:]
  /// The syntax error of each block that does not parse, by its fence line.
  var syntaxProblems: [Int: SyntaxProblem] = [:]
  /// The names each block evaluated so far was found to use that the note never declares (an
  /// excerpt's), by its fence line: what the compiler said of it, which a later block reading
  /// its values repeats.
  var unshownByBlock: [Int: [String]] = [:]
  /// The reason each block evaluated so far that did not compile (or was not compiled) was not
  /// run, by its fence line: a later block waiting on it says it.
  var ownReasons: [Int: NotRunReason] = [:]
  /// The fence lines of the page's blocks that were compiled and did not compile.
  var failedBlocks: Set<Int> = []
  /// The names swiftc found no declaration of in each failed block whose every error is such a
  /// name, by its fence line: a block that fails only for want of another block's names.
  var failingOnlyForNames: [Int: Set<String>] = [:]
  /// The fence lines of the page's blocks docbuild could not compile at all: a syntax error, or
  /// an excerpt reading values the note never declares. A type they declare is as unrunnable as
  /// a failed block's, whether they come before or after the block needing it.
  var neverCompiled: Set<Int> = []
  /// API the engine lacks that the block being evaluated uses behind the names swiftc reported,
  /// found by compiling it again without those (`LackingMemberProbe`).
  var furtherLacking: [String] = []

  /// What became of one block, and what the page shows of it.
  struct Evaluation: Sendable {
    var outcome: ExampleOutcome
    var problems: [Diagnostic]
    /// An expected-output block without a scenario that a sequence of actions printed
    /// (`ScenariolessOutput`), by the line of its fence: shown with the verdict that found it.
    var logsAfter: [Int: LogVerdict] = [:]
    /// For a block the note says does not compile, and that does not: the first error, which the
    /// page shows as the note's point.
    var claimedCompileError: String? = nil
  }

  /// Notes that the block at fence `line` was compiled and did not compile, with swiftc's
  /// `errors`.
  mutating func recordFailure(line: Int, errors: [CompilerMessage]) {
    failedBlocks.insert(line)
    let names = errors.compactMap(Self.unfoundName)
    if !names.isEmpty, names.count == errors.count { failingOnlyForNames[line] = Set(names) }
  }

  /// `entry`: the block in the page's notebook; `job`: what was compiled for it, if anything.
  func evaluate(
    _ example: SwiftExample, entry: Notebook.Entry, job: ExampleJob?, result: ExampleResult?
  ) -> Evaluation {
    // Parsed at most once, and only for a block that does not run. (Not what a broken parse
    // makes of the code, a `ForEach` past an entity read without its closure.)
    lazy var mistakes = {
      let blocks = blockCodes.sorted { $0.key < $1.key }.map { (code: $0.value, line: $0.key) }
      let code =
        if case .invalid(let problem) = entry.category {
          Self.codeMeant(example.codeBlock, problem: problem)
        } else { example.codeBlock.code }
      return OwnMistake.found(
        in: code, firstLine: example.codeBlock.firstCodeLine, declared: declaredNames,
        uninitializable: MemberOwners.classesWithoutInitializer(
          in: blocks, seenFrom: example.codeBlock.range.start.line),
        initializers: PageInitializers.types(in: blocks),
        statics: StaticValues.declared(in: blocks),
        genericParameters: DeclaredWords.parametersByType(in: blocks))
    }()
    var (outcome, problems) = sayingOwnMistakes(
      check(example, entry: entry, job: job, result: result, mistakes: { mistakes }),
      example: example, entry: entry, mistakes: { mistakes })
    // A block that did not compile says what else of it Swift cannot read: an elision docbuild
    // compiled around would stop it too (a block that compiled was not stopped by one).
    if case .notRun(let reason) = outcome, result?.compiled != true,
      reason.saysACause || Self.concernsCode(reason), reason != .cutOff,
      reason != .engineUnavailable,
      let cause = UnreadableCode.unsaid(in: example.codeBlock, besides: reason)
    {
      outcome = .notRun(.alsoUnreadable(reason, cause))
    }
    if let claim = example.compileFailClaim, let result {
      // The note says it does not compile: a compile failure is its point, not a failed example;
      // if it compiles, the prose (read by a heuristic) is wrong, which is worth a warning only.
      if case .failed(report: nil) = outcome, !result.compiled, let job,
        let first = claimedError(result.errors, unit: job.unit, block: entry.codeBlock.range)
      {
        return Evaluation(outcome: .compiledOnly, problems: [], claimedCompileError: first.text)
      }
      if result.compiled {
        problems.append(
          .warning(
            "example.claimed-compile-fail",
            "the note says this example does not compile, but it compiles", path: path,
            range: SourceRange(start: claim, end: claim)))
      }
    }
    // The first render did not print the output block: actions that print it satisfy it.
    guard let verdict = ScenariolessOutput.reproduction(of: example, outcome: outcome),
      case .ran(let report, _) = outcome, let block = example.outputBlock
    else { return Evaluation(outcome: outcome, problems: problems) }
    return Evaluation(
      outcome: .ran(report: report, expectedMatched: true),
      problems: problems.filter { $0.id != "output.mismatch" },
      logsAfter: [block.range.start.line: verdict])
  }

  /// The error that bears out a note's word that its block does not compile: the block's own
  /// first (not one in other blocks' code compiled with it), unless all it has is that a view the
  /// note shows without its `body` lacks one, which says nothing of the claim.
  private func claimedError(_ errors: [CompilerMessage], unit: CompilationUnit, block: SourceRange)
    -> CompilerMessage?
  {
    let lines = unit.source.split(separator: "\n", omittingEmptySubsequences: false)
    return errors.first { error in
      otherBlockLine(error, unit: unit, block: block) == nil
        && BodylessView.message(for: error, lines: lines) == nil
    }
  }

  /// A block the note ends inside says so, whatever else it lacks (a name it lacks may be one
  /// cut short); a block that is not run because of mistakes its own code makes says them first.
  /// A compile failure of a cut-off block is no failure of the note's code.
  private func sayingOwnMistakes(
    _ checked: (ExampleOutcome, [Diagnostic]), example: SwiftExample, entry: Notebook.Entry,
    mistakes: () -> [OwnMistake]
  ) -> (ExampleOutcome, [Diagnostic]) {
    let block = example.codeBlock
    switch checked.0 {
    case .notRun(.engineUnavailable), .notRun(.block(.partOfExample)):
      return checked
    case .notRun where block.isCutOff:
      return (.notRun(.cutOff), checked.1)
    case .failed(report: nil) where block.isCutOff:
      return (.notRun(.cutOff), checked.1.filter { $0.id != "example.compile" })
    case .notRun(let reason) where Self.concernsCode(reason):
      let found = mistakes().filter { !Self.saysCall($0, in: reason) }
      let mistakes = found + Self.misspeltMembers(in: reason).filter { !found.contains($0) }
      guard !mistakes.isEmpty else { return checked }
      // Mistakes a compiler error was found about come after those read from the code.
      if case .ownMistakes(let found, let besides) = reason {
        let all = mistakes + found.filter { !mistakes.contains($0) }
        return (.notRun(.ownMistakes(all, besides: besides)), checked.1)
      }
      let accounted = Set(mistakes.flatMap(\.accountedNames))
      let explained = mistakes.contains(where: \.explainsCompilerError)
      var besides =
        (explained ? reason.withoutCompilerError : reason).without(accounted)
        ?? (entry.category == .program ? nil : .block(entry.category))
      // A fragment docbuild wrapped in a view (or a function) compiled there: where it belongs
      // is no second obstacle.
      if case .compile = entry.outcome, case .block(.fragment) = besides { besides = nil }
      return (.notRun(.ownMistakes(mistakes, besides: besides)), checked.1)
    default:
      return checked
    }
  }

  /// The code its author meant, as far as the syntax `problem` of `block` shows it: what is
  /// above the note's heading found in it (the fence runs on past where the author meant to
  /// close it), the code before its export to HTML put entities in it; all of it otherwise. (A
  /// line read as prose may be code with a typo: what follows it is still said.)
  private static func codeMeant(_ block: CodeBlock, problem: SyntaxProblem) -> String {
    switch problem.cause {
    case .heading(let line, _):
      let kept = line - block.firstCodeLine
      guard kept >= 0 else { return block.code }
      return block.code.split(separator: "\n", omittingEmptySubsequences: false).prefix(kept)
        .joined(separator: "\n")
    case .htmlEntities:
      return HTMLEntityCode.decoded(block.code)
    default:
      return block.code
    }
  }

  /// The members swiftc found no type to have (`ShapeStyle.yello`) that misspell a platform
  /// member (`yellow`): the note's typo, not a name its project declares.
  private static func misspeltMembers(in reason: NotRunReason) -> [OwnMistake] {
    guard case .undeclaredNames(let names, _, _, _, _) = reason else { return [] }
    return names.compactMap { name in
      guard name.contains("."), let written = name.split(separator: ".").last.map(String.init),
        let meant = MisspeltName.member(written)
      else { return nil }
      return .misspeltName(written: written, meant: meant)
    }
  }

  /// Whether `reason` already says the call `mistake` is about: `PhotoCard()`, which it says makes
  /// that view without the arguments it needs, naming them.
  private static func saysCall(_ mistake: OwnMistake, in reason: NotRunReason) -> Bool {
    guard case .initializerNotDeclared(let type, let labels, _) = mistake, labels.isEmpty,
      case .needsFailedBlock(_, _, _, let view, _, _, _) = reason
    else { return false }
    return view == type
  }

  /// Whether a reason is about what the code lacks, not what the block is (an API listing, a
  /// console log, a syntax error), which says it all.
  private static func concernsCode(_ reason: NotRunReason) -> Bool {
    switch reason {
    case .block(.fragment): true
    case .block: false
    default: true
    }
  }

  /// `mistakes`: the block's own mistakes (`OwnMistake`), found when first asked for.
  private func check(
    _ example: SwiftExample, entry: Notebook.Entry, job: ExampleJob?, result: ExampleResult?,
    mistakes: () -> [OwnMistake]
  ) -> (ExampleOutcome, [Diagnostic]) {
    guard let job else {
      switch (example.attributes.mode, entry.outcome) {
      case (.ignore, _): return (.ignored, [])
      case (_, .notRun):
        if case .invalid(let problem) = entry.category {
          // swiftc stops at a syntax error: the types the block needs that nothing of the page
          // gives it would stop it next, so they are said too. (Only names written as types:
          // past a broken string, the parser reads its words as code; past a fence left open,
          // the note's prose is no code at all.)
          let code = Self.codeMeant(example.codeBlock, problem: problem)
          // (Nor SwiftData's `@Query`, which an excerpt uses without its import.)
          let types = unshownTypes(in: code).filter {
            ($0.unicodeScalars.first.map { !CharacterSet.lowercaseLetters.contains($0) } ?? false)
              && !KnownAttributes.swiftData.contains($0)
          }
          let reason = alsoNeeding(.block(entry.category), unshown: types, code: code)
          // Values only the prose names stop it next too (past a broken string the parser may
          // read words as code: only names the prose writes as code count).
          let named = unshownValues(in: code).filter { proseCodeLines[$0] != nil }
          guard !named.isEmpty else { return (.notRun(reason), []) }
          return (
            .notRun(
              .alsoNamedInText(reason, names: named, lines: named.map { proseCodeLines[$0]! })), []
          )
        }
        // `set { … newValue … }` alone: a piece of a property, not a call of `set`.
        if case .fragment = entry.category,
          let accessors = LoneAccessor.kinds(in: example.codeBlock.code)
        {
          let line = example.codeBlock.range.start.line
          let property = LoneAccessor.property(
            withAccessor: accessors[0], like: example.codeBlock.code,
            in: blockCodes.filter { $0.key != line }.sorted { $0.key < $1.key }.map {
              (code: $0.value, line: $0.key)
            })
          return (
            .notRun(.accessorsApart(accessors, property: property?.name, line: property?.line)), []
          )
        }
        // A fragment reading values the note never declares is an excerpt of a bigger project.
        let unseen = PageNames.unshown(entry.undeclaredValues, declared: declaredNames)
        // A chain with no view that also reads values or types no block declares: all stop it.
        if entry.category == .fragment(.modifierChain) {
          let unshown = unshownTypes(in: example.codeBlock.code) + unseen
          if let continued = continuesClosure(
            .modifierChain, reading: unshown, block: example.codeBlock.range.start.line)
          {
            return (.notRun(continued), [])
          }
          if !unshown.isEmpty {
            // Values a fence not read as Swift declares (`@State private var query = ""`) are
            // shown: said with their lines, not as never declared.
            let outsideSwift = unshown.filter { nonSwiftDeclarationLines[$0] != nil }
            return (
              .notRun(
                .chainWithoutView(
                  alsoUnshown: unshown.filter { nonSwiftDeclarationLines[$0] == nil },
                  outsideSwift: outsideSwift,
                  lines: outsideSwift.map { nonSwiftDeclarationLines[$0]! })), []
            )
          }
        }
        if case .fragment(let fragment) = entry.category, !unseen.isEmpty {
          // Lines of one function of the page, reading its parameters and locals.
          if let owner = StatementOwner.function(
            declaring: Set(unseen), shownIn: example.codeBlock.code, in: blockCodes)
          {
            return (
              .notRun(.statementOfShownFunction(owner.name, line: owner.line, locals: unseen)), []
            )
          }
          // Not compiled: the types it makes and the functions it calls that the note never
          // shows are said too, as swiftc would have said them.
          let types = unshownTypes(in: example.codeBlock.code)
          if let continued = continuesClosure(
            fragment, reading: unseen + types.filter { !unseen.contains($0) },
            block: example.codeBlock.range.start.line)
          {
            return (.notRun(continued), [])
          }
          let calls = PageNames.unshown(entry.undeclaredCalls, declared: declaredNames).filter {
            !StandardFunctions.names.contains($0)
              && PlatformAPI.shared.standardModule(of: $0) == nil
          }
          // Functions saying `self.name` are a type's methods (a top-level function has no
          // `self`): what they read is that type's, and so is what they reach through `self`.
          let throughSelf = Self.selfProperties(in: example.codeBlock.code)
          if fragment == .members, !throughSelf.isEmpty, types.isEmpty, calls.isEmpty {
            return (
              .notRun(
                membersApart(
                  (throughSelf + unseen).firstOccurrences, isBody: false,
                  block: example.codeBlock.range.start.line, code: example.codeBlock.code)), []
            )
          }
          return (
            .notRun(
              excerpt(needing: types + (unseen + calls).sorted(), code: example.codeBlock.code)),
            []
          )
        }
        // Values other blocks declare, which no view of the page could host it with: say which
        // and where, not only "declared elsewhere".
        let line = example.codeBlock.range.start.line
        let elsewhere = entry.undeclaredValues.filter {
          declarationLines[$0].map { $0 != line } == true
        }
        if case .fragment(let fragment) = entry.category, fragment != .modifierChain,
          !elsewhere.isEmpty
        {
          if let statement = statementOfShownType(
            fragment, code: example.codeBlock.code, block: line)
          {
            return (.notRun(statement), [])
          }
          return (
            .notRun(
              .readsOtherBlocks(
                fragment, names: elsewhere, lines: elsewhere.map { declarationLines[$0]! },
                sourcesLack: unshownNames(inBlocksAt: elsewhere.map { declarationLines[$0]! }),
                sourceSyntax: syntaxProblem(inBlocksAt: elsewhere.map { declarationLines[$0]! }),
                sourceAssets: assetSymbols(inBlocksAt: elsewhere.map { declarationLines[$0]! }))),
            []
          )
        }
        if !entry.failedViews.isEmpty {
          let lines = entry.failedViews.compactMap { declarationLines[$0] }
          return (
            .notRun(
              .modifiedViewFails(
                entry.failedViews, lines: lines, sourcesLack: unshownNames(inBlocksAt: lines))), []
          )
        }
        return (.notRun(.block(entry.category)), [])
      case (_, .compile): return (.notRun(.engineUnavailable), [])
      }
    }
    guard let result else { return (.notRun(.engineUnavailable), []) }
    let fence = SourceRange(
      lines: example.codeBlock.range.start.line, example.codeBlock.range.start.line)

    if case .compileFail = example.attributes.mode {
      if let problem = CompileFailCheck.check(
        example.attributes, compiled: result.compiled, compilerErrors: result.errors.map(\.text),
        block: example.codeBlock, path: path)
      {
        return (.failed(report: nil), [problem])
      }
      return (.compiledOnly, [])
    }

    guard result.compiled else {
      if result.errors.contains(where: Self.isFullWidthTypo) {
        return (
          .failed(report: nil),
          compileErrors(result, unit: job.unit, fence: fence, block: entry.codeBlock.range)
        )
      }
      // A block that stands for itself (a fragment, an unchecked excerpt) and whose errors all
      // lie in other blocks' code is not what fails: say where the code that fails is. A block
      // that redeclares a name breaks the code using the old one: those errors are its own.
      // The entry's range: a program split over fences spans them all (`SplitProgram`).
      let block = entry.codeBlock.range
      // This block waits on the page's blocks declaring `names`.
      let waitOn = { (names: [String]) in
        self.needsFailedBlock(names, code: example.codeBlock.code, block: block.start.line)
      }
      // Its first error (its own before other blocks') a conformance only Linux's Foundation
      // refuses: the platform's, not the note's, and what follows from it.
      if let firstError = result.errors.first(where: {
        otherBlockLine($0, unit: job.unit, block: block) == nil
      }) ?? result.errors.first,
        let cause = SendableHandlerOnLinux.cause(
          of: firstError,
          lines: job.unit.source.split(separator: "\n", omittingEmptySubsequences: false))
      {
        return (
          .notRun(
            .platformDifference(
              cause, otherBlockLine: otherBlockLine(firstError, unit: job.unit, block: block))), []
        )
      }
      let elsewhere = result.errors.compactMap { otherBlockLine($0, unit: job.unit, block: block) }
      let redeclares =
        entry.contextVersion.map { (block.start.line...block.end.line).contains($0.line) } ?? false
      // A checked example's errors are its failure, unless its own code makes a mistake that
      // stops it anywhere: then that mistake is what its reader needs.
      if !redeclares, elsewhere.count == result.errors.count, let first = elsewhere.first,
        job.unit.fragment != nil || (example.scenarioBlock == nil && example.outputBlock == nil)
          || !mistakes().isEmpty
      {
        // Those blocks use API the engine lacks (`KeyPress`): that gap is the reason, not them,
        // unless one of them uses a framework docbuild lacks (a `UIViewRepresentable` of UIKit
        // views): then that block is what this one waits on.
        let lacking = lackingAPI(
          result.errors, members: true, code: example.codeBlock.code, source: job.unit.source)
        let foreignBlock = Set(elsewhere.map(fenceLine(containing:))).contains { line in
          CodeWords.identifiers(in: blockCodes[line] ?? "").contains {
            PlatformAPI.shared.foreignModule(of: $0) != nil
          }
        }
        if !lacking.isEmpty, !foreignBlock {
          return (.notRun(.engineLacks(lacking.map(\.name))), [])
        }
        return (
          .notRun(
            .otherBlockFails(
              line: fenceLine(containing: first), compilerError: result.errors[0].text,
              // A missing module stops swiftc before it reads this block's own names.
              alsoUnshown: Self.missingModule(result.errors) == nil
                ? [] : unreachedNames(in: example.codeBlock.code))), []
        )
      }
      // A `Shape` method after `.frame`: SwiftUI rejects it too, so the note is wrong, not the
      // engine short of API.
      let misplaced = result.errors.compactMap { error in
        MisplacedModifier.of(error, in: job.unit.source).map { (error, $0) }
      }
      if !misplaced.isEmpty {
        return (
          .failed(report: nil),
          misplaced.map { error, call in
            .error(
              "example.misplaced-modifier", call.message, path: path,
              range: unit(job.unit, position: error) ?? fence)
          }
        )
      }
      if let module = Self.missingModule(result.errors) {
        if let glued = GluedKeyword.split(module: module, in: example.codeBlock.code) {
          let reason = NotRunReason.gluedImport(
            written: module, module: glued.module, keyword: glued.keyword,
            moduleIsForeign: !ExampleModules.apple.contains(glued.module))
          return (.notRun(reason), [])
        }
        let code = example.codeBlock.code
        let missing = MissingModules(in: code, reported: module)
        // A missing module stops swiftc before it reads the block's own names.
        let unshown = unreachedNames(in: code).filter { !missing.modules.contains($0) }
        return (.notRun(.missingModules(missing, alsoUnshown: unshown)), [])
      }
      let foreign = foreignNames(result.errors, code: example.codeBlock.code)
      if let (module, name) = foreign.first {
        let imported = lackedImports(
          of: module, before: block.start.line, code: example.codeBlock.code)
        // Members shown without their type are that first, whatever framework they use.
        if let fragment = job.unit.fragment, [.members, .body].contains(fragment) {
          return (
            .notRun(
              .foreignMembers(
                fragment, module: module, name: name,
                alsoUnshown: unreachedNames(in: example.codeBlock.code))), []
          )
        }
        // Apple's Foundation's names are said where the block writes them (another block's,
        // compiled beside it, are that block's to say).
        let words = CodeWords.identifiers(in: example.codeBlock.code)
        let written = foreign.filter { $0.module != "Foundation" || words.contains($0.name) }
        let said = written.isEmpty ? foreign : written
        return (
          .notRun(
            .foreignModule(
              said.map(\.module).firstOccurrences,
              names: said.map(\.name),
              alsoUnshown: unreachedNames(in: example.codeBlock.code),
              importedBefore: imported?.modules ?? [], importLine: imported?.line)), []
        )
      }
      // Another framework's environment key (Core Data's context): swiftc says only "no exact
      // matches in call to initializer", or that the engine has no such member. (Names the note
      // never declares are read below: they tell what of the framework it uses, its entities.)
      if result.errors.compactMap(Self.unfoundName).allSatisfy(declaredNames.contains),
        let (module, name) = Self.foreignEnvironmentKey(result.errors, source: job.unit.source)
      {
        if let fragment = job.unit.fragment, [.members, .body].contains(fragment) {
          return (.notRun(.foreignMembers(fragment, module: module, name: name)), [])
        }
        return (
          .notRun(
            .foreignModule(
              [module], names: [name], alsoUnshown: unreachedNames(in: example.codeBlock.code))), []
        )
      }
      // Code from inside a type the note never shows, compiled as a program of its own.
      if example.scenarioBlock == nil, example.outputBlock == nil,
        let apart = partOfUnshownType(result.errors, code: example.codeBlock.code)
      {
        return (.notRun(ownerShown(apart, block: block.start.line) ?? apart), [])
      }
      // A modifier chain's missing members are the view docbuild applied it to, not the engine's.
      let lacking = lackingAPI(
        result.errors, members: job.unit.fragment != .modifierChain, code: example.codeBlock.code,
        source: job.unit.source)
      if !lacking.isEmpty {
        // Not the note's mistake: name what to add to the engine, where the note uses it.
        // Names the note never shows are said too: adding the API alone would not run it.
        let bridges = lacking.contains { $0.name.hasSuffix("Representable") }
        // (Names other blocks' code lacks are theirs, compiled beside it.)
        let own = result.errors.filter { otherBlockLine($0, unit: job.unit, block: block) == nil }
        let unshown =
          (undeclaredNames(own, block: block.start.line, code: example.codeBlock.code)
          ?? []).filter {
            name in
            PlatformAPI.shared.module(of: name) == nil && !lacking.contains { $0.name == name }
              && !(bridges && Self.representableNames.contains(name))
          }
        // Another platform's names swiftc did not reach (`.complicationForeground` after the
        // watch's rendering mode) are as far from the engine.
        let base = { (name: String) in name.prefix { $0 != "(" } }
        let further = (furtherLacking + PlatformAPI.shared.beyondEngine(in: example.codeBlock.code))
          .filter { name in !lacking.contains { base($0.name) == base(name) } }.firstOccurrences
        let lacks = NotRunReason.engineLacks(lacking.map(\.name) + further, alsoUnshown: unshown)
        // Asset symbols stop it next, where swiftc never got to them: said too.
        let assets = AssetSymbol.symbols(in: example.codeBlock.code)
        // And the page's views it shows from blocks that do not compile (a detail view it
        // navigates to): they stop it too.
        let reason = alsoNeeding(
          assets.isEmpty ? lacks : .alsoAssetSymbols(lacks, symbols: assets),
          code: example.codeBlock.code)
        return (
          .notRun(job.unit.fragment == .modifierChain ? .modifiersWithoutView(reason) : reason),
          lacking.map { name, message in
            .warning(
              "example.engine-lacks", "the engine does not support `\(name)` yet", path: path,
              range: unit(job.unit, position: message) ?? fence)
          }
        )
      }
      // The page's own names that SwiftUI has too, declared in a block that did not make the
      // context: swiftc read them as SwiftUI's, but the block waits on the page's.
      let shadowing = shadowingNames(result.errors, block: block.start.line)
      if !shadowing.isEmpty {
        return (.notRun(waitOn(shadowing)), [])
      }
      // `@Environment(\.key)` whose key another block declares, a block that did not make the
      // context: swiftc says only "no exact matches in call to initializer".
      let paths = keyPaths(result.errors, unit: job.unit, block: block)
      let unfound = Set(result.errors.compactMap(Self.unfoundName))
      if !unfound.isEmpty, unfound.isSubset(of: declaredNames),
        unfound.allSatisfy({ $0.first?.isUppercase == true }),
        // A type the block declares itself is lost to its own error, not another block's.
        !unfound.contains(where: { declarationLines[$0] == block.start.line })
      {
        // Knock-on errors: the page declares these types, in blocks that did not make its
        // context (a value missing is more likely a member the excerpt leaves out).
        return (.notRun(waitOn(unfound.sorted())), [])
      }
      // Constants earlier top-level code declares, in a block that was not run (`checker` of a
      // step that needs UIKit): the next step waits on that block.
      if job.unit.fragment == nil, !unfound.isEmpty,
        unfound.allSatisfy({ name in
          guard memberOwners[name] == nil, let line = declarationLines[name],
            line < block.start.line
          else { return false }
          return failedBlocks.contains(line) || ownReasons[line] != nil
        })
      {
        return (.notRun(waitOn(unfound.sorted())), [])
      }
      // Members a block of the page that was not run declares (`validate()` calling the
      // `validationKeyPaths` of a broken extension, a view reading `detailContent` of one,
      // `.previewEnvironment()` of a broken `extension View`): that block's fault, not names
      // the note never declares.
      // (A fragment reading them is said with the view it would run in, below.)
      let unfoundMembers = unfound.union(result.errors.compactMap(Self.unfoundMember))
      if job.unit.fragment == nil, !unfoundMembers.isEmpty,
        unfoundMembers.allSatisfy({ name in
          let owners = memberOwners[name] ?? []
          // A name the block declares itself (`$model` of its own `let model`) is its own fault.
          return !owners.contains { $0.line == block.start.line }
            && owners.contains { owner in
              failedBlocks.contains(owner.line) || ownReasons[owner.line] != nil
            }
        })
      {
        return (.notRun(waitOn(unfoundMembers.sorted())), [])
      }
      // (A block that also uses names the note never shows is an excerpt first.)
      if !paths.elsewhere.isEmpty,
        undeclaredNames(result.errors, block: block.start.line, code: example.codeBlock.code) == nil
      {
        return (.notRun(waitOn(paths.elsewhere)), [])
      }
      if let fragment = job.unit.fragment {
        // It changes a value every view of the page keeps as a `let`: no view could run it.
        let changed = changedConstants(example.codeBlock.code)
        if !changed.isEmpty {
          return (
            .notRun(
              .changesConstants(fragment, names: changed, lines: changed.map { constants[$0]! })),
            []
          )
        }
        // Placed in a view, it still needs what the note never shows (first when its own code
        // names it: no fix of another block would let it run), or what it declares only in a
        // broken block.
        let ownErrors = result.errors.filter {
          otherBlockLine($0, unit: job.unit, block: block) == nil
        }
        if let missing = undeclaredNames(
          ownErrors, block: block.start.line, code: example.codeBlock.code)
        {
          return (.notRun(excerpt(needing: missing, code: example.codeBlock.code)), [])
        }
        let brokenTypes = unfound.filter {
          declaredNames.contains($0) && $0.first?.isUppercase == true
            && declarationLines[$0] != block.start.line
        }
        if !brokenTypes.isEmpty {
          return (.notRun(waitOn(brokenTypes.sorted())), [])
        }
        if let missing = undeclaredNames(
          result.errors, block: block.start.line, code: example.codeBlock.code)
        {
          return (.notRun(excerpt(needing: missing, code: example.codeBlock.code)), [])
        }
        // `id` the note never declares, which swiftc read as the wrapper view's `id(_:)`.
        let misread = Set(
          result.errors.compactMap { Self.wrapperMethodValue($0, source: job.unit.source) }
        ).subtracting(declaredNames)
        if !misread.isEmpty {
          return (.notRun(excerpt(needing: misread.sorted(), code: example.codeBlock.code)), [])
        }
        // `self.width` in a wrapped expression: a member of the view the note took it from.
        let wrapperMembers = result.errors.compactMap(Self.wrapperMember)
        if !wrapperMembers.isEmpty {
          // swiftc stops at the first; the others `self.` names that other blocks declare count too.
          let named = example.codeBlock.code.matches(of: #/\bself\.([\p{L}_][\p{L}\p{N}_]*)/#)
            .map { String($0.1) }.filter { declarationLines[$0] != nil }
          return (
            .notRun(
              membersApart(
                Set(wrapperMembers + named).sorted(), isBody: fragment == .body,
                block: block.start.line, code: example.codeBlock.code)), []
          )
        }
        // A name the block declares itself (`@State var name` beside an expression reading
        // `$name`) is not the unshown type's. (Korean and Chinese names, without case, are read
        // as lower-case ones are.)
        if [.members, .body].contains(fragment), !unfound.isEmpty,
          unfound.allSatisfy(NameUsage.namesAValue),
          unfound.isDisjoint(with: Self.declaredWords(example.codeBlock.code))
        {
          // swiftc stops at the first name of an expression it cannot find; the others the
          // members read (`isExpanded` in a tap's closure) tell their type too.
          let read = unfound.union(pageMembers(readIn: example.codeBlock.code))
          return (
            .notRun(
              membersApart(
                read.sorted(), isBody: fragment == .body, block: block.start.line,
                code: example.codeBlock.code)),
            []
          )
        }
        // Values another block of the page declares (a view's `@State`, a later `let`), which
        // the block was not compiled with: say where they are, not swiftc's "cannot find".
        // (Not uppercase: Korean and Chinese names have no case.)
        let declaredElsewhere = unfound.filter { name in
          name.first?.isUppercase == false
            && declarationLines[name].map { $0 != example.codeBlock.range.start.line } == true
        }.sorted()
        if !declaredElsewhere.isEmpty,
          unfound.isDisjoint(with: Self.declaredWords(example.codeBlock.code))
        {
          if let statement = statementOfShownType(
            fragment, code: example.codeBlock.code, block: block.start.line)
          {
            return (.notRun(statement), [])
          }
          return (
            .notRun(
              .readsOtherBlocks(
                fragment, names: declaredElsewhere,
                lines: declaredElsewhere.map { declarationLines[$0]! },
                bodylessView: Set(declaredElsewhere.map { bodylessViews[declarationLines[$0]!] })
                  .onlyElement ?? nil,
                sourcesLack: unshownNames(
                  inBlocksAt: declaredElsewhere.map { declarationLines[$0]! }),
                sourceSyntax: syntaxProblem(
                  inBlocksAt: declaredElsewhere.map { declarationLines[$0]! }),
                sourceAssets: assetSymbols(
                  inBlocksAt: declaredElsewhere.map { declarationLines[$0]! }))), []
          )
        }
        if result.errors.contains(where: Self.isGivingUp) {
          // swiftc gives up on a closure over a name no block declares (a misspelt
          // `self.dectionary`) without naming it: docbuild names it.
          let unread = unreadMembers(in: example.codeBlock.code)
          guard unread.isEmpty else { return (.notRun(.undeclaredNames(unread)), []) }
          return (.notRun(.compilerGaveUp), [])
        }
        let lines = job.unit.source.split(separator: "\n", omittingEmptySubsequences: false)
        // An error in its own lines, before one of code docbuild added or of other blocks.
        let firstError =
          ownErrors.first { isInBlock($0, unit: job.unit, block: block) } ?? result.errors.first
        if let error = firstError,
          let cause = OwnMistake.cause(
            of: error, notes: CompilerMessage.notes(on: error, in: result.compilerOutput),
            lines: lines)
        {
          // Wrapped, the fragment compiled but for its own mistake: where it belongs is no
          // second obstacle.
          return (.notRun(.ownMistakes([.compileError(cause)], besides: nil)), [])
        }
        if let error = firstError, let head = CallHead.of(error, code: example.codeBlock.code) {
          return (
            .notRun(.callHeadOnly(fragment, call: head.call, parameter: head.parameter)), []
          )
        }
        // `mutating func appendInterpolation` shown apart from the extension the page shows
        // it in: that type is where they compile, not the view docbuild placed them in.
        if fragment == .members,
          let owner = ownerDeclaring(example.codeBlock.code, block: block.start.line)
        {
          return (
            .notRun(.membersOfOtherType(owner.type, line: owner.line, members: owner.members)), []
          )
        }
        // Data built from a type's earlier declaration, read for members only its later one has.
        if let data = EarlierVersionData.read(
          in: example.codeBlock.code, block: block.start.line, declarationLines: declarationLines,
          blockCodes: blockCodes, memberOwners: memberOwners)
        {
          return (.notRun(.readsEarlierVersion(fragment, data)), [])
        }
        let first =
          firstError.map { Self.authorText($0, lines: lines, cause: nil) } ?? "it does not compile"
        if let host = entry.guessedHost {
          return (
            .notRun(
              .placedInGuessedView(
                fragment, view: host.name, line: host.line, compilerError: first)), []
          )
        }
        return (.notRun(.fragmentNeedsContext(fragment, compilerError: first)), [])
      }
      // `[Character]` decoded, the note's own `Character` never declared: Swift's is used.
      if example.scenarioBlock == nil, example.outputBlock == nil,
        let (type, conformance) = standardTypeAsModel(
          result.errors, code: example.codeBlock.code)
      {
        return (.notRun(.standardTypeAsModel(type, protocol: conformance)), [])
      }
      if example.scenarioBlock == nil, example.outputBlock == nil,
        let made = standardProtocolMade(result.errors)
      {
        return (.notRun(.standardProtocolMade(made)), [])
      }
      // An excerpt of a bigger project (no scenario, no expected output) that needs types the
      // note never shows is not run; a checked example, or an unchecked one whose errors are all
      // about names the page has, is a failure.
      let unshown = paths.unshown + unshownOverloads(result.errors, unit: job.unit)
      if example.scenarioBlock == nil, example.outputBlock == nil,
        let missing = undeclaredNames(
          result.errors, block: block.start.line, code: example.codeBlock.code
        ).map({ found in
          found + unshown.filter { !found.contains($0) }
        }) ?? (unshown.isEmpty ? nil : unshown)
      {
        if let through = reachedThrough(
          missing, errors: result.errors, unit: job.unit, block: block,
          code: example.codeBlock.code)
        {
          return (.notRun(through), [])
        }
        return (
          .notRun(
            excerptWithUsedBlocks(
              needing: missing, errors: result.errors, unit: job.unit, block: block,
              code: example.codeBlock.code)), []
        )
      }
      let diagnostics = compileErrors(
        result, unit: job.unit, fence: fence, block: entry.codeBlock.range)
      return (
        .failed(report: nil), diagnostics
      )
    }
    if let problem = result.rootProblem {
      let root =
        job.unit.root.map { root in
          switch root {
          case .type(let name): name
          case .preview(let expression) where expression.hasPrefix(Notebook.previewFunction):
            "#Preview"
          case .preview(let expression): ChosenValue.mountedView(expression)
          }
        } ?? "?"
      if case .type = job.unit.root, !entry.unmetRootParameters.isEmpty {
        return (
          .notRun(
            .rootValuesNeverMade(
              root, parameters: entry.unmetRootParameters, builtAt: entry.rootBuilder,
              unreached: entry.unreachedRootBuilder)), []
        )
      }
      // The error is in docbuild's own call building the root, never the note's code: say
      // what it could not give, not the compiler's words about that call.
      let unmade = RootAttempt.unmade(problem, chosen: entry.chosenRootValues)
      return (
        .notRun(.rootNeedsArguments(root, parameters: unmade.parameters, generic: unmade.generic)),
        []
      )
    }
    guard let run = result.run else { return (.compiledOnly, []) }
    // A crash with values docbuild chose (`names[0]` of an empty array) is docbuild's guess
    // failing, never the note's.
    if run.crashed, !entry.chosenRootValues.isEmpty {
      return (.notRun(.chosenValuesCrashed(entry.chosenRootValues)), [])
    }
    // A crash at the stop docbuild wrote for code the note left out (`List(...)`): the run
    // reached what the note does not show, not a fault of its code.
    if run.crashed, let mark = ElisionTrap.reached(in: run.errorOutput, unit: job.unit) {
      return (.notRun(.elidedCodeReached(mark: mark.text, line: mark.line)), [])
    }
    // SwiftUI stops a view reading an environment object that nothing provides: run alone, the
    // root lacked what its page never builds, which is no failure of the note.
    if run.crashed, case .type(let root) = job.unit.root, !entry.unprovidedEnvironment.isEmpty {
      return (.notRun(.rootEnvironmentNeverMade(root, objects: entry.unprovidedEnvironment)), [])
    }
    return evaluateRun(run, example: example, unit: job.unit, fence: fence)
  }

  private func evaluateRun(
    _ run: ExampleResult.Run, example: SwiftExample, unit: CompilationUnit, fence: SourceRange
  ) -> (ExampleOutcome, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let refused = NetworkRefusal.refusedURLs(in: run.errorOutput)
    if let first = refused.first {
      let others = refused.count > 1 ? " and \(refused.count - 1) more" : ""
      diagnostics.append(
        .warning(
          "example.no-network",
          "\(NetworkRefusal.marker): the example's requests fail at once (\(first)\(others))",
          path: path, range: fence))
    }
    let pending = PendingWorkItem.items(in: run.errorOutput)
    if !pending.isEmpty {
      diagnostics.append(
        .warning(
          "example.pending-work",
          "\(PendingWorkNote.marker), never run: \(pending.map(\.words).joined(separator: "; "))",
          path: path, range: fence))
    }
    let failure: String?
    // A crash is shown at the note's line it happened on, never at the compiled file's.
    let stop =
      run.crashed
      ? CrashStop.of(run.errorOutput) {
        unit.sourceMap.noteLocation(forUnitLine: $0, column: 1)?.line
      } : nil
    if run.timedOut {
      failure = "the example ran longer than its time limit and was stopped"
    } else if run.truncated {
      failure = "the example's output exceeded 1 MB and it was stopped"
    } else if run.crashed {
      failure = stop?.message ?? "the example crashed"
    } else if run.status != 0 {
      failure =
        "the example exited with status \(run.status)"
        + Self.lastLine(run.errorOutput).map { ": \($0)" }.orEmpty
    } else if run.report == nil {
      failure = "the example ended without a report"
    } else {
      failure = nil
    }
    if let failure {
      // (A line of another block compiled with this one keeps the callout on this block.)
      let block = example.codeBlock.range
      let range =
        stop?.line.flatMap {
          (block.start.line...block.end.line).contains($0) ? SourceRange(lines: $0, $0) : nil
        } ?? fence
      diagnostics.append(.error("example.failed", failure, path: path, range: range))
      return (.failed(report: run.report), diagnostics)
    }
    let report = run.report!
    if let stepFailure = report.failure {
      let line =
        example.scenario.steps.first { $0.description == stepFailure.step }?.line
        ?? example.scenarioBlock?.range.start.line ?? fence.start.line
      diagnostics.append(
        .error(
          "scenario.impossible", stepFailure.message, path: path,
          range: SourceRange(lines: line, line),
          notes: stepFailure.available.isEmpty
            ? [] : ["available: " + stepFailure.available.joined(separator: ", ")]))
      return (.failed(report: report), diagnostics)
    }
    guard let expected = example.expectedOutput else {
      return (.ran(report: report, expectedMatched: nil), diagnostics)
    }
    let mismatches = OutputMatcher.check(
      expected, against: Self.runOutput(report, example.scenario), path: path)
    diagnostics += mismatches
    return (.ran(report: report, expectedMatched: mismatches.isEmpty), diagnostics)
  }

  /// The run as the output matcher reads it: the first render, then each scenario step.
  static func runOutput(_ report: RunReport, _ scenario: Scenario) -> RunOutput {
    RunOutput(
      steps: report.steps.enumerated().map { index, step in
        RunOutput.Step(
          step: index == 0
            ? nil
            : (index - 1 < scenario.steps.count
              ? scenario.steps[index - 1].description : step.step),
          console: step.console, bodies: Set(step.bodies.map(\.view)),
          screen: Screen(snapshotHTML: step.snapshot))
      })
  }

  /// The names the compiler could not find ("cannot find 'X' in scope", "cannot find type 'X'")
  /// that no block of the page declares; nil when there are none. Other errors of such a block are
  /// mostly knock-on errors of the missing types, so they do not make it a failure.
  /// `block`: the fence line of the block compiled.
  private func undeclaredNames(_ errors: [CompilerMessage], block: Int, code: String) -> [String]? {
    var names: [String] = []
    for error in errors {
      guard
        let name = Self.unfoundName(error) ?? extensionMember(error, block: block, code: code),
        !declaredNames.contains(name), !names.contains(name),
        !PageNames.isWrapperStorage(name, declared: declaredNames)
      else { continue }
      names.append(name)
    }
    // `@Query` in an excerpt that leaves out `import SwiftData` is SwiftData's, not a name the
    // note forgets: said only when nothing else is missing.
    let forgotten = names.filter { !KnownAttributes.swiftData.contains($0) }
    return forgotten.isEmpty ? (names.isEmpty ? nil : names) : forgotten
  }

  /// Why members (or a `body`) reading `names` of the type they belong to are not run: the page's
  /// type declaring most of them (the nearest before the block at `block`), with what else they
  /// read and where; a type the note never shows when no type of the page declares them, and
  /// which of them `code` reaches as `self.name`.
  private func membersApart(_ names: [String], isBody: Bool, block: Int, code: String)
    -> NotRunReason
  {
    // The type owning most of the names (`QuantitySelector` has `quantity` and `range`, another
    // view only a `quantity` of its own), then its copy nearest before the block.
    // (`_loader` is the storage of a page view's `@State var loader`: that view's too. A
    // `mutating` method is a struct's or an enum's, never a class's.)
    let mutates = code.contains(#/\bmutating\s+func\b/#)
    let owners = names.map { name in
      MemberOwners.holding(
        (memberOwners[name] ?? PageNames.wrappedProperty(of: name).flatMap { memberOwners[$0] }
          ?? []).filter { $0.line != block && !(mutates && $0.isClass) })
    }
    guard
      let type = MemberOwners.mostHolding(owners),
      let best = MemberOwners.nearest(
        owners.joined().filter { $0.type == type }.sorted { $0.line < $1.line }, before: block)
    else {
      // Members other blocks show apart too (the type's properties, its helper methods); not
      // a class's, which a `mutating` method's type is not.
      let elsewhere = names.filter { name in
        declarationLines[name].map { $0 != block } == true
          && !(mutates && memberOwners[name]?.allSatisfy(\.isClass) == true)
      }
      let lines = elsewhere.map { declarationLines[$0]! }
      let moduleLine = lines.first { foreignModules[$0] != nil }
      let unshown = names.filter { !elsewhere.contains($0) }
      let throughSelf = Set(Self.selfProperties(in: code))
      return .membersOfUnshownType(
        unshown.filter { !throughSelf.contains($0) },
        throughSelf: unshown.filter(throughSelf.contains), elsewhere: elsewhere, lines: lines,
        foreignModule: moduleLine.flatMap { foreignModules[$0] }, moduleLine: moduleLine,
        failing: failing(lines))
    }
    let members = zip(names, owners).filter { $0.1.contains { $0.type == type } }.map(\.0)
    let others = names.filter { !members.contains($0) }
    let elsewhere = others.filter { name in
      declarationLines[name].map { $0 != block } == true
    }
    let lines = elsewhere.map { declarationLines[$0]! }
    return .membersOfShownType(
      best.type, line: best.line, isBody: isBody, members: members, elsewhere: elsewhere,
      lines: lines, foreignModule: lines.lazy.compactMap { foreignModules[$0] }.first,
      unshown: others.filter { !elsewhere.contains($0) }, failing: failing(lines),
      typeCause: ownReasons[best.line].flatMap { reason in
        reason.saysACause ? SourceBlockCause(line: best.line, reason: reason) : nil
      })
  }

  /// Of the blocks at `lines`, those that were compiled and did not compile (a double
  /// declaration): read from them, a name stops the reader there too. (A block needing a module
  /// docbuild lacks is said as such.)
  private func failing(_ lines: [Int]) -> [Int] {
    Set(lines).filter { failedBlocks.contains($0) && foreignModules[$0] == nil }.sorted()
  }

  /// The other helpers `code` calls on the value it calls a named one on (`angle(to:)` beside
  /// `CGPoint.distance(to:)`, both on `endPoint`), which swiftc never reports: it stops at the
  /// first. Named with that type, as the note would declare them in the same extension.
  private func siblingHelpers(of names: [String], in code: String) -> [String] {
    var found: [String] = []
    for name in names {
      guard let dot = name.firstIndex(of: "."), name.first?.isUppercase == true else { continue }
      let type = name[..<dot]
      let member = String(name[name.index(after: dot)...].prefix { $0 != "(" })
      let receivers = Set(
        code.matches(of: #/([\p{L}_][\p{L}\p{N}_]*)\.([\p{L}_][\p{L}\p{N}_]*)\(/#)
          .filter { $0.2 == member }.map { String($0.1) })
      for call in code.matches(of: #/([\p{L}_][\p{L}\p{N}_]*)\.([\p{L}_][\p{L}\p{N}_]*)\(/#)
      where receivers.contains(String(call.1)) && call.2 != member {
        let other = String(call.2)
        // A local of the same name (`let angle = end.angle(to: start)`) is not the helper.
        guard !declaredNames.contains(other) || Self.declaredWords(code).contains(other),
          memberOwners[other] == nil, PlatformAPI.shared.member(named: other) == nil,
          !ChainedCalls.standardMethods.contains(other)
        else { continue }
        let spelled = "\(type).\(other)"
        if !names.contains(spelled), !found.contains(spelled) { found.append(spelled) }
      }
    }
    return found
  }

  /// Why an excerpt needing `names` (none of which the page declares) is not run.
  ///
  /// swiftc stops at an expression's first unknown type: the other types, chained modifiers and
  /// `Color` or `Font` members (`Color.customGray1`) `code` names that nothing declares are said
  /// too, and its `static` members shown outside any
  /// type. Names the type it comes from provides are not names the note forgets (a page type's
  /// generic parameters, what a platform protocol gives its conformers), nor are 2019 beta names.
  private func excerpt(needing names: [String], code: String) -> NotRunReason {
    let modifiers = ViewExtensionApart.modifiers(calledIn: code, among: names)
    if !modifiers.isEmpty {
      return .viewExtensionApart(
        modifiers: modifiers, alsoUnshown: names.filter { !modifiers.contains($0) })
    }
    // Locals of one function of the page: a line of that function shown apart.
    if let owner = StatementOwner.function(
      declaring: Set(names), shownIn: code, in: blockCodes)
    {
      return .statementOfShownFunction(owner.name, line: owner.line, locals: names)
    }
    // What the tracking macro's expansion needs is `@Observable`'s, not names the note forgot.
    if let macro = TrackedOutsideObservable.macro(in: code) {
      let written = CodeWords.identifiers(in: code)
      return .trackedOutsideObservable(macro, alsoUnshown: names.filter(written.contains))
    }
    let named = NamedTypes(code)
    let unknownTypes = named.names.filter { name in
      !names.contains(name) && !declaredNames.contains(name) && !named.parameters.contains(name)
        && PlatformAPI.shared.module(of: name) == nil && ForeignFrameworks.module(of: name) == nil
        && !StandardTypeNames.all.contains(name) && !StandardTypeNames.modules.contains(name)
        && PlatformAPI.shared.standardModule(of: name) == nil
    }
    let unknownModifiers = ChainedCalls.names(in: code).filter { name in
      !declaredNames.contains(name) && PlatformAPI.shared.member(named: name) == nil
        && !ChainedCalls.standardMethods.contains(name)
        // Already named with its type (`Text.glowOnHover`, from the compiler).
        && !names.contains { $0.hasSuffix(".\(name)") }
    }.map { ".\($0)" }
    let helpers = siblingHelpers(of: names, in: code)
    let colours = UnshownPlatformMembers.names(in: code).filter { name in
      !names.contains(name) && !helpers.contains(name)
        && !declaredNames.contains(String(name.split(separator: ".").last!))
    }
    // A Korean or Chinese name is neither upper- nor lower-case: found as a type and a value.
    let needed = (names + helpers + unknownTypes + unknownModifiers + colours).firstOccurrences
    // `UserDefaults.standard.publisher(for: \.myKey)`: Apple's Foundation, observing a property
    // the note never shows.
    if let observed = needed.first(where: {
      $0.hasSuffix(".publisher") || $0.hasSuffix(".publisher(for:)")
    }),
      let key = code.firstMatch(of: #/\.publisher\(\s*for\s*:\s*\\\.([\p{L}_][\p{L}\p{N}_]*)/#)
    {
      return .keyValueObserving(
        String(observed.prefix { $0 != "." }), key: String(key.1),
        elided: code.contains("{ ... }") || code.contains("{...}"))
    }
    if let (misnamed, views, calls) = MisnamedPreview.names(needed, in: code) {
      let others = needed.filter { !misnamed.contains($0) }
      return .previewNamesUndeclared(
        misnamed, views: views, alsoUnshown: others + calls.filter { !others.contains($0) })
    }
    // Entities of a data model the note never shows, or UIKit view code: the framework is what
    // is missing, not only the names swiftc reports.
    let entities = FrameworkCode.coreDataEntities(in: code).filter {
      needed.contains($0) && !declaredNames.contains($0)
    }
    if !entities.isEmpty {
      return .frameworkCode(
        "CoreData", entities: entities, members: [],
        alsoUnshown: needed.filter { !entities.contains($0) })
    }
    let uikit = FrameworkCode.uikitMembers(in: code)
    if !uikit.isEmpty {
      return .frameworkCode("UIKit", entities: [], members: uikit, alsoUnshown: needed)
    }
    // `Firestore.firestore().collection(…)`: a framework's type, and the calls on it its own.
    if let type = code.matches(of: #/\b(\p{Lu}[\p{L}\p{N}_]*)\./#).lazy.map({ String($0.1) })
      .first(where: { !declaredNames.contains($0) && ForeignFrameworks.module(of: $0) != nil }),
      let module = ForeignFrameworks.module(of: type), module != "UIKit"
    {
      return .frameworkCode(
        module, entities: [], members: [type] + unknownModifiers,
        alsoUnshown: needed.filter { !unknownModifiers.contains($0) && $0 != type })
    }
    // `UIImage(data: data)`: a type of a framework docbuild lacks stops it too, whatever else
    // the note leaves out.
    let foreignTypes = CodeWords.orderedIdentifiers(in: CodeWithoutComments.of(code)).filter {
      $0.first?.isUppercase == true && !declaredNames.contains($0)
        && PlatformAPI.shared.foreignModule(of: $0) != nil
    }
    // `@Environment(\.authorizationController)`: a key another framework adds.
    let foreignKeys = needed.compactMap { name in
      name.wholeMatch(of: #/EnvironmentValues\.(\w+)/#).flatMap { key in
        ForeignFrameworks.environmentKeys[String(key.1)].map { (needed: name, module: $0) }
      }
    }
    if !foreignTypes.isEmpty || !foreignKeys.isEmpty {
      let modules =
        foreignTypes.compactMap(PlatformAPI.shared.foreignModule(of:)) + foreignKeys.map(\.module)
      let keys = foreignKeys.map { "\\.\($0.needed.dropFirst("EnvironmentValues.".count))" }
      return .foreignModule(
        modules.firstOccurrences, names: foreignTypes + keys,
        alsoUnshown: needed.filter { name in !foreignKeys.contains { $0.needed == name } })
    }
    // `extension Label where Title == Text`: the parameters of a generic platform type the
    // engine declares without them.
    let generic = PlatformGenericParameters.constrained(in: code).filter { type, parameters in
      !declaredNames.contains(type) && PlatformAPI.shared.module(of: type) != nil
        && parameters.contains(where: needed.contains)
    }
    if !generic.isEmpty {
      let parameters = Set(generic.flatMap(\.parameters))
      return .engineLacks(
        generic.map { "\($0.type)<\($0.parameters.joined(separator: ", "))>" },
        alsoUnshown: needed.filter { !parameters.contains($0) })
    }
    let renamed = needed.filter { EarlyBetaNames.releasedName(of: $0, in: code) != nil }
    if !renamed.isEmpty {
      return .renamedSinceBeta(
        renamed, released: renamed.map { EarlyBetaNames.releasedName(of: $0, in: code)! },
        alsoUnshown: needed.filter { !renamed.contains($0) })
    }
    let parameters = needed.filter { genericParameters[$0] != nil }
    // (A page type's generic parameter `Content` is that type's, not `ViewModifier`'s.)
    let owners = needed.filter { genericParameters[$0] == nil }.compactMap { name in
      conformedProtocol(giving: name).map { (name, $0) }
    }
    let members = owners.map(\.0)
    let unshown = needed.filter { !parameters.contains($0) && !members.contains($0) }
    if let owner = owners.first?.1 {
      // Code conforming to the protocol itself: the engine's protocol lacks the member.
      if DeclaredWords.conformances(in: [code]).contains(owner) {
        return .engineLacks(owners.map { "\($1).\($0)" }, alsoUnshown: unshown)
      }
      return .membersOfConformer(owner, members: members, alsoUnshown: unshown)
    }
    if unshown.isEmpty, let owner = parameters.first.flatMap({ genericParameters[$0] }) {
      return .membersOfPageType(owner.type, line: owner.line, parameters: parameters)
    }
    // `_count = State(initialValue: 0)` in a lone `init`: the storage of a view's `@State var
    // count`, a view the note never shows.
    let storages = WrapperStorage.assigned(in: code).filter { unshown.contains($0.storage) }
    if !storages.isEmpty {
      let storage = storages.map(\.storage)
      return .wrapperStorageApart(
        storage, wrappers: storages.map(\.wrapper),
        alsoUnshown: unshown.filter { !storage.contains($0) })
    }
    let statics = LooseStaticMembers.names(in: code)
    // Names shown only in fences not read as Swift are shown, just not compiled.
    let outsideSwift = unshown.filter { nonSwiftDeclarationLines[$0] != nil }
    let outsideLines = outsideSwift.map { nonSwiftDeclarationLines[$0]! }
    let syntax = outsideLines.lazy.compactMap { nonSwiftSyntaxProblems[$0] }.first
    if !outsideSwift.isEmpty, outsideSwift.count == unshown.count, statics.isEmpty {
      return .shownOutsideSwift(outsideSwift, lines: outsideLines, syntax: syntax)
    }
    let undeclared = NotRunReason.undeclaredNames(
      unshown.filter { nonSwiftDeclarationLines[$0] == nil }, outsideType: statics,
      bodyless: BodylessView.views(in: code), bodyLeftOut: ElidedBody.views(in: code),
      beyondEngine: PlatformAPI.shared.beyondEngine(in: code))
    // Its model from a block that does not compile stops it too: said, with that block's gaps.
    let reason = alsoNeeding(undeclared, code: code, besides: names)
    guard !outsideSwift.isEmpty else { return reason }
    return .alsoShownOutsideSwift(reason, names: outsideSwift, lines: outsideLines, syntax: syntax)
  }

  /// `reason`, with what else `code` needs said too: the types the note never declares
  /// (`unshown`), and the page's types from blocks that do not compile (besides `names`, which
  /// `reason` says), with what those blocks lack.
  private func alsoNeeding(
    _ reason: NotRunReason, unshown: [String] = [], code: String, besides names: [String] = []
  ) -> NotRunReason {
    let own = DeclaredWords.names(in: [code])
    // A block that fails only for want of this code's names waits on it: no obstacle of it.
    let fails = { (line: Int) in
      failedBlocks.contains(line) && failingOnlyForNames[line]?.isSubset(of: own) != true
    }
    // (A type of a block never compiled, too: a bare name read is no sure member of its types.)
    let broken = SwiftSource.writtenIdentifiers(in: code).filter { name in
      // (Not a platform type's name, `State` of `@State`, which the page may declare nested.)
      name.first?.isUppercase == true && !own.contains(name) && !names.contains(name)
        && PlatformAPI.shared.module(of: name) == nil
        && declarationLines[name].map { fails($0) || neverCompiled.contains($0) } == true
    }.map { ($0, declarationLines[$0]!) }
    // And the members it reads that only types of such blocks declare (`router` of a view that
    // does not compile, in a method shown apart from it).
    let members = undeclaredValues(in: code).compactMap { name -> (String, Int)? in
      guard !names.contains(name), !own.contains(name), let owners = memberOwners[name],
        let first = owners.first, owners.allSatisfy({ fails($0.line) })
      else { return nil }
      return (name, first.line)
    }
    // And the environment values it reads that only such blocks add (`@Environment(\.navigate)`
    // over an `extension EnvironmentValues` that does not compile).
    let keys = environmentKeys(in: code).compactMap { key -> (String, Int)? in
      guard let owners = memberOwners[key]?.filter({ $0.type == "EnvironmentValues" }),
        let first = owners.first, owners.allSatisfy({ fails($0.line) })
      else { return nil }
      return ("\\.\(key)", first.line)
    }
    let found = (broken + members + keys).sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    guard !found.isEmpty || !unshown.isEmpty else { return reason }
    let lines = found.map(\.1)
    // What the compiler found those blocks lack, as their own reasons say it.
    var lacking: [String] = []
    for line in Set(lines).sorted() {
      for name in unshownByBlock[line] ?? [] where !lacking.contains(name) { lacking.append(name) }
    }
    return .alsoNeeds(
      reason, unshown: unshown, names: found.map(\.0), lines: lines, sourcesLack: lacking)
  }

  /// The names `errors` quote that the page declares outside the block at `block`, in a block
  /// that did not compile or was not compiled, and that SwiftUI also declares (a
  /// `BackgroundStyle` modifier, a `backgroundStyle(color:)` method of an extension).
  private func shadowingNames(_ errors: [CompilerMessage], block: Int) -> [String] {
    let api = PlatformAPI.shared
    // (Read as SwiftUI's, not unfound: a name swiftc cannot find is said as such.)
    let quoted = Set(errors.filter { Self.unfoundName($0) == nil }.flatMap(\.quoted))
    return quoted.filter { name in
      guard declaredNames.contains(name), let line = declarationLines[name], line != block,
        failedBlocks.contains(line) || ownReasons[line] != nil
      else { return false }
      return api.module(of: name) != nil || api.isSwiftUIMember(name)
    }.sorted()
  }

  /// Uses `names` (or key paths `\.name`) declared in blocks that did not make the context, each
  /// with the fence line of the block declaring it.
  /// Also said: that `code` is itself a view without a `body`, or makes one of those views
  /// leaving out what it must be given (`StoryPageView()` without its `story`).
  /// `block`: the fence line of the block needing them.
  private func needsFailedBlock(_ names: [String], code: String, block: Int) -> NotRunReason {
    let leftOut = names.lazy.compactMap { name -> (String, [String])? in
      guard let required = requiredProperties[name], !required.isEmpty,
        let call = InitializerFit.calls(of: name, in: code).first
      else { return nil }
      var missing = required.filter {
        !call.labels.contains($0) && !call.trailingClosures.contains($0)
      }
      // The unlabelled trailing closure gives the first parameter left after those written,
      // with a memberwise initializer the last property still missing (`content`).
      if call.trailingClosures.first == .some(nil), !missing.isEmpty { missing.removeLast() }
      return missing.isEmpty ? nil : (name, missing)
    }.first
    let lines = names.map { name in
      guard name.hasPrefix("\\.") else { return declarationLines[name] ?? 0 }
      // A key path `\.library` is the environment's value, declared by its extension, not by
      // the first block with a property of that name.
      let member = String(name.dropFirst(2))
      return memberOwners[member]?.first { $0.type == "EnvironmentValues" }?.line
        ?? declarationLines[member] ?? 0
    }
    // What keeps those blocks from compiling: names the note never shows, or another cause
    // their own reason gives (not what a block is, an API listing, which says no cause).
    let cause = Set(lines).sorted().lazy.filter { self.unshownByBlock[$0] == nil }.compactMap {
      line in self.ownReasons[line].map { SourceBlockCause(line: line, reason: $0) }
    }.first { $0.reason.saysACause }
    // That block compiles only with this one, and fails on this one's code: the error is this
    // block's own, not a wait on that block.
    if case .otherBlockFails(block, let error, _)? = cause?.reason, let cause {
      return .neededBlockFailsOnThisBlock(line: cause.line, compilerError: error)
    }
    // That block lacks only API the engine lacks, which this block writes too (`KeyPress`):
    // the gap is this block's own, not a wait on that block.
    if case .engineLacks(let lacking, _)? = cause?.reason {
      let written = CodeWords.identifiers(in: code)
      // `.onKeyPress(action:)` is written `onKeyPress`.
      let own = lacking.filter { name in
        written.contains(
          String(name.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
      if !own.isEmpty { return .engineLacks(own) }
    }
    return .needsFailedBlock(
      names, lines: lines, bodylessView: BodylessView.declared(in: code), callLeavesOut: leftOut?.0,
      arguments: leftOut?.1 ?? [],
      sourcesLack: unshownNames(inBlocksAt: lines.filter { $0 > 0 && $0 != cause?.line }),
      sourceCause: cause)
  }

  /// The names `code` changes (`items.remove(atOffsets:)`, `count += 1`) that the page declares
  /// only with `let`, and the code itself does not declare.
  private func changedConstants(_ code: String) -> [String] {
    let own = Self.declaredWords(code)
    var names: [String] = []
    // `Substring.matches` does not overlap: a changed name right after another's `=` is rare.
    for match in code.matches(of: Self.change) {
      let name = String(match.1)
      guard constants[name] != nil, !own.contains(name), !names.contains(name) else { continue }
      names.append(name)
    }
    return names
  }

  /// A name changed by assignment or by a mutating method of a collection or `Bool`.
  nonisolated(unsafe) private static let change =
    #/(?:^|[^.\w])([\p{L}_][\p{L}\p{N}_]*)\s*(?:[-+*\/]?=(?!=)|\.(?:append|insert|remove\w*|move|sort|shuffle|reverse|toggle)\()/#

  /// The platform protocol that gives its conformers `name` (`Subviews`: `Layout`): the one the
  /// page's types conform to, else the only one that does.
  private func conformedProtocol(giving name: String) -> String? {
    guard let protocols = Self.conformerMembers[name] else { return nil }
    return protocols.first { conformances.contains($0) }
      ?? (protocols.count == 1 ? protocols[0] : nil)
  }

  /// Members and types a platform protocol gives every conforming type, which code inside one
  /// uses bare.
  private static let conformerMembers: [String: [String]] = [
    "objectWillChange": ["ObservableObject"],
    "Subviews": ["Layout"],
    "Content": ["ViewModifier"],
    "Configuration": [
      "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle",
      "GroupBoxStyle", "ProgressViewStyle", "DisclosureGroupStyle", "LabeledContentStyle",
      "ControlGroupStyle", "GaugeStyle", "FormStyle", "DatePickerStyle",
    ],
  ]

  /// `Color.random` of "type 'Color' has no member 'random'": a member the note's project adds
  /// to a framework or standard type in an extension the note never shows.
  private func extensionMember(_ error: CompilerMessage, block: Int, code: String) -> String? {
    guard
      let written = error.text.firstMatch(
        of:
          #/^(?:value of type|type) '([A-Za-z_][A-Za-z0-9_]*)\??' has no member '([\p{L}_][\p{L}\p{N}_]*)'$/#
      )
    else { return nil }
    // A generic parameter (`<Sheet: View>`) has the members its protocol's extensions add.
    let receiver = Self.constraint(ofParameter: String(written.1), in: code) ?? String(written.1)
    let member = String(written.2)
    guard
      // Helpers notes add to Foundation's and Core Graphics' types too (`CGPoint.distance(to:)`);
      // a member missing on `Bool` or `Int` is more likely a value of the wrong type.
      PlatformAPI.shared.module(of: receiver) != nil
        || (StandardTypeNames.all.contains(receiver)
          && !Self.standardTypes.contains(receiver)),
      // `Hashable.home`: a case of a type the note never shows, looked up on the protocol the
      // code asks of it; that type is what is missing, not a member of the protocol.
      !Self.standardProtocols.contains(receiver),
      // A name the block declares itself is a local (`let distance = a.distance(to: b)`).
      declarationLines[member].map({ $0 == block }) ?? true,
      // A member the platform declares (`.opacity` of a gradient) is the engine's gap.
      PlatformAPI.shared.member(named: member) == nil
        || Self.isOwnHelper(receiver: receiver, member: member, code: code)
    else { return nil }
    // Labels only where they tell the note's helper from the platform's member of that name.
    guard PlatformAPI.shared.member(named: member) != nil,
      let labels = CallLabels.of(member, in: code), !labels.isEmpty
    else { return "\(receiver).\(member)" }
    return "\(receiver)." + CallLabels.spelling(member, labels: labels)
  }

  /// The protocol generic parameter `name` is constrained to where `code` declares it
  /// (`func present<Sheet: View>`), when it is one.
  private static func constraint(ofParameter name: String, in code: String) -> String? {
    code.matches(of: #/[<,]\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([A-Za-z_][A-Za-z0-9_]*)/#)
      .first { $0.1 == name }.map { String($0.2) }
  }

  /// A call on a Foundation or standard type (`Bundle.main.decode(filename:as:)`) whose labels no
  /// platform member of that name takes: the note's own extension, not a gap of the engine's.
  private static func isOwnHelper(receiver: String, member: String, code: String) -> Bool {
    guard PlatformAPI.shared.module(of: receiver) == nil,
      StandardTypeNames.all.contains(receiver),
      let labels = CallLabels.of(member, in: code)
    else { return false }
    return !PlatformAPI.shared.member(named: member, acceptsLabels: labels)
  }

  /// The modules docbuild lacks that the nearest earlier block importing `module` imports too,
  /// with its line, when the block at `line` (`code`) imports nothing itself: a later part of the
  /// same file, shown without the imports its names may come from.
  private func lackedImports(of module: String, before line: Int, code: String)
    -> (modules: [String], line: Int)?
  {
    guard MissingModules.imported(in: code).isEmpty else { return nil }
    for (earlier, source) in blockCodes.sorted(by: { $0.key > $1.key }) where earlier < line {
      let imported = MissingModules.imported(in: source)
      guard imported.contains(module) else { continue }
      let lacked = imported.filter { !ExampleModules.all.contains($0) }
      return lacked.isEmpty ? nil : (lacked, earlier)
    }
    return nil
  }

  /// The names of frameworks docbuild does not have (UIKit, AppKit, Core Data, WidgetKit…) the
  /// compiler could not find, first, then the others `code` writes that the page never declares
  /// (swiftc stops reading a declaration at its first unknown type): the code is for another
  /// platform or needs a package.
  private func foreignNames(_ errors: [CompilerMessage], code: String) -> [(
    module: String, name: String
  )] {
    let unfound = errors.compactMap(Self.unfoundName)
    guard unfound.contains(where: { PlatformAPI.shared.foreignModule(of: $0) != nil }) else {
      return []
    }
    var found: [(module: String, name: String)] = []
    for name in unfound + NamedTypes(CodeWithoutComments.of(code)).names
    where !declaredNames.contains(name) && !found.contains(where: { $0.name == name }) {
      if let module = PlatformAPI.shared.foreignModule(of: name) { found.append((module, name)) }
    }
    return found
  }

  /// `@Environment(\.managedObjectContext)` (or `.environment(\.managedObjectContext, …)`) on
  /// the line of an error: a key another framework adds to `EnvironmentValues`, which swiftc
  /// reports only as "no exact matches in call to initializer" or a member the engine lacks.
  private static func foreignEnvironmentKey(_ errors: [CompilerMessage], source: String)
    -> (module: String, name: String)?
  {
    errors.lazy.compactMap { error in
      environmentKey(on: error.line, of: source).flatMap { key in
        ForeignFrameworks.environmentKeys[key].map { ($0, "\\.\(key)") }
      }
    }.first
  }

  /// The values a block reads and the types it makes (`landmarks`, `LandmarkRow(…)`) that no
  /// block of the page declares nor the platform has: swiftc, stopped by another block's
  /// errors, never reached them.
  private func unreachedNames(in code: String) -> [String] {
    unreachedNames(inCommentFree: CodeWithoutComments.of(code, blankingStrings: true))
  }

  /// `unreachedNames(in:)` of code whose comments (and strings' text) are already taken out.
  private func unreachedNames(inCommentFree code: String) -> [String] {
    unshownValues(in: code) + unshownTypes(inCommentFree: code)
  }

  /// The types `code` makes or names (`DataModel()`, `: Store`, `Item.self`,
  /// `DetailView.activityType`) that no block of the page declares nor the platform has.
  /// (Korean and Chinese names have no case: any of their calls.)
  private func unshownTypes(in code: String) -> [String] {
    // A comment's words and a string's are prose: `// 높이를 바꾸도록 함 (…)` makes no `함`.
    unshownTypes(inCommentFree: CodeWithoutComments.of(code, blankingStrings: true))
  }

  /// `unshownTypes(in:)` of code whose comments (and strings' text) are already taken out.
  private func unshownTypes(inCommentFree code: String) -> [String] {
    var types: [String] = []
    // `#Preview {` is a macro, not a type the note makes. (The bracket is looked ahead at, not
    // taken: `AnyView(CatView())` makes both.)
    let made = code.matches(of: #/(?:^|[^.#\p{L}\p{N}_])([\p{Lu}\p{Lo}][\p{L}\p{N}_]*)(?=\s*[({])/#)
      .map {
        String($0.1)
      }
    let bases = code.matches(of: #/(?:^|[^.\p{L}\p{N}_\\])(\p{Lu}[\p{L}\p{N}_]*)\.[\p{L}_]/#).map {
      String($0.1)
    }
    // An upper-case name passed as a value (`.id(HeaderID)`) is one the note never shows too.
    let passed = code.matches(of: #/(?:[(,]|:[ \t])\s*(\p{Lu}[\p{L}\p{N}_]*)(?=\s*[,)])/#).map {
      String($0.1)
    }
    let named = NamedTypes(code)
    for name in named.names + made + bases + passed {
      // A generic parameter (`Sheet` of `struct Presenter<Sheet: View>`) is the code's own; a
      // `$query` a broken parse puts where a type goes is a binding, no type.
      guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
        !declaredNames.contains(name), !types.contains(name), !named.parameters.contains(name),
        PlatformAPI.shared.module(of: name) == nil, ForeignFrameworks.module(of: name) == nil,
        !StandardTypeNames.all.contains(name), !StandardTypeNames.modules.contains(name),
        PlatformAPI.shared.standardModule(of: name) == nil, !Self.associatedTypes.contains(name)
      else { continue }
      types.append(name)
    }
    return types
  }

  /// Associated types SwiftUI's protocols give the types conforming to them
  /// (`ToggleStyle.Configuration`, `UIViewRepresentable.Coordinator`): a style's
  /// `makeBody(configuration: Configuration)` names its own, which no note declares.
  private static let associatedTypes: Set<String> = [
    "Configuration", "Coordinator", "UIViewType", "UIViewControllerType", "NSViewType",
    "NSViewControllerType", "Context",
  ]

  /// The names the blocks at these fence lines use that the note never declares (types, and
  /// values such as a model's `locationInfo(…)`): such a block cannot make the context another
  /// block would read its values from. A block that does not parse says its syntax error
  /// instead (`syntaxProblem(inBlocksAt:)`).
  private func unshownNames(inBlocksAt lines: [Int]) -> [String] {
    var names: [String] = []
    for line in Set(lines).sorted() where syntaxProblems[line] == nil {
      let code = CodeWithoutComments.of(blockCodes[line] ?? "", blankingStrings: true)
      let found = (unshownByBlock[line] ?? []) + unreachedNames(inCommentFree: code)
      // `_model` of `@StateObject var model` is the wrapper the block declares, not a name it
      // lacks; a name its code never writes was another block's, compiled beside it.
      let written = CodeWords.identifiers(in: code)
      let declared = Self.declaredWords(code)
      for name in found
      where !names.contains(name)
        && !(name.hasPrefix("_") && declared.contains(String(name.dropFirst())))
        && written.contains(
          String(name.drop { $0 == "." || $0 == "\\" }.prefix { $0 != "." && $0 != "(" }))
      {
        names.append(name)
      }
    }
    return names
  }

  /// The asset catalog's image symbols the blocks at these fence lines use (`AssetSymbol`).
  private func assetSymbols(inBlocksAt lines: [Int]) -> [String] {
    var symbols: [String] = []
    for line in Set(lines).sorted() {
      for symbol in AssetSymbol.symbols(in: blockCodes[line] ?? "") where !symbols.contains(symbol)
      {
        symbols.append(symbol)
      }
    }
    return symbols
  }

  /// The first syntax error of the blocks at these fence lines, if one does not parse.
  private func syntaxProblem(inBlocksAt lines: [Int]) -> SyntaxProblem? {
    Set(lines).sorted().lazy.compactMap { syntaxProblems[$0] }.first
  }

  /// A fragment (at fence line `block`) reading `names` the note never declares, some of which
  /// are the closure parameters of the nearest earlier block that has any (`proxy` of its
  /// `GeometryReader { proxy in … }`): it continues that closure. Nil when no block has them,
  /// and when the fragment opens closures of its own with parameters (`ScrollViewReader { proxy
  /// in … }`): such a fragment is an example of its own, reading a name the note leaves out.
  private func continuesClosure(_ fragment: FragmentKind, reading names: [String], block: Int)
    -> NotRunReason?
  {
    let lowercase = names.filter { $0.first?.isUppercase == false }
    guard !lowercase.isEmpty, ClosureParameters.names(in: blockCodes[block] ?? "").isEmpty else {
      return nil
    }
    for line in blockCodes.keys.filter({ $0 < block }).sorted(by: >) {
      let parameters = ClosureParameters.names(in: blockCodes[line]!)
      let read = lowercase.filter(parameters.contains)
      guard !read.isEmpty else { continue }
      return .continuesClosure(
        fragment, parameters: read, line: line, alsoUnshown: names.filter { !read.contains($0) })
    }
    return nil
  }

  /// The fence line of the page's block that holds note line `line`: where a reader finds it.
  private func fenceLine(containing line: Int) -> Int {
    blockCodes.keys.filter { $0 <= line }.max() ?? line
  }

  /// An excerpt needing `missing`, some of which only the code of blocks it uses lacks
  /// (`ButtonView` of the view an app makes): it names what it writes itself, and says the
  /// rest as what those broken blocks use (all of `missing` when it names no such block).
  private func excerptWithUsedBlocks(
    needing missing: [String], errors: [CompilerMessage], unit: CompilationUnit,
    block: SourceRange, code: String
  ) -> NotRunReason {
    let own = undeclaredNames(
      errors.filter { otherBlockLine($0, unit: unit, block: block) == nil },
      block: block.start.line, code: code)
    let words = CodeWords.identifiers(in: code)
    let written = missing.filter { name in
      own?.contains(name) == true || words.contains(String(name.prefix { $0 != "." }))
    }
    // Their own reasons are not known yet (they come later on the page): what the compiler
    // found in their code, compiled beside this block.
    guard !written.isEmpty, written.count < missing.count,
      case .alsoNeeds(let first, let unshown, let names, let lines, let lacking) = excerpt(
        needing: written, code: code),
      lacking.isEmpty
    else { return excerpt(needing: missing, code: code) }
    let fences = blockCodes.keys.sorted()
    let theirs = errors.compactMap { error -> String? in
      guard let line = otherBlockLine(error, unit: unit, block: block),
        let fence = fences.last(where: { $0 <= line }), lines.contains(fence),
        let name = Self.unfoundName(error), missing.contains(name), !written.contains(name)
      else { return nil }
      return name
    }.firstOccurrences
    return .alsoNeeds(first, unshown: unshown, names: names, lines: lines, sourcesLack: theirs)
  }

  /// Names missing only in code other blocks brought (`Author` of line 137's `Book`): the block
  /// uses those blocks' types, which cannot compile without them, and that is its reason, not
  /// the names it never writes itself.
  private func reachedThrough(
    _ missing: [String], errors: [CompilerMessage], unit: CompilationUnit, block: SourceRange,
    code: String
  ) -> NotRunReason? {
    let own = errors.filter { otherBlockLine($0, unit: unit, block: block) == nil }
    let words = CodeWords.identifiers(in: code)
    guard undeclaredNames(own, block: block.start.line, code: code) == nil,
      !missing.contains(where: words.contains)
    else { return nil }
    let fences = blockCodes.keys.sorted()
    let sources = Set(
      errors.compactMap { otherBlockLine($0, unit: unit, block: block) }.compactMap { line in
        fences.last { $0 <= line }
      })
    let used = declarationLines.filter { name, line in
      sources.contains(line) && name.first?.isUppercase == true && words.contains(name)
    }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
    guard !used.isEmpty else { return nil }
    return .needsFailedBlock(
      used.map(\.key), lines: used.map(\.value), sourcesLack: missing)
  }

  /// The values `code` reads without declaring them that a type of the page declares as members.
  private func pageMembers(readIn code: String) -> Set<String> {
    Set(undeclaredValues(in: code).filter { memberOwners[$0] != nil })
  }

  /// The values `code` reads and declares nowhere in itself (`NameUsage`).
  private func undeclaredValues(in code: String) -> [String] {
    SwiftSource.parse(code).map { NameUsage($0).undeclaredValues } ?? []
  }

  /// The environment keys `code` reads with `@Environment(\.key)` or writes with
  /// `.environment(\.key, value)`.
  private func environmentKeys(in code: String) -> [String] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    let usage = NameUsage(tree)
    return usage.environmentKeys.union(usage.writtenEnvironmentKeys).sorted()
  }

  /// The values `code` reads (`show` of `.blur(radius: show ? 20 : 0)`) that neither it, nor any
  /// block of the page, nor the platform declares.
  private func unshownValues(in code: String) -> [String] {
    // In a subclass or an extension of a framework's type (`class Footer: UIView`, `extension
    // UIScrollView`), the values no block declares are that type's members (`bounds`).
    guard !Self.extendsFrameworkType(code) else { return [] }
    return PageNames.unshown(undeclaredValues(in: code), declared: declaredNames)
  }

  /// Whether `code` subclasses or extends a type of a framework docbuild lacks (UIKit, AppKit).
  private static func extendsFrameworkType(_ code: String) -> Bool {
    let supertypes = code.matches(
      of: #/\b(?:class[ \t]+[\p{L}_][\p{L}\p{N}_]*[ \t]*:|extension)[ \t]+([\p{L}_][\p{L}\p{N}_]*)/#
    )
    return supertypes.contains { PlatformAPI.shared.foreignModule(of: String($0.1)) != nil }
  }

  /// What a block compiled alone is when swiftc's errors say it belongs inside a type: a
  /// statement reading `self` (from one of the type's methods), or a property with observers,
  /// which only a type's stored property may declare without an initial value.
  private func partOfUnshownType(_ errors: [CompilerMessage], code: String)
    -> NotRunReason?
  {
    // A block declaring a type of its own may mean `self` of that type.
    guard code.firstMatch(of: #/\b(?:struct|class|enum|actor|extension)\s/#) == nil else {
      return nil
    }
    if errors.contains(where: { $0.text.hasPrefix("cannot find 'self' in scope") }) {
      let members = Self.selfMembers(in: code)
      // Members it declares itself (`@State var offset` beside a chain reading `self.offset`)
      // are not an unshown type's.
      guard members.allSatisfy({ !Self.declaredWords(code).contains($0) }) else { return nil }
      return .statementOfUnshownType(members: members)
    }
    if errors.contains(where: {
      $0.text == "non-member observing properties require an initializer"
    }),
      let property = code.firstMatch(of: #/\bvar\s+([\p{L}_][\p{L}\p{N}_]*)/#)
    {
      // What else it uses that the note never shows is said too: an initial value alone
      // would not let it compile.
      let unfound = errors.compactMap(Self.unfoundName).firstOccurrences
      return .observedPropertyApart(
        String(property.1), unshown: PageNames.unshown(unfound, declared: declaredNames))
    }
    return nil
  }

  /// What a statement reads of `self`, in order: `self.name`; `$name` and `\.name`, as in
  /// `$name.map { … }.assign(to: \.isValid, on: self)`.
  private static func selfMembers(in code: String) -> [String] {
    let reads =
      code.matches(of: #/\bself\.([\p{L}_][\p{L}\p{N}_]*)/#).map(\.1)
      + code.matches(of: #/(?:^|[^\p{L}\p{N}_.])\$([\p{L}_][\p{L}\p{N}_]*)/#).map(\.1)
      + code.matches(of: #/\\\.([\p{L}_][\p{L}\p{N}_]*)/#).map(\.1)
    var members: [String] = []
    for match in reads where match != "self" && !members.contains(String(match)) {
      members.append(String(match))
    }
    return members
  }

  /// The properties `code` reaches as `self.name` (not methods it calls so) that it does not
  /// declare itself, nor a platform protocol gives (`objectWillChange`): the type it belongs to
  /// would declare them.
  private static func selfProperties(in code: String) -> [String] {
    let own = declaredWords(code)
    return code.matches(of: #/\bself\.([\p{L}_][\p{L}\p{N}_]*)(?![\p{L}\p{N}_]|\s*\()/#).map {
      String($0.1)
    }
    .filter { !own.contains($0) && conformerMembers[$0] == nil }.firstOccurrences
  }

  /// Statements that say `self` (`.assign(to: \.isValid, on: self)`) reading members one type of
  /// the page declares: code of that type's method, whatever else they read from other blocks.
  private func statementOfShownType(_ fragment: FragmentKind, code: String, block: Int)
    -> NotRunReason?
  {
    guard fragment == .snippet, code.firstMatch(of: #/\bself\b/#) != nil,
      code.firstMatch(of: #/\b(?:struct|class|enum|actor|extension)\s/#) == nil
    else { return nil }
    return ownerShown(.statementOfUnshownType(members: Self.selfMembers(in: code)), block: block)
  }

  /// The page's type (or extension) that another block shows declaring what `code` declares at
  /// its top level (its copy nearest before the block at `block`), with those members.
  private func ownerDeclaring(_ code: String, block: Int) -> (
    type: String, line: Int, members: [String]
  )? {
    guard let tree = SwiftSource.parse(code) else { return nil }
    let declared = tree.statements.flatMap { statement -> [String] in
      guard case .decl(let decl) = statement.item else { return [] }
      return decl.declaredNames.sorted()
    }.firstOccurrences
    let methods = tree.topLevelFunctionNames
    for name in declared {
      // A method is a type's that declares a method of that name: a modifier's
      // `func body(content:)`, not a view's `var body`.
      let isMethod = methods.contains(name)
      let owners = (memberOwners[name] ?? []).filter { owner in
        owner.line != block
          && (!isMethod || blockCodes[owner.line]?.contains("func \(name)") != false)
      }
      guard let owner = MemberOwners.nearest(owners, before: block) else { continue }
      let members = declared.filter { member in
        memberOwners[member]?.contains { $0.type == owner.type } == true
      }
      return (owner.type, owner.line, members)
    }
    return nil
  }

  /// A statement of a type's method whose members of `self` a type of the page declares all
  /// of: that type (its copy nearest before the block at `block`), shown elsewhere, and the
  /// others that declare them too.
  private func ownerShown(_ reason: NotRunReason, block: Int) -> NotRunReason? {
    guard case .statementOfUnshownType(let members) = reason, !members.isEmpty else { return nil }
    let owners = members.map {
      MemberOwners.holding((memberOwners[$0] ?? []).filter { $0.line != block })
    }
    let shared = owners.dropFirst().reduce(Set(owners[0].map(\.type))) {
      $0.intersection($1.map(\.type))
    }
    // Each type declaring them all, at its copy nearest before the block, nearest first: a
    // view and the child it hands a binding to may both hold the flag a statement toggles.
    let candidates = shared.compactMap { type in
      MemberOwners.nearest(
        owners[0].filter { $0.type == type }.sorted { $0.line < $1.line }, before: block)
    }.sorted { abs($0.line - block) < abs($1.line - block) }
    guard let owner = candidates.first else { return nil }
    return .statementOfShownType(
      owner.type, line: owner.line, members: members, others: Array(candidates.dropFirst()))
  }

  /// The SwiftUI, Combine or Observation names the compiler could not find in the engine, each
  /// with the first error about it: a type or function, a member of a type the note does not
  /// declare, or a conformance (`DispatchQueue` as a `Scheduler`).
  private func lackingAPI(
    _ errors: [CompilerMessage], members: Bool, code: String, source: String
  ) -> [(
    name: String, message: CompilerMessage
  )] {
    let api = PlatformAPI.shared
    // `.move(edge: .traling)`: swiftc says the type has no `move`, for want of the misspelt
    // argument on its line; the misspelling is the note's, the member is no gap.
    let misspeltArgumentLines = Set(
      errors.compactMap { error -> Int? in
        guard
          let match = error.text.firstMatch(
            of: #/^cannot infer contextual base in reference to member '([A-Za-z_][A-Za-z0-9_]*)'/#),
          MisspeltName.member(String(match.1)) != nil
        else { return nil }
        return error.line
      })
    var found: [(name: String, message: CompilerMessage)] = []
    for error in errors {
      var name: String?
      if let unfound = Self.unfoundName(error), !declaredNames.contains(unfound),
        let module = api.module(of: unfound), !PlatformAPI.foreignModules.contains(module)
      {
        name = unfound
      } else if let match = error.text.firstMatch(
        of: #/^type '([A-Za-z_][A-Za-z0-9_]*)' has no member '([A-Za-z_][A-Za-z0-9_]*)'$/#),
        api.module(of: "\(match.1).\(match.2)") != nil
      {
        // A type nested in a platform type (`Publishers.CombineLatest3`).
        name = "\(match.1).\(match.2)"
      } else if members,
        let match = error.text.firstMatch(
          of: #/^(?:value of type|type) '([^']+)' has no member '([A-Za-z_][A-Za-z0-9_]*)'$/#),
        match.1 != Notebook.fragmentType, !misspeltArgumentLines.contains(error.line),
        // A method read as a value (`offset.width` where the note's `offset` is unshown and the
        // view's `offset(_:)` answers): the value is what is missing, not a member.
        !match.1.contains("->"),
        !declaredNames.contains(String(match.1.prefix { $0.isLetter || $0.isNumber || $0 == "_" })),
        // `Bool` has no `value` in SwiftUI either: the note's (or an old beta's) mistake.
        !Self.standardTypes.contains(String(match.1)),
        !Self.isOwnHelper(receiver: String(match.1), member: String(match.2), code: code),
        // The page's own extension method (`backgroundStyle(color:)` on `View`), not SwiftUI's.
        memberOwners[String(match.2)]?.contains(where: { !declaredNames.contains($0.type) })
          != true,
        let member = api.member(
          named: String(match.2),
          calledWith: Self.labels(calling: String(match.2), on: error.line, of: source) ?? [])
      {
        name = member
      } else if error.text.hasPrefix("cannot infer key path type from context"),
        let key = Self.environmentKey(on: error.line, of: source),
        api.platform(of: ".\(key)") != nil, let member = api.member(named: key)
      {
        // `@Environment(\.complicationRenderingMode)`: another platform's key (or a newer iOS's).
        // (A key the engine has is unresolved only for another error of its expression.)
        name = member
      } else if let call = PlatformInitializerCall.lacking(error, source: source) {
        name = call
      } else if let spelling = Self.platformOverload(error, source: source) {
        name = spelling
      } else if let match = error.text.firstMatch(
        of: #/requires that '([A-Za-z_][A-Za-z0-9_.]*)' conform to '([A-Za-z_][A-Za-z0-9_]*)'$/#),
        api.module(of: String(match.1)) != nil, api.module(of: String(match.2)) != nil,
        // The page's own `BackgroundStyle: ViewModifier`, not SwiftUI's style of that name.
        !declaredNames.contains(String(match.1))
      {
        name = "\(match.1)` as a `\(match.2)"
      }
      // Core Data's context is no gap of the engine's: the framework is what is missing.
      if let name, !found.contains(where: { $0.name == name }),
        ForeignFrameworks.environmentKeys[String(name.dropFirst())] == nil
      {
        found.append((name, error))
      }
    }
    return found
  }

  /// `.focusable(_:onFocusChange:)` of "extra trailing closure passed in call" on
  /// `.focusable(true) { … }`: a call with more than the engine's spellings take, which only
  /// another platform's (or a newer iOS's) spelling of that member takes.
  private static func platformOverload(_ error: CompilerMessage, source: String) -> String? {
    guard
      error.text == "extra trailing closure passed in call"
        || error.text.hasPrefix("extra argument '") && error.text.hasSuffix("' in call")
    else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line >= 1, error.line <= lines.count else { return nil }
    let line = lines[error.line - 1]
    for call in line.matches(of: #/\.([\p{L}_][\p{L}\p{N}_]*)\(/#) {
      guard let labels = CallLabels.labels(of: line[call.range.upperBound...]),
        let spelling = PlatformAPI.shared.platformSpelling(of: String(call.1), extending: labels)
      else { continue }
      return spelling
    }
    return nil
  }

  /// `key` of `@Environment(\.key)` or `.environment(\.key, …)` on the unit's `line`.
  private static func environmentKey(on line: Int, of source: String) -> String? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    return lines[line - 1].firstMatch(of: #/nvironment\(\\\.(\w+)\s*[,)]/#).map { String($0.1) }
  }

  /// The labels of the call to `.member(…)` on the unit's `line`, as written there.
  private static func labels(calling member: String, on line: Int, of source: String)
    -> [String]?
  {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    return CallLabels.of(member, in: String(lines[line - 1]))
  }

  /// The API the engine lacks that `result`'s errors name, spelled as Apple does
  /// (`.presentationCornerRadius(_:)`).
  func lackingNames(_ result: ExampleResult, job: ExampleJob, code: String) -> [String] {
    lackingAPI(
      result.errors, members: job.unit.fragment != .modifierChain, code: code,
      source: job.unit.source
    ).map(\.name)
  }

  /// The names a block's own `var`, `let` and `func` declare, read as words.
  private static func declaredWords(_ code: String) -> Set<String> {
    let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    return Set(
      zip(words, words.dropFirst()).filter { ["var", "let", "func"].contains($0.0) }.map {
        String($0.1)
      })
  }

  /// The type aliases a `UIViewRepresentable` (or UIKit and AppKit sibling) gives its
  /// conformers: when the engine lacks the protocol, they are not names the note never shows.
  private static let representableNames: Set<String> = [
    "Context", "Coordinator", "UIViewType", "UIViewControllerType", "NSViewType",
    "NSViewControllerType",
  ]

  /// Swift's and Foundation's value types, whose members are not SwiftUI API the engine lacks.
  private static let standardTypes: Set<String> = [
    "Bool", "Int", "Double", "Float", "String", "Character", "Date", "URL", "UUID", "Data",
  ]

  /// Swift's protocols, which code meets as the type of a value of a type it never shows.
  private static let standardProtocols: Set<String> = [
    "Hashable", "Equatable", "Identifiable", "Comparable", "Codable", "Sendable", "Error",
  ]

  /// "cannot find 'Counter（）' in scope": full-width punctuation typed with a CJK input method,
  /// which Swift reads as part of a name. The note's own mistake, whatever else is missing.
  private static func isFullWidthTypo(_ error: CompilerMessage) -> Bool {
    guard let match = error.text.firstMatch(of: #/^cannot find (?:type )?'([^']+)' in scope$/#)
    else { return false }
    return match.1.unicodeScalars.contains { (0xFF01...0xFF5E).contains($0.value) }
  }

  /// `id` of `proxy.scrollTo(id)` in a fragment, a value the note never declares, which swiftc
  /// took for the wrapper view's method: "type '(ID) -> IDView<NoteExample, ID>' cannot conform
  /// to 'Hashable'". The name is the word at the message's position.
  private static func wrapperMethodValue(_ error: CompilerMessage, source: String) -> String? {
    guard error.text.contains("'("), error.text.contains("<\(Notebook.fragmentType)") else {
      return nil
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line >= 1, error.line <= lines.count, error.column >= 1 else { return nil }
    let bytes = Array(lines[error.line - 1].utf8)
    guard error.column <= bytes.count else { return nil }
    let rest = String(decoding: bytes[(error.column - 1)...], as: UTF8.self)
    let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    // At a call (`scrollTo(id, anchor: .top)`): the value is its bare argument.
    if rest.dropFirst(word.count).first == "(",
      let arguments = CallLabels.split(rest.dropFirst(word.count + 1))
    {
      return arguments.lazy.compactMap { argument -> String? in
        let value =
          (argument.firstIndex(of: ":").map { argument[argument.index(after: $0)...] }
          ?? argument).trimmingCharacters(in: .whitespaces)
        guard value.first?.isLowercase == true,
          value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return value
      }.first
    }
    guard word.first?.isLowercase == true else { return nil }
    return String(word)
  }

  /// `width` of "value of type 'NoteExample' has no member 'width'": a member of the wrapper
  /// docbuild put a fragment in, which the note's own view has.
  private static func wrapperMember(_ error: CompilerMessage) -> String? {
    guard
      let match = error.text.firstMatch(
        of: #/^value of type '([^']+)' has no member '([^']+)'$/#),
      match.1 == Notebook.fragmentType
    else { return nil }
    return String(match.2)
  }

  /// swiftc's "failed to produce diagnostic for expression; please submit a bug report": it
  /// could not type-check the code and says nothing about why.
  /// The members `code` reads from `self` (`self.dectionary`) that no block of the page
  /// declares, nor the block itself, nor SwiftUI's views.
  private func unreadMembers(in code: String) -> [String] {
    var members: [String] = []
    for match in code.matches(of: #/\bself\.([\p{L}_][\p{L}\p{N}_]*)/#) {
      let name = String(match.1)
      guard !members.contains(name), !declaredNames.contains(name),
        !Self.declaredWords(code).contains(name), PlatformAPI.shared.member(named: name) == nil
      else { continue }
      members.append(name)
    }
    return members
  }

  private static func isGivingUp(_ error: CompilerMessage) -> Bool {
    error.text.hasPrefix("failed to produce diagnostic")
  }

  /// What an author reads for a compiler message: the compiler's words without the module
  /// docbuild compiles examples in (`main.`), except where it gave up, and with what is wrong
  /// said when the words alone mislead (a view declared without `body`, the `cause` the error
  /// is about). `lines`: the compiled file's.
  private static func authorText(
    _ error: CompilerMessage, lines: [Substring], cause: CompileErrorCause?
  ) -> String {
    if let cause { return cause.text(in: .en) }
    guard isGivingUp(error) else {
      let text =
        BodylessView.message(for: error, lines: lines)
        ?? LabellessLink.message(for: error, lines: lines) ?? error.text
      return text.replacing(#/'main\./#, with: "'")
    }
    return
      "the Swift compiler gave up on this code without saying what is wrong (\"failed to produce diagnostic\"): look for a mistake inside a view builder or a closure, or API the engine lacks"
  }

  /// The key paths on the lines of this block's errors that explain them: those whose property
  /// another block of the page declares, a block that did not make the context (`\.pgRepository`),
  /// and environment values nothing declares (`EnvironmentValues.overlayContainer`, a package's).
  /// swiftc says only "no exact matches in call to initializer".
  private func keyPaths(_ errors: [CompilerMessage], unit: CompilationUnit, block: SourceRange)
    -> (elsewhere: [String], unshown: [String])
  {
    let lines = unit.source.split(separator: "\n", omittingEmptySubsequences: false)
    var elsewhere: [String] = []
    var unshown: [String] = []
    for error in errors where error.line >= 1 && error.line <= lines.count {
      guard
        let position = unit.sourceMap.noteLocation(forUnitLine: error.line, column: error.column),
        (block.start.line...block.end.line).contains(position.line)
      else { continue }
      let code = lines[error.line - 1]
      // An environment key read or set, or a key path the message itself names: not `\.id`
      // beside an unrelated error.
      let environment = code.contains("nvironment(\\.")
      for match in code.matches(of: #/\\\.([\p{L}_][\p{L}\p{N}_]*)/#) {
        let name = String(match.1)
        // An environment key is a member of `EnvironmentValues`: a page's property of the same
        // name (`@State var isFocused`) is not the value `\.isFocused` reads.
        let owner =
          environment
          ? memberOwners[name]?.first { $0.type == "EnvironmentValues" }?.line
          : declarationLines[name]
        if let line = owner, line != block.start.line,
          environment || error.text.contains("'\(name)'")
        {
          if !elsewhere.contains("\\.\(name)") { elsewhere.append("\\.\(name)") }
        } else if environment, owner == nil, PlatformAPI.shared.member(named: name) == nil {
          // A platform environment value is the engine's gap, not a name the note forgets.
          let value = "EnvironmentValues.\(name)"
          if !unshown.contains(value) { unshown.append(value) }
        }
      }
    }
    return (elsewhere, unshown)
  }

  /// `.interactiveDismissDisabled(attempToDismiss:)` of "extra argument 'attempToDismiss' in call"
  /// on a call of a platform modifier none of whose spellings takes that label, and which the
  /// page does not declare: an overload the note's project adds in an extension it never shows.
  private func unshownOverloads(_ errors: [CompilerMessage], unit: CompilationUnit) -> [String] {
    let lines = unit.source.split(separator: "\n", omittingEmptySubsequences: false)
    var overloads: [String] = []
    for error in errors where error.line >= 1 && error.line <= lines.count {
      guard
        let label = error.text.wholeMatch(
          of: #/extra argument '([\p{L}_][\p{L}\p{N}_]*)' in call/#)?.1
      else { continue }
      let before = lines[error.line - 1].prefix(max(0, error.column - 1))
      guard let call = before.matches(of: #/\.([\p{L}_][\p{L}\p{N}_]*)\(/#).last?.1,
        PlatformAPI.shared.member(named: String(call)) != nil,
        !PlatformAPI.shared.member(named: String(call), takes: String(label)),
        !declaredNames.contains(String(call))
      else { continue }
      let overload = ".\(call)(\(label):)"
      if !overloads.contains(overload) { overloads.append(overload) }
    }
    return overloads
  }

  /// `X` of "cannot find 'X' in scope", "cannot find type 'X' in scope" or "unknown attribute 'X'".
  private static func unfoundName(_ error: CompilerMessage) -> String? {
    // Any letters: Korean and Chinese notes name their types in their own script.
    // `$name`: the binding of a value the block does not declare is that value.
    // `unknown attribute 'Attribute'`: an attached macro (SwiftData's) the compiler did not find.
    // `type 'user.Type' cannot conform to 'Encodable'`: a lower-case value the note never
    // declares that Glibc declares as a C struct (`struct user`), which swiftc found instead.
    let patterns = [
      #/^cannot find (?:type )?'\$?([\p{L}_][\p{L}\p{N}_]*)' in scope$/#,
      #/^unknown attribute '([\p{L}_][\p{L}\p{N}_]*)'$/#,
      #/^type '(\p{Ll}[\p{L}\p{N}_]*)\.Type' cannot conform to '/#,
    ]
    return patterns.lazy.compactMap { error.text.firstMatch(of: $0).map { String($0.1) } }.first
  }

  /// `detailContent` of "value of type 'ContentView' has no member 'detailContent'".
  private static func unfoundMember(_ error: CompilerMessage) -> String? {
    error.text.firstMatch(of: #/^value of type '[^']+' has no member '([\p{L}_][\p{L}\p{N}_]*)'$/#)
      .map { String($0.1) }
  }

  /// The note line of a compiler message that lies in another block's code, compiled with this
  /// block (`block`: where this one is in the note).
  private func otherBlockLine(_ message: CompilerMessage, unit: CompilationUnit, block: SourceRange)
    -> Int?
  {
    guard
      let position = unit.sourceMap.noteLocation(forUnitLine: message.line, column: message.column),
      !(block.start.line...block.end.line).contains(position.line)
    else { return nil }
    return position.line
  }

  /// A type of another block of the page that the compiler finds lacking a conformance the
  /// block's code requires, where the block declares no such type itself.
  private func borrowedType(_ error: CompilerMessage, block: Int) -> CompileErrorCause? {
    guard
      let match = error.text.firstMatch(
        of: #/requires that '([\p{L}_][\p{L}\p{N}_]*)' conform to '(\w+)'$/#),
      let line = declarationLines[String(match.1)], line != block,
      !DeclaredWords.names(in: [blockCodes[block] ?? ""]).contains(String(match.1))
    else { return nil }
    return .borrowedType(String(match.1), line: line, conformance: String(match.2))
  }

  /// A standard type (`Character`) that the compiler finds lacking a model's conformance
  /// (`Decodable`), whose name the page never declares and `code` uses as a model's
  /// (`[Character]`, `Character.self`): the note's model type, never shown. (Not `Self`.)
  private func standardTypeAsModel(_ errors: [CompilerMessage], code: String) -> (String, String)? {
    for error in errors {
      guard
        let match = error.text.firstMatch(
          of:
            #/(?:requires that '(\w+)' conform to|type '(\w+)' does not conform to protocol) '(Decodable|Encodable|Codable|Identifiable|Hashable|Equatable)'/#
        ),
        let type = (match.1 ?? match.2).map(String.init),
        StandardTypeNames.all.contains(type), !declaredNames.contains(type), type != "Self",
        code.contains("[\(type)]") || code.contains("\(type).self")
      else { continue }
      return (type, String(match.3))
    }
    return nil
  }

  /// `RandomNumberGenerator()` where the note never declares its own class of that name:
  /// Swift's standard protocol is found instead, which cannot be made ("'any
  /// RandomNumberGenerator' cannot be constructed because it has no accessible initializers").
  private func standardProtocolMade(_ errors: [CompilerMessage]) -> String? {
    for error in errors {
      guard
        let match = error.text.firstMatch(
          of: #/^'any (\w+)' cannot be constructed because it has no accessible initializers/#),
        // SwiftUI's own (`View()`) is the note's misuse, not a type it never shows.
        PlatformAPI.shared.module(of: String(match.1)) == nil,
        !declaredNames.contains(String(match.1))
      else { continue }
      return String(match.1)
    }
    return nil
  }

  /// Whether a compiler message is in the block's own lines of the note.
  private func isInBlock(_ message: CompilerMessage, unit: CompilationUnit, block: SourceRange)
    -> Bool
  {
    unit.sourceMap.noteLocation(forUnitLine: message.line, column: message.column).map {
      (block.start.line...block.end.line).contains($0.line)
    } ?? false
  }

  /// Where a compiler message is in the note, when it is in the note's own code.
  private func unit(_ unit: CompilationUnit, position message: CompilerMessage) -> SourceRange? {
    unit.sourceMap.noteLocation(forUnitLine: message.line, column: message.column).map {
      SourceRange(start: $0, end: $0)
    }
  }

  /// The module of a `no such module 'UIKit'` error: the block's code is for another platform
  /// or needs a package, and its other errors follow from that.
  private static func missingModule(_ errors: [CompilerMessage]) -> String? {
    for error in errors {
      if let match = error.text.firstMatch(of: #/^no such module '([^']+)'$/#) {
        return String(match.1)
      }
    }
    return nil
  }

  /// `block`: where the block is in the note, fences included.
  private func compileErrors(
    _ result: ExampleResult, unit: CompilationUnit, fence: SourceRange, block: SourceRange
  ) -> [Diagnostic] {
    if CompilerCrash.isShown(in: result.compilerOutput) {
      var crash = Diagnostic.error(
        "example.compile", CompilerCrash.message, path: path, range: fence)
      crash.cause = .compilerCrash
      return [crash]
    }
    guard !result.errors.isEmpty else {
      let text = Self.lastLine(result.compilerOutput) ?? "the compiler failed"
      return [.error("example.compile", text, path: path, range: fence)]
    }
    let lines = unit.source.split(separator: "\n", omittingEmptySubsequences: false)
    // The block's own errors first: those in other blocks' code, compiled with it, come after.
    let ordered =
      result.errors.filter { otherBlockLine($0, unit: unit, block: block) == nil }
      + result.errors.filter { otherBlockLine($0, unit: unit, block: block) != nil }
    // swiftc's further errors over one mistake (three over one `@Binding var isOn = false`)
    // say its cause once.
    var said: Set<CompileErrorCause> = []
    return ordered.compactMap { message in
      let notes = CompilerMessage.notes(on: message, in: result.compilerOutput)
      let cause =
        OwnMistake.cause(of: message, notes: notes, lines: lines)
        ?? borrowedType(message, block: block.start.line)
        ?? DeclaredTwice.cause(of: message, notes: notes) {
          isInBlock($0, unit: unit, block: block)
        }
      if let cause, !said.insert(cause).inserted { return nil }
      var diagnostic = compileError(
        message, text: Self.authorText(message, lines: lines, cause: cause), unit: unit,
        fence: fence, block: block)
      diagnostic.cause = cause
      return diagnostic
    }
  }

  /// The diagnostic of one compiler message, said as `text`, where the note has its line.
  private func compileError(
    _ message: CompilerMessage, text: String, unit: CompilationUnit, fence: SourceRange,
    block: SourceRange
  ) -> Diagnostic {
    if let position = unit.sourceMap.noteLocation(
      forUnitLine: message.line, column: message.column)
    {
      // In another block's code, compiled with this one: the error is this block's.
      guard (block.start.line...block.end.line).contains(position.line) else {
        let place = position.line < block.start.line ? "earlier" : "later"
        return .error(
          "example.compile",
          text + " (at line \(position.line), \(place) on the page)",
          path: path, range: fence)
      }
      return .error(
        "example.compile", text, path: path,
        range: SourceRange(start: position, end: position))
    }
    // A wrapper line docbuild added around a fragment: the nearest line of the note. The
    // driver after the unit: the fence, since it concerns the block as a whole.
    if let line = unit.sourceMap.nearestNoteLine(forUnitLine: message.line),
      message.line <= unit.sourceMap.lines.count
    {
      return .error(
        "example.compile", text + " (in code docbuild added)", path: path,
        range: SourceRange(lines: line, line))
    }
    return .error(
      "example.compile", text + " (in code docbuild added)", path: path, range: fence)
  }

  private static func lastLine(_ text: String) -> String? {
    text.split(separator: "\n").last.map { String($0.trimmingCharacters(in: .whitespaces)) }
  }
}

extension Set {
  /// The element of a set of one.
  fileprivate var onlyElement: Element? { count == 1 ? first : nil }
}

extension Optional where Wrapped == String {
  fileprivate var orEmpty: String { self ?? "" }
}
