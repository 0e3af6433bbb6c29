/// `@Relationship(deleteRule:inverse:)`: accepted and without effect in memory (deleting a model
/// deletes no related model and the inverse is not maintained); the property stays observed.
/// (https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:))
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "EngineMacros", type: "NoEffectMacro")

extension Schema {
  public enum Relationship {
    /// (https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum)
    public enum DeleteRule: Hashable, Sendable {
      case cascade, deny, noAction, nullify
    }
    /// (https://developer.apple.com/documentation/swiftdata/schema/relationship/option)
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
    }
  }
}
