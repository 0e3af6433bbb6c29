/// Builds the commands of a `commands` block or a `Commands` body.
@resultBuilder
public enum CommandsBuilder {
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
    -> TupleCommands<(repeat each Content)>
  {
    TupleCommands(value: (repeat each content))
  }
}
