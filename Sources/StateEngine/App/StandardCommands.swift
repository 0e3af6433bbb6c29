/// The system's ready-made command sets, accepted by name like every command.
public struct SidebarCommands: Commands {
  public typealias Body = Never
  public init() {}
}

public struct ToolbarCommands: Commands {
  public typealias Body = Never
  public init() {}
}

public struct TextEditingCommands: Commands {
  public typealias Body = Never
  public init() {}
}

public struct TextFormattingCommands: Commands {
  public typealias Body = Never
  public init() {}
}
