import Foundation
import SwiftSyntax

/// Builds a root view that needs arguments the way the page's own code builds it, so a note whose
/// view takes a binding or a model still runs without a `#Preview`:
///
/// - the first call `Root(…)` in any of the page's blocks (a parent, a preview, a line of prose
///   code) whose every argument can stand alone: a literal, an enum case, `.constant(…)`, a type
///   constructed from such arguments, a property of the caller's type with such an initial
///   value (`$isPlaying` of `@State var isPlaying = false` becomes `.constant(false)`), or a
///   choice between such values (`scale ? 0.5 : 1` becomes `false ? 0.5 : 1`); a plain value
///   given to a parameter that takes a binding (a call to an earlier version of the view that
///   took the value itself) becomes a constant binding to it (`.green` becomes `.constant(.green)`),
///   and a parameter the call omits is filled as below (`RoomView(name: "Hall")` for
///   `init(name:model:)` gets `model: RoomModel(title: "")`);
/// - else, for its memberwise initializer or the one initializer it declares, each parameter from
///   what the note declares: an object model (`@ObservedObject var player: PodcastPlayer`) of a
///   type the unit declares and can build without arguments as a fresh object, any other value
///   as a value of its type the note declares (`NoteValue`: `Repo.example`), a binding as a
///   constant one to such a value;
/// - else, like Xcode's preview canvas with `@Previewable @State`, the empty or zero value of its
///   type (`ChosenValue`): a binding to a `@State` that a host holds (so the view's own taps
///   work), a standard-library value, a note type or object model built from such values, a
///   fresh object model (`@Observable`, `ObservableObject`) for a plain parameter of its type
///   (`var settings: Settings` gets `Settings()`), a `Text` for the view a generic wrapper shows
///   (`label: { Text("Label") }` for `struct Pill<Label: View>`, a closure for a `@ViewBuilder`
///   property), a `String` for a generic parameter only `Hashable` or the like.
///
/// A page call is taken only when it fits the view's initializer; a view one of the page's
/// programs builds is never given chosen values (`builder`): it runs there.
///
/// Objects the view reads from its environment are provided fresh when their class takes no
/// arguments, as an Xcode preview must provide them. The page says which values docbuild chose.
/// A view with a parameter none of these fills stays "not run — needs arguments", naming that
/// parameter. The compiler has the last word on what is built here.
enum RootConstruction {
  /// What constructing a view takes.
  enum Needs: Hashable, Sendable {
    case nothing
    /// The memberwise initializer's parameters: stored properties without an initial value.
    case memberwise([StoredProperty])
    /// For a struct whose one initializer takes values (of several, the one taking fewest): its
    /// parameters without a default. A root
    /// view is built through it as through a memberwise one; a plain value never is (the
    /// initializer may check or derive what it is given).
    case declared([StoredProperty])
    /// The arguments of an initializer the type declares, when docbuild cannot tell which.
    case initializer
    /// Nothing, for a class: a fresh object, which an object model's parameter is given (a plain
    /// one as a value docbuild chose, when the class is `@Observable` or an `ObservableObject`),
    /// but a plain value of any other class never is.
    case object
    /// For a class whose one designated initializer takes values (`init(name: String, score:
    /// Int)`): its parameters without a default, each named by its argument label (`_` for none).
    /// An object model's parameter may be given a fresh object built from chosen values.
    case objectArguments([StoredProperty])

    /// The parameters a root view is built with, through its memberwise or declared initializer.
    var parameters: [StoredProperty]? {
      switch self {
      case .memberwise(let parameters), .declared(let parameters): parameters
      case .nothing, .initializer, .object, .objectArguments: nil
      }
    }
  }

