/// The model types a container holds. (https://developer.apple.com/documentation/swiftdata/schema)
public final class Schema {
  public let models: [any PersistentModel.Type]

  public init(_ models: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
    self.models = models
  }

  public convenience init(_ models: any PersistentModel.Type...) {
    self.init(models)
  }

  /// (https://developer.apple.com/documentation/swiftdata/schema/version)
  public struct Version: Hashable, Sendable {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
  }
}
