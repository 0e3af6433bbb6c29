/// A Swift block understood: its category, and for code that compiles, its top-level items with
/// the lines (1-based, of the compiled code) they occupy, which the notebook assembles into units.
public struct SwiftBlockAnalysis: Hashable, Sendable {
  public var category: SwiftBlockCategory
  var items: [BlockItem]
  /// For a fragment of members: whether one of them is `body`, making the wrapper a view.
  var declaresBody = false
  /// For a fragment: the values it reads without declaring. When the page declares them all, the
  /// notebook runs a snippet as a program; a fragment reading members of the page's last fragment
  /// of members runs beside them.
  var undeclaredValues: Set<String> = []
  /// For a fragment: the lower-case functions it calls without declaring (`incrementWidth(by: 10)`),
  /// which may be members of the page's last fragment of members too.
  var undeclaredCalls: Set<String> = []
  /// For a snippet: whether it is only modifier chains on values (`hello.padding()`), which read
  /// as a view expression when those values are views the page lends.
  var valueChains = false
  /// For a snippet: whether it is only view expressions and `if`/`switch` statements building
  /// views (`if isOn { Circle() }`), which read as a view's body when a view of the page declares
  /// what they read.
  var viewBuilderStatements = false
  /// For a fragment: the environment values it reads through `@Environment(\.key)`, which the
  /// page must declare (`extension EnvironmentValues { var key … }`) unless SwiftUI does.
  var environmentKeys: Set<String> = []
  /// For a fragment of members: the type they are compiled inside.
  var holder: MemberHolder = .structure
  /// For a fragment of members: the names they declare.
  var memberNames: Set<String> = []
  /// For a fragment of members followed by view expressions (`@State var x = 0`, then
  /// `Stepper("\(x)", value: $x)`): the expressions' lines, which become the wrapper's `body`.
  var bodyExpressionLines: [Int] = []
  /// For a fragment of members: whether they are only constants and variables with values
  /// (`let binding = Binding(get: { text }, …)`), which read as locals of a body when a view of
  /// the page declares what they read.
  var mayBeBodyLocals = false
  /// For members that may be body locals: the same constants read as top-level code, whose
  /// declarations later blocks see (`let length = word.count` after another block's `let word`).
  var topLevelItems: [BlockItem] = []
  /// For a fragment of members with a `var body` among them: the body's lines, which the members
  /// lent to later fragments leave out.
  var bodyPropertyLines: [Int] = []
}

/// One top-level item of a block.
struct BlockItem: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A declaration that later blocks see. `names` are what a redefinition replaces (an
    /// extension's are its members, `Type.member`; an import's is `import Module`).
    case declaration(Declaration)
    /// `#Preview { … }`: `header` spans from the `#` to the closure's `{` on the first line
    /// (scalar columns, 1-based, end exclusive); `nil` when the brace is not on that line.
    /// `#Preview("Name", body: { … })` passes the closure as an argument: `closer` is the `)`
    /// after it, which the function the preview becomes does not have.
    /// `state`: the `@Previewable` declarations that open its body.
    case preview(
      header: Range<Int>?, closer: SourcePosition? = nil, state: PreviewableState? = nil)
    /// A view expression standing at top level next to declarations: the block's root.
    case viewExpression
    /// Any other top-level statement.
    case statement
  }

  var kind: Kind
  var lines: ClosedRange<Int>
}

/// A top-level declaration, as the notebook and the root finder see it.
struct Declaration: Hashable, Sendable {
  var names: [String]
  /// The type's name when it is a struct or class conforming to `View` in its inheritance clause.
  var viewName: String?
  /// The type's name when it is a struct conforming to `App`: an app mounts its own window's
  /// content, with the environment objects it injects.
  var appName: String? = nil
  /// The type's name when it conforms to `PreviewProvider`: its `previews` are a root.
  var previewProvider: String? = nil
  /// A struct, class, enum, actor, protocol or type alias: what a block may lend to earlier ones.
  var isType = false
  /// A top-level function, constant or variable: a block before it may take it when it reads
  /// its name and declares none of its own.
  var isFunctionOrValue = false
  /// An `import`: its one name is `import Module`.
  var isImport: Bool { names.count == 1 && names[0].hasPrefix("import ") }
  /// A protocol: under a platform name, its requirements are the platform's own.
  var isProtocol = false
  /// What constructing the type takes: for a view that may become a root, and for the note's
  /// types its parameters take.
  var needs: RootConstruction.Needs = .nothing
  /// The objects the type reads from its environment, which a root run alone must be given.
  var environmentObjects: [EnvironmentObjectNeed] = []
  /// For a class: the kind of object model it is (`ObjectModelVersions`).
  var objectModel: EnvironmentObjectNeed.Kind? = nil
  /// The kind of object model each class its wrappers hold wants (`ObjectModelVersions`).
  var wantedObjectModels: [String: EnvironmentObjectNeed.Kind] = [:]
  /// Every identifier the declaration mentions, to tell which views use which.
  var identifiers: Set<String>
  /// Platform generic types it writes bare as types (`func show(_ tab: Tab)`): it means the
  /// page's own type of that name (`BareGenericTypeNames`).
  var bareGenericTypes: Set<String> = []
  /// Where an `@main` attribute is written, to blank it out: the runner brings its own entry point.
  var mainAttribute: LineSpan?
  /// The names declared inside the type's or extension's braces.
  var memberNames: Set<String> = []
  /// Those of them marked `private` or `fileprivate`, which no code outside the type reads.
  var privateMemberNames: Set<String> = []
  /// Those members named as an extension adding them again would be (`ExtensionMemberNames`:
  /// `init(_:action:)`): a type declared again with a member an earlier extension added takes
  /// that extension's place.
  var fullMemberNames: Set<String> = []
  /// For an extension, the type it extends: a redeclaration of that type replaces it too.
  var extendedType: String? = nil
  /// A top-level `let` or `var` with an initial value: a program evaluates it where it stands
  /// (a force-unwrapped lookup can crash), so a later block takes it only when it reads it.
  var evaluatesInitialValue = false
  /// A top-level value made by calling a method on a new value, with no written type
  /// (`let root = RootView().padding()`): a modified view's type is `some View`, which only a
  /// program's own top level may hold, and no root's parameter takes it.
  var initialValueIsCalledOn = false
  /// The parameter lists of the initializers the type declares (`(id: Int, action: @escaping
  /// (Int) -> Void)`): a version changing one changes how the type is built.
  var initializers: Set<String> = []
  /// Where it or its members are marked obsoleted on iOS (`ObsoletedAvailability`).
  var obsoletedAvailability: [LineSpan] = []
}

/// Scalar columns `columns` (1-based, end exclusive) of compiled line `line` (1-based).
struct LineSpan: Hashable, Sendable {
  var line: Int
  var columns: Range<Int>
}
