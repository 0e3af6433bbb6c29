/// Menu-bar commands of a Mac or iPad app. The engine has no menu bar: commands type-check and are
/// never shown.
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  public var body: Never {
    fatalError("\(Self.self) is a primitive command set and has no body")
  }
}

/// No commands: what an empty `commands` block builds.
public struct EmptyCommands: Commands {
  public typealias Body = Never
  public init() {}
}

/// Several command sets declared side by side.
public struct TupleCommands<T>: Commands {
  public typealias Body = Never
  public var value: T
}