  /// A parameter of the initializer a type is built with: a stored property its memberwise
  /// initializer takes, or a parameter of the one it declares (named by its label, `_` for none;
  /// a `Binding<Int>` parameter as a `Binding` of `Int`).
  struct StoredProperty: Hashable, Sendable {
    var name: String
    /// `ObservedObject` for `@ObservedObject var player: PodcastPlayer`; nil without a wrapper.
    var wrapper: String?
    var type: String
    /// `type` as the view writes it, which a reason names (`SelectionValue` of a generic
    /// parameter a `String` stands for).
    var writtenType: String
    /// The generic parameter of the view a generic wrapper shows, when it takes one
    /// (`Content` of `content: () -> Content` in `struct Card<Content: View>`): a
    /// `Text("Content")` stands for it, as a preview passes one.
    var shownView: String?
    /// For a closure parameter, how many parameters the closure takes (`{ _ in … }` for one).
    var closureParameters = 0

    /// A parameter or property of `type` (with `wrapper`); a plain one of type `Binding<Todo>`
    /// is a `Binding` of `Todo`, as `@Binding var todo: Todo` is.
    init(name: String, wrapper: String?, type: TypeSyntax) {
      let identifier = type.as(IdentifierTypeSyntax.self)
      if wrapper == nil, identifier?.name.text == "Binding",
        let arguments = identifier?.genericArgumentClause?.arguments, arguments.count == 1,
        let value = arguments.first
      {
        self.init(name: name, wrapper: "Binding", type: value.trimmedDescription)
      } else {
        self.init(name: name, wrapper: wrapper, type: type.trimmedDescription)
        let function = (type.as(AttributedTypeSyntax.self)?.baseType ?? type)
          .as(FunctionTypeSyntax.self)
        closureParameters = function?.parameters.count ?? 0
      }
    }

    init(name: String, wrapper: String?, type: String) {
      self.name = name
      self.wrapper = wrapper
      self.type = type
      self.writtenType = type
    }

    /// This parameter, marked as taking a view when its type is one of `views` (a struct's
    /// generic parameters constrained to `View`) or a closure returning one (`(Bool) -> Content`
    /// too, whatever it is given); a parameter whose
    /// type is one of `free` (generic parameters a `String` can be, `V` of `@Binding var value:
    /// V`) takes a `String`.
    func marked(_ views: Set<String>, free: Set<String> = []) -> StoredProperty {
      var marked = self
      if free.contains(type) { marked.type = "String" }
      let written = type.replacingOccurrences(of: "@escaping ", with: "")
      marked.shownView = views.first { view in
        written == view || written.wholeMatch(of: #/\(.*\)\s*->\s*(\w+)/#)?.1 == view[...]
      }
      return marked
    }

    /// The argument passing `value`: `name: value`, or the value alone when it has no label.
    func passing(_ value: String) -> String { name == "_" ? value : "\(name): \(value)" }
  }

  /// Property wrappers whose value comes from elsewhere: never an argument.
  static let suppliedWrappers: Set<String> = [
    "Environment", "EnvironmentObject", "Namespace", "FocusState", "FocusedValue",
    "FocusedBinding", "AccessibilityFocusState", "Query", "FetchRequest", "SectionedFetchRequest",
  ]

  /// Wrappers of an object model, which a fresh object of its type satisfies.
  private static let objectWrappers: Set<String> = ["ObservedObject", "StateObject", "Bindable"]

  /// What a struct or class takes to be constructed; other types (an enum, a protocol) are never
  /// built by docbuild, as if they declared an initializer.
  static func needs(_ decl: DeclSyntax) -> Needs {
    guard decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self),
      let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.map(\.decl)
    else { return .initializer }
    let views = viewParameters(of: decl)
    let free = freeParameters(of: decl)
    let aliases = MemberTypeAliases(members)
    let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    if !initializers.isEmpty {
      let bare = initializers.contains { initializer in
        initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
      }
      guard bare else {
        if decl.is(StructDeclSyntax.self),
          let parameters = fewestParameters(initializers.filter(isAccessible), aliases: aliases)
        {
          return .declared(parameters.map { $0.marked(views, free: free) })
        }
        guard let parameters = designatedParameters(initializers, aliases: aliases) else {
          return .initializer
        }
        return decl.is(ClassDeclSyntax.self)
          ? .objectArguments(parameters)
          : .declared(parameters.map { $0.marked(views, free: free) })
      }
      return decl.is(StructDeclSyntax.self) ? .nothing : .object
    }
    // A class without an initializer has initial values for all its stored properties.
    guard decl.is(StructDeclSyntax.self) else { return .object }
    let required = members.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap(requiredProperties)
      .map(builtByClosure)
    return required.isEmpty
      ? .nothing : .memberwise(required.map { $0.marked(views, free: free) })
  }

