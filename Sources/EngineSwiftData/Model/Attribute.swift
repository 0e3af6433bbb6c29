/// `@Attribute(.unique)` and its options: accepted and without effect in memory (no uniqueness
/// check, no external storage, no encryption); the property stays observed.
/// (https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:))
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "EngineMacros", type: "NoEffectMacro")

extension Schema {
  public enum Attribute {
    /// (https://developer.apple.com/documentation/swiftdata/schema/attribute/option)
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let ephemeral = Option(name: "ephemeral")
      public static let spotlight = Option(name: "spotlight")
      public static func transformable(by transformerName: String) -> Option {
        Option(name: "transformable(\(transformerName))")
      }
    }
  }
}
