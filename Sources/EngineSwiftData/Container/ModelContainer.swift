/// Where an app's models live: here, in memory, in one store its contexts share.
/// (https://developer.apple.com/documentation/swiftdata/modelcontainer)
public final class ModelContainer {
  public let schema: Schema
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  private var context: ModelContext?

  public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
    self.schema = schema
    self.configurations = configurations
  }

  public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: schema, configurations: configurations)
  }

  public convenience init(
    for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// The context views use (`@Environment(\.modelContext)`), made on first use.
  @MainActor public var mainContext: ModelContext {
    if let context { return context }
    let made = ModelContext(self)
    context = made
    return made
  }
}