  /// The generic parameters of a struct that a `String` can be: without constraints (`V` of
  /// `struct Field<V>`), or constrained only to protocols `String` conforms to
  /// (`SelectionValue: Hashable`).
  private static func freeParameters(of decl: DeclSyntax) -> Set<String> {
    guard let structDecl = decl.as(StructDeclSyntax.self),
      let clause = structDecl.genericParameterClause
    else { return [] }
    let constrained = Set(
      structDecl.genericWhereClause?.requirements.map {
        $0.requirement.trimmedDescription.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      }.map(String.init) ?? [])
    return Set(
      clause.parameters.filter { parameter in
        let conformances = (parameter.inheritedType?.trimmedDescription ?? "")
          .split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty }
        return conformances.allSatisfy(stringConformances.contains)
          && !constrained.contains(parameter.name.text)
      }.map(\.name.text))
  }

  /// Protocols a generic parameter may require for a `String` to stand for it.
  private static let stringConformances: Set<String> = [
    "Hashable", "Equatable", "Comparable", "Sendable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible",
  ]

  /// Whether a caller outside the type may call an initializer (not `private`, `fileprivate`).
  private static func isAccessible(_ initializer: InitializerDeclSyntax) -> Bool {
    !initializer.modifiers.contains {
      [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
    }
  }

  /// Of a struct's several initializers (`init(isExpanded:content:label:)`,
  /// `init(content:label:)`), the parameters without a default of the one taking fewest, as a
  /// preview calls the simplest; nil for one initializer, or when none neither fails nor throws
  /// nor is generic.
  private static func fewestParameters(
    _ initializers: [InitializerDeclSyntax], aliases: MemberTypeAliases
  ) -> [StoredProperty]? {
    guard initializers.count > 1 else { return nil }
    let plain = initializers.filter { initializer in
      initializer.optionalMark == nil && initializer.genericParameterClause == nil
        && initializer.signature.effectSpecifiers == nil
    }.map { initializer in
      initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }
    }
    return plain.min { $0.count < $1.count }?.map {
      StoredProperty(name: $0.firstName.text, wrapper: nil, type: aliases.resolving($0.type))
    }
  }

  /// The generic parameters of a struct constrained to `View` (`Content` of `struct
  /// Card<Content: View>`, or of `where Content: View`).
  private static func viewParameters(of decl: DeclSyntax) -> Set<String> {
    guard let structDecl = decl.as(StructDeclSyntax.self),
      let clause = structDecl.genericParameterClause
    else { return [] }
    let constrained = structDecl.genericWhereClause?.requirements.compactMap { requirement in
      requirement.requirement.as(ConformanceRequirementSyntax.self)
    }.filter { $0.rightType.trimmedDescription == "View" }.map(\.leftType.trimmedDescription)
    return Set(
      clause.parameters.filter { $0.inheritedType?.trimmedDescription == "View" }
        .map(\.name.text) + (constrained ?? []))
  }

  /// The parameters without a default of a type's only designated initializer, when it neither
  /// fails nor throws nor is generic; nil otherwise.
  private static func designatedParameters(
    _ initializers: [InitializerDeclSyntax], aliases: MemberTypeAliases
  ) -> [StoredProperty]? {
    let designated = initializers.filter { initializer in
      !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
    guard designated.count == 1, let initializer = designated.first,
      initializer.optionalMark == nil, initializer.genericParameterClause == nil,
      initializer.signature.effectSpecifiers == nil
    else { return nil }
    return initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }
      .map {
        StoredProperty(name: $0.firstName.text, wrapper: nil, type: aliases.resolving($0.type))
      }
  }

  /// The stored properties of `variable` its type's memberwise initializer takes.
  static func requiredProperties(_ variable: VariableDeclSyntax) -> [StoredProperty] {
    let isStatic = variable.modifiers.contains {
      [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
    }
    let wrapper = variable.attributes.lazy.compactMap(\.attributeName).first
    guard !isStatic, !suppliedWrappers.contains(wrapper ?? "") else { return [] }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    return variable.bindings.compactMap { binding in
      guard binding.initializer == nil, binding.accessorBlock.map(isObserverBlock) ?? true,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      else { return nil }
      // `var x: Int?` (and `@State var x: Int?`) starts as nil; `let x: Int?` must still be given.
      if !isLet, wrapper == nil || wrapper == "State", type.is(OptionalTypeSyntax.self) {
        return nil
      }
      return StoredProperty(name: name, wrapper: wrapper, type: type)
    }
  }

  /// The memberwise initializer's parameter for `property`: `@ViewBuilder let content: Content`
  /// takes a closure building it.
  private static func builtByClosure(_ property: StoredProperty) -> StoredProperty {
    guard property.wrapper == "ViewBuilder" else { return property }
    return StoredProperty(name: property.name, wrapper: nil, type: "() -> \(property.type)")
  }

  /// `willSet`/`didSet` observe a stored property; any other accessor makes it computed.
  private static func isObserverBlock(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// A root built for the driver: the expression, the note's values it passes, and the values
  /// docbuild chose (`count: 0`).
  struct Built: Hashable, Sendable {
    var expression: String
    var values: [NoteValue] = []
    var chosen: [String] = []
    /// The chosen values fill what the page's own call to the view leaves out.
    var completesCall = false
  }

  /// An expression constructing `view`, which needs `needs`, from the page's blocks (`pageCodes`,
  /// in page order), or from fresh objects of `unitTypes` (the unit's types, with what building
  /// each takes), values declared in the unit's `unitLines` and chosen values; nil when none of
  /// them gives one; chosen values only when `choosing` (no program of the page builds it).
  ///
  /// `environment` are the objects the view reads from its environment: each one whose class
  /// docbuild can build with no arguments is provided fresh (`.environment(Book())`), as an Xcode
  /// preview provides it, and listed among the chosen values.
  ///
  /// `initializers` is how many initializers the unit gives the view (its own or its memberwise
  /// one, and its extensions'): of one, a page call leaving out a parameter it requires is a call
  /// to another version of the view, never the one to build it with.
  static func expression(
    for view: String, needs: Needs, environment: [EnvironmentObjectNeed] = [],
    pageCodes: [String], choosing: Bool = true, unitTypes: [String: Needs],
    unitLines: [SourceMap.Line], laterLines: [SourceMap.Line] = [], initializers: Int = 1
  ) -> Built? {
    let provided = providable(environment, unitTypes: unitTypes).map(\.providingModifier)
    // A view built with no arguments is never given a call the page makes to another version.
    guard ![.nothing, .object].contains(needs) else {
      return provided.isEmpty
        ? nil : Built(expression: "\(view)()" + provided.joined(), chosen: provided)
    }
    var built = arguments(
      for: view, needs: needs, pageCodes: pageCodes, choosing: choosing,
      unitTypes: unitTypes, unitLines: unitLines, laterLines: laterLines,
      modifiers: provided.joined(), initializers: initializers)
    built?.chosen += provided
    return built
  }

  /// The objects of `environment` whose class the unit builds with no arguments.
  static func providable(_ environment: [EnvironmentObjectNeed], unitTypes: [String: Needs])
    -> [EnvironmentObjectNeed]
  {
    environment.filter { unitTypes[$0.type] == .object }
  }

  /// `view` built with its arguments, modified by `modifiers` inside any state host; nil when it
  /// needs none or nothing gives them.
  private static func arguments(
    for view: String, needs: Needs, pageCodes: [String], choosing: Bool,
    unitTypes: [String: Needs], unitLines: [SourceMap.Line], laterLines: [SourceMap.Line],
    modifiers: String, initializers: Int
  ) -> Built? {
    // Like the classifier, never give swift-syntax brackets nested too deep to parse in time.
    for tree in pageCodes.compactMap(SwiftSource.parse) {
      // A call with a trailing closure would read its caller's context.
      let calls = InitializerFit.callNodes(of: view, in: tree).filter {
        !$0.arguments.isEmpty && $0.trailingClosure == nil
      }
      for call in calls where initializers > 1 || fits(call, parameters: needs.parameters ?? []) {
        if let arguments = standaloneArguments(
          of: call, caller: call, bindings: bindingLabels(needs.parameters))
        {
          var built = completed(
            arguments, parameters: needs.parameters ?? [], unitTypes: unitTypes,
            unitLines: unitLines, laterLines: laterLines)
          built.expression = "\(view)(\(built.expression))" + modifiers
          return built
        }
      }
    }
    guard let properties = needs.parameters else { return nil }
    return fromNoteOrChosen(
      view, properties, unitTypes: unitTypes, unitLines: unitLines, laterLines: laterLines,
      modifiers: modifiers, choosing: choosing)
  }

  /// The page's standalone `arguments` (as `Built`, its expression the argument list), with each
  /// of the view's `parameters` they omit (`RoomView(name: room)` for `init(name:model:)`) filled
  /// in its place from what the note declares or a chosen value, as a preview completes the call;
  /// as written when they name a parameter the view does not take (a call to another version of
  /// it), when a parameter has no label, or when an omitted one has no value but a chosen binding.
  private static func completed(
    _ arguments: [(label: String, code: String)], parameters: [StoredProperty],
    unitTypes: [String: Needs], unitLines: [SourceMap.Line], laterLines: [SourceMap.Line]
  ) -> Built {
    let asWritten = Built(expression: written(arguments))
    let given = Dictionary(arguments.map { ($0.label, $0.code) }, uniquingKeysWith: { $1 })
    let names = Set(parameters.map(\.name))
    guard !names.contains("_"), Set(given.keys).isSubset(of: names), given.count < names.count
    else { return asWritten }
    var built = Built(expression: "", completesCall: true)
    var completed: [(label: String, code: String)] = []
    for parameter in parameters {
      if let code = given[parameter.name] {
        completed.append((parameter.name, code))
        continue
      }
      switch argument(
        for: parameter, unitTypes: unitTypes, unitLines: unitLines, laterLines: laterLines)
      {
      case .note(let code, let value):
        completed.append((parameter.name, code))
        built.values += value.map { [$0] } ?? []
      case .chosen(let value) where parameter.wrapper != "Binding":
        completed.append((parameter.name, value))
        built.chosen.append(parameter.passing(value))
      case .chosen, nil:
        return asWritten
      }
    }
    built.expression = written(completed)
    return built
  }

  /// Whether `call` could be one to an initializer requiring `parameters`: it gives each of
  /// them, or names only parameters among them (the rest are filled as a preview fills them).
  private static func fits(_ call: FunctionCallExprSyntax, parameters: [StoredProperty]) -> Bool {
    let labels = Set(call.arguments.map { $0.label?.text ?? "_" })
    let required = Set(parameters.map(\.name))
    return required.isSubset(of: labels) || labels.isSubset(of: required) && !labels.contains("_")
  }

  /// Arguments as a call writes them: `label: code`, or the code alone without a label.
  private static func written(_ arguments: [(label: String, code: String)]) -> String {
    arguments.map { $0.label == "_" ? $0.code : "\($0.label): \($0.code)" }
      .joined(separator: ", ")
  }

  /// One of the page's programs: its code and its fence line.
  struct Program: Hashable, Sendable {
    var code: String
    var line: Int
  }

  /// A program's call building a view that no root of the program reaches: the program's fence
  /// line and the type holding the call (`UnreachedOwner`: a style no view applies).
  struct UnreachedBuilder: Hashable, Sendable {
    var line: Int
    var owner: String
  }

  /// Where the page's programs build a view, read in one pass over them.
  struct Builders: Hashable, Sendable {
    /// The fence line of the first program that builds the view with arguments (a trailing
    /// closure too) in code its root reaches: the view runs there, as the note builds it, and is
    /// never given chosen values.
    var reached: Int?
    /// The first program before it whose only calls building the view are in code no root of
    /// it reaches.
    var unreached: UnreachedBuilder?
  }

  /// Where `programs` build `view` with a call that fits the version of the view declared in
  /// `version` (any call, without one), leaving out programs that declare another version of it.
  static func builders(of view: String, version: String?, among programs: [Program]) -> Builders {
    let initializers = version.flatMap { InitializerFit.initializers(of: view, in: $0) }
    var builders = Builders()
    for program in programs {
      // A program that does not parse is taken to build it.
      guard let owners = calls(of: view, version: version, initializers: initializers, in: program)
      else {
        builders.reached = program.line
        break
      }
      if owners.contains(where: { $0 == nil }) {
        builders.reached = program.line
        break
      }
      if builders.unreached == nil, let owner = owners.first ?? nil {
        builders.unreached = UnreachedBuilder(line: program.line, owner: owner)
      }
    }
    return builders
  }

  /// The calls of `program` building `view` with arguments that fit `initializers` (the version
  /// declared in `version`; any call without one), each as the type holding it when no root of
  /// the program reaches it, else nil; none when the program declares another version of the
  /// view; nil when it does not parse.
  private static func calls(
    of view: String, version: String?, initializers: [[InitializerFit.Parameter]]?,
    in program: Program
  ) -> [String?]? {
    guard let tree = SwiftSource.parse(program.code) else { return nil }
    // A program declaring another version of the view builds that one.
    if let version, !program.code.contains(version),
      InitializerFit.initializers(of: view, in: program.code) != nil
    {
      return []
    }
    return InitializerFit.callNodes(of: view, in: tree).filter { node in
      let call = InitializerFit.Call(node)
      guard !call.labels.isEmpty || !call.trailingClosures.isEmpty else { return false }
      return initializers.map { InitializerFit.fits(call, anyOf: $0) } ?? true
    }.map { UnreachedOwner.of($0, in: tree) }
  }

  /// `view` built from what the note declares, else (when `choosing`) from chosen values.
  private static func fromNoteOrChosen(
    _ view: String, _ properties: [StoredProperty], unitTypes: [String: Needs],
    unitLines: [SourceMap.Line], laterLines: [SourceMap.Line], modifiers: String, choosing: Bool
  ) -> Built? {
    var arguments: [String] = []
    var built = Built(expression: "")
    var hosted: [(name: String, value: String)] = []
    for property in properties {
      guard
        let argument = argument(
          for: property, unitTypes: unitTypes, unitLines: unitLines, laterLines: laterLines)
      else { return nil }
      switch argument {
      case .note(let code, let value):
        arguments.append(property.passing(code))
        built.values += value.map { [$0] } ?? []
      case .chosen where !choosing:
        return nil
      case .chosen(let value) where property.wrapper == "Binding":
        // The closure's parameter is the host's binding, named as the view names it.
        guard property.name != "_" else { return nil }
        arguments.append("\(property.name): \(property.name)")
        hosted.append((property.name, value))
        built.chosen.append("\(property.name): \(value)")
      case .chosen(let value):
        arguments.append(property.passing(value))
        built.chosen.append(property.passing(value))
      }
    }
    built.expression = "\(view)(\(arguments.joined(separator: ", ")))" + modifiers
    for (name, value) in hosted.reversed() {
      built.expression = "\(ChosenValue.stateHost)(\(value)) { \(name) in \(built.expression) }"
    }
    return built
  }

  /// The parameters of the view's initializer that nothing the note declares (nor, when
  /// `choosing`, a chosen value) can fill, each as `name: Type`; empty for a view that needs
  /// nothing or declares several initializers.
  static func unmetParameters(
    _ needs: Needs, unitTypes: [String: Needs], unitLines: [SourceMap.Line],
    laterLines: [SourceMap.Line] = [], choosing: Bool = true
  ) -> [String] {
    guard let properties = needs.parameters else { return [] }
    return properties.filter { property in
      switch argument(
        for: property, unitTypes: unitTypes, unitLines: unitLines, laterLines: laterLines)
      {
      case .note: false
      case .chosen: !choosing
      case nil: true
      }
    }.map {
      "\($0.name): " + ($0.wrapper == "Binding" ? "Binding<\($0.writtenType)>" : $0.writtenType)
    }
  }

  /// Where a parameter's argument comes from.
  private enum Argument {
    /// Code from what the note declares, and the note's value it uses.
    case note(String, NoteValue?)
    /// A value docbuild chose (`0`), which a binding gets through a host's `@State`.
    case chosen(String)
  }

  /// The argument for `property`: from what the note declares (in the unit, or a value a later
  /// block of the page builds in place from literals: a list of rows after the row), else a
  /// chosen value.
  private static func argument(
    for property: StoredProperty, unitTypes: [String: Needs], unitLines: [SourceMap.Line],
    laterLines: [SourceMap.Line]
  ) -> Argument? {
    if let wrapper = property.wrapper, objectWrappers.contains(wrapper) {
      switch unitTypes[property.type] {
      case .object: return .note("\(property.type)()", nil)
      case .objectArguments(let parameters):
        return ChosenValue.call(property.type, parameters, unitTypes: unitTypes)
          .map(Argument.chosen)
      default: return nil
      }
    }
    // A plain parameter of an object model the note declares (`var settings: Settings` of an
    // `@Observable` class): a fresh one, as a preview builds it; any other class is a value the
    // page must show.
    if property.wrapper == nil, isObjectModel(property.type, in: unitLines) {
      switch unitTypes[property.type] {
      case .object: return .chosen("\(property.type)()")
      case .objectArguments(let parameters):
        return ChosenValue.call(property.type, parameters, unitTypes: unitTypes)
          .map(Argument.chosen)
      default: break
      }
    }
    if let view = property.shownView {
      let text = "Text(\"\(view)\")"
      // `@escaping () -> Content` too: any closure type, taking what it is given unread.
      guard property.type.contains("->") else { return .chosen(text) }
      let unread = Array(repeating: "_", count: property.closureParameters)
      return .chosen(
        "{ " + (unread.isEmpty ? "" : unread.joined(separator: ", ") + " in ") + text + " }")
    }
    guard [nil, "Binding", "State"].contains(property.wrapper) else { return nil }
    if let value = NoteValue.find(ofType: property.type, in: unitLines, builtLaterIn: laterLines) {
      return .note(
        property.wrapper == "Binding" ? ".constant(\(value.expression))" : value.expression, value)
    }
    return ChosenValue.of(type: property.type, named: property.name, unitTypes: unitTypes).map(
      Argument.chosen)
  }

  /// Whether the unit declares class `type` as an object model: `@Observable` or an
  /// `ObservableObject`.
  private static func isObjectModel(_ type: String, in lines: [SourceMap.Line]) -> Bool {
    let code = lines.map(\.text).joined(separator: "\n")
    let name = NSRegularExpression.escapedPattern(for: type)
    return code.range(
      of: #"@Observable\s+(public\s+|final\s+)*class\s+"# + name + #"\b"#,
      options: .regularExpression) != nil
      || code.range(
        of: #"class\s+"# + name + #"\s*:[^{]*\bObservableObject\b"#,
        options: .regularExpression) != nil
  }

  /// The argument labels (`_` for none) of the parameters that take a binding.
  private static func bindingLabels(_ parameters: [StoredProperty]?) -> Set<String> {
    Set((parameters ?? []).filter { $0.wrapper == "Binding" }.map(\.name))
  }

  /// The arguments of `call`, each as code that needs nothing of `caller`; nil when one needs it.
  /// An argument given to a parameter labelled in `bindings` as a plain value (a call the page
  /// makes to a version of the view that took the value itself) becomes a constant binding to it.
  private static func standaloneArguments(
    of call: FunctionCallExprSyntax, caller: some SyntaxProtocol, depth: Int = 0,
    bindings: Set<String> = []
  ) -> [(label: String, code: String)]? {
    var arguments: [(label: String, code: String)] = []
    for argument in call.arguments {
      guard var value = standalone(argument.expression, caller: caller, depth: depth) else {
        return nil
      }
      if bindings.contains(argument.label?.text ?? "_"), !isBinding(value) {
        value = ".constant(\(value))"
      }
      arguments.append((argument.label?.text ?? "_", value))
    }
    return arguments
  }

  /// Whether standalone code `value` is already a binding: `.constant(…)` or `Binding…`.
  private static func isBinding(_ value: String) -> Bool {
    value.hasPrefix(".constant(") || value.hasPrefix("Binding")
  }

  /// `expression` as code that needs nothing of its caller, or nil.
  private static func standalone(
    _ expression: ExprSyntax, caller: some SyntaxProtocol, depth: Int = 0
  ) -> String? {
    // Properties initialised from each other: follow a few, never a cycle.
    guard depth < 8 else { return nil }
    let text = expression.trimmedDescription
    // One line each: the expression becomes a line docbuild adds to the unit.
    guard !text.contains("\n") else { return nil }
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return text
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      let interpolates = string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
      return interpolates ? nil : text
    }
    if let negative = expression.as(PrefixOperatorExprSyntax.self) {
      return standalone(negative.expression, caller: caller, depth: depth + 1).map {
        negative.operator.text + $0
      }
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      let elements = array.elements.compactMap {
        standalone($0.expression, caller: caller, depth: depth + 1)
      }
      guard elements.count == array.elements.count else { return nil }
      return "[" + elements.joined(separator: ", ") + "]"
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `.twelveMonthsAgo`, `Color.red`: a case or a static member.
      guard let base = member.base else { return text }
      return isTypeName(base) ? text : nil
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
      let callee = call.calledExpression
      let constructs =
        isTypeName(callee)
        || callee.as(MemberAccessExprSyntax.self).map { $0.base.map(isTypeName) ?? true } ?? false
      guard constructs,
        let arguments = standaloneArguments(of: call, caller: caller, depth: depth + 1)
      else { return nil }
      return callee.trimmedDescription + "(" + written(arguments) + ")"
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return propertyValue(reference.baseName.text, caller: caller, depth: depth + 1)
    }
    // `scale ? 0.5 : 1` (unfolded by the parser): each part as its own initial value.
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let parts = Array(sequence.elements)
      guard parts.count == 3, let ternary = parts[1].as(UnresolvedTernaryExprSyntax.self),
        let condition = standalone(parts[0], caller: caller, depth: depth + 1),
        let then = standalone(ternary.thenExpression, caller: caller, depth: depth + 1),
        let otherwise = standalone(parts[2], caller: caller, depth: depth + 1)
      else { return nil }
      return "\(condition) ? \(then) : \(otherwise)"
    }
    return nil
  }

  private static func isTypeName(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text.first?.isUppercase == true
  }

  /// The initial value of the caller's property `name` (`$name`: a constant binding to it).
  private static func propertyValue(_ name: String, caller: some SyntaxProtocol, depth: Int)
    -> String?
  {
    let projected = name.hasPrefix("$")
    let property = projected ? String(name.dropFirst()) : name
    var node = caller.parent
    while let current = node {
      if let group = current.asProtocol(DeclGroupSyntax.self) {
        for member in group.memberBlock.members {
          guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
            guard let initial = binding.initializer?.value,
              let value = standalone(initial, caller: member, depth: depth)
            else { return nil }
            return projected ? ".constant(\(value))" : value
          }
        }
        return nil
      }
      node = current.parent
    }
    return nil
  }
}
