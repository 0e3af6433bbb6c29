/// What a Swift block of a note is, as far as running it goes.
public enum SwiftBlockCategory: Hashable, Sendable {
  /// Declarations and/or top-level statements that stand as a file.
  case program
  /// Code that belongs inside something else; compiled wrapped where that can work.
  case fragment(FragmentKind)
  /// Declarations without bodies, as in an SDK interface: shown, not compiled.
  case apiListing
  /// Console or debugger output written in a Swift fence: shown, not compiled.
  case consoleLog
  /// A compiler's message written in a Swift fence (`QuotedCompilerMessage`): shown, not
  /// compiled.
  case compilerMessage
  /// Code followed, in the same fence, by the output it prints (`CodeWithOutput`): shown, not
  /// compiled.
  case codeWithOutput
  /// The rest of a program whose first fence is at note line `line` (`SplitProgram`): compiled
  /// and run with that fence.
  case partOfExample(line: Int)
  /// Swift with a syntax error: shown, not run.
  case invalid(SyntaxProblem)
  /// Another language in a Swift fence (a Metal shader, `.strings` entries): shown, not compiled.
  case otherLanguage(ForeignLanguage)
  /// A name or one statement written alone to show its syntax (`@State`, `$isOn`): shown, not
  /// compiled.
  case shownAlone(ShownAlone)
  /// Text, not code: a diagram, words, a cheat sheet. Shown, not compiled.
  case plainText(PlainText)
  /// A macro's declaration or the swift-syntax plugin implementing it (`MacroCode`): shown, not
  /// compiled.
  case macro
  /// Code wrapped whole in another platform's `#if os(…)` (`OtherPlatformCode`): built for iOS
  /// it is empty. Shown, not compiled.
  case otherPlatform([String])

  /// Why the block runs or not, for the page and the build summary.
  public var reason: String {
    switch self {
    case .program: "a program: declarations and top-level code"
    case .fragment(let kind): kind.reason
    case .apiListing: "an API listing: declarations without bodies"
    case .consoleLog: "console output, not Swift"
    case .compilerMessage: "a compiler message, not Swift: shown, not run"
    case .codeWithOutput: "code followed by the output it prints: shown, not run"
    case .partOfExample(let line): "part of the example at line \(line): compiled and run with it"
    case .invalid(let problem):
      "not run: syntax error at \(problem.position): \(problem.cause?.message ?? problem.message)"
    case .otherLanguage(let language): "\(language.rawValue) code, not Swift"
    case .shownAlone(let kind): "a \(kind.rawValue) shown alone: nothing to run"
    case .plainText(let kind): kind.reason
    case .macro:
      "a macro declaration or the compiler plugin (swift-syntax) that implements it, not SwiftUI: nothing to run"
    case .otherPlatform(let platforms):
      "code for \(Self.platformList(platforms)) only: built for iOS, its `#if os(…)` leaves nothing to run"
    }
  }

  /// A short stable name, for the build summary's counts.
  public var name: String {
    switch self {
    case .program: "program"
    case .fragment(let kind): "fragment (\(kind.rawValue))"
    case .apiListing: "API listing"
    case .consoleLog: "console log"
    case .compilerMessage: "compiler message"
    case .codeWithOutput: "code with output"
    case .partOfExample: "part of an example"
    case .invalid: "syntax error"
    case .otherLanguage: "not Swift"
    case .shownAlone: "shown alone"
    case .plainText: "text"
    case .macro: "macro"
    case .otherPlatform: "other platform"
    }
  }

  /// `watchOS`, or `macOS or watchOS`.
  static func platformList(_ platforms: [String], or: String = "or") -> String {
    platforms.map { "`\($0)`" }.joined(separator: " \(or) ")
  }
}

/// The kinds of code that cannot stand alone as a file.
public enum FragmentKind: String, Hashable, Sendable, CaseIterable {
  /// A lone `var body: some View { … }`.
  case body
  /// Members of a type: `@State var x = 0`, `init(…) { … }`, a computed property or method using
  /// names the block does not declare.
  case members
  /// A view expression such as `MyView(name: name).id(name)` or a bare `VStack { … }`.
  case viewExpression = "view expression"
  /// Modifiers without the view they apply to: `.onAppear(perform: load)`.
  case modifierChain = "modifier chain"
  /// Statements working on a value the block does not declare: `viewModel.$items.sink { … }`.
  case snippet

  public var reason: String {
    switch self {
    case .body: "a lone `body` property: belongs inside a view"
    case .members: "member declarations: belong inside a type"
    case .viewExpression: "a view expression: belongs inside a view's `body`"
    case .modifierChain: "a chain of modifiers without the view they modify"
    case .snippet: "statements using values declared elsewhere"
    }
  }
}

/// The first syntax error of a block, located in the note.
public struct SyntaxProblem: Hashable, Sendable {
  public var message: String
  public var position: SourcePosition
  /// What the failing line really holds, when it shows it (a heading, prose, C).
  public var cause: SyntaxProblemCause?

  public init(message: String, position: SourcePosition, cause: SyntaxProblemCause? = nil) {
    self.message = message
    self.position = position
    self.cause = cause
  }
}
