/// What a compile error is about when swiftc's words do not say it, read from the line it points
/// at: a page says it in its own language instead of the compiler's words.
enum CompileErrorCause: Hashable, Sendable {
  /// `Color(0x1abc9c)`: a hex integer given to `Color`, which has no initializer taking one
  /// (`HexColorCall`).
  case hexColor(String)
  /// `Image(.hamster)`: an image symbol Xcode generates from the project's asset catalog, which
  /// the note does not ship (`AssetSymbol`).
  case assetImage(String)
  /// `@Binding var isOn = false`: a binding given an initial value, which only the view making
  /// this one can give it (`BindingInitialValue`).
  case bindingGivenValue(String)
  /// `@SceneStorage("offset") var offset: CGFloat`: a storage wrapper given a type it cannot
  /// store (`UnstorableValue`).
  case unstorableValue(wrapper: String, type: String)
  /// `self._counter = …` where no `counter` is declared (`UndeclaredWrapperStorage`).
  case undeclaredWrapperStorage(property: String)
  /// `@StateObject var model = Model()` in a block declaring no `Model`: the page's `Model`
  /// (another block's, at `line`) lacks the conformance the code requires (`ObservableObject`).
  case borrowedType(String, line: Int, conformance: String)
  /// `extension URLSession: URLSessionProtocol {}` failing only because Linux's Foundation marks
  /// the completion handler of `requirement` `@Sendable` and the page's protocol does not
  /// (`SendableHandlerOnLinux`): a difference of platforms, not the note's mistake.
  case sendableHandlerOnLinux(type: String, protocol: String, requirement: String)
  /// swiftc crashed compiling the block (`CompilerCrash`): a compiler bug the code meets, which
  /// neither its own error nor the machine caused.
  case compilerCrash
  /// `print(count)` in a view builder, which holds views only (`StatementInViewBuilder`).
  case statementInViewBuilder(String)
  /// `Text(user?.name)`: `type` made from arguments none of its initializers takes; `given`
  /// (never empty): the argument types swiftc's notes say the call passes, or the property's
  /// type for a wrapper (`NoMatchingInitializer`).
  case noMatchingInitializer(type: String, given: [String])
  /// `.linear(duratrion: 2)`: a label (`written`) one slip from the platform call's (`meant`)
  /// (`MisspeltName`).
  case misspeltLabel(written: String, meant: String)
  /// `.move(edge: .traling)`: a member written without its type (`written`) one slip from a
  /// platform member (`meant`), which swiftc blames on the call around it (`MisspeltName`).
  case misspeltMember(written: String, meant: String)
  /// `ScrollView(alwaysBounceVertical: true)`: a label (`written`) none of SwiftUI's
  /// `initializers` of `type` has (`UnknownArgumentLabel`).
  case unknownArgumentLabel(type: String, written: String, initializers: [String])
  /// `func area() -> Double { }`: a function declared to return `returns` whose body the note
  /// leaves empty (`EmptyFunctionBody`).
  case emptyBody(function: String, returns: String)
  /// `@Published var count = 0 { }`: a `wrapper`'s `property` followed by empty braces, which
  /// make it computed (`WrapperOverEmptyAccessors`).
  case wrapperOverEmptyAccessors(wrapper: String, property: String)
  /// `count =! 0`: an operator typed with its characters swapped or beside the right key
  /// (`written`), where Swift has `meant` (`MistypedOperator`).
  case mistypedOperator(written: String, meant: String)
  /// `protocol Feed` twice in one block, two versions of one declaration shown together
  /// (`DeclaredTwice`).
  case declaredTwice(String)
  /// `Text(...)`: a call whose arguments the note elides (`ElidedArguments`).
  case elidedArguments(String)
  /// `func answer()` inside a view builder; `bodyLeftOpen`: indented as the `body` above it, a
  /// `}` short of closing it (`DeclarationInViewBuilder`).
  case declarationInViewBuilder(String, bodyLeftOpen: Bool)
}
