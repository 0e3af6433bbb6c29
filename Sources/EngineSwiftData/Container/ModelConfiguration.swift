/// How a container stores its models. Every container here is in memory, whatever
/// `isStoredInMemoryOnly` says: an example's data lives as long as its run.
/// (https://developer.apple.com/documentation/swiftdata/modelconfiguration)
public struct ModelConfiguration: Hashable, Sendable {
  public var name: String
  public var isStoredInMemoryOnly: Bool
  public var allowsSave: Bool

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
    allowsSave: Bool = true
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
  }

  @_disfavoredOverload
  public init(
    for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false,
    allowsSave: Bool = true
  ) {
    self.init(
      nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly,
      allowsSave: allowsSave)
  }
}
