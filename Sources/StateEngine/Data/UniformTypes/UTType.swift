/// A uniform type identifier (`UniformTypeIdentifiers`, which SwiftUI's file APIs take and Linux
/// lacks): the identifier and the common types, with no conformance hierarchy.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  public let identifier: String
  public let preferredFilenameExtension: String?

  public init(_ identifier: String) {
    self.init(identifier: identifier, filenameExtension: nil)
  }

  /// The types the engine knows by their extension; others are `dyn.` types, as Apple's are.
  public init?(filenameExtension: String) {
    let known = Self.common.first { $0.preferredFilenameExtension == filenameExtension }
    self =
      known ?? UTType(identifier: "dyn.\(filenameExtension)", filenameExtension: filenameExtension)
  }

  public init(exportedAs identifier: String) { self.init(identifier) }
  public init(importedAs identifier: String) { self.init(identifier) }

  private init(identifier: String, filenameExtension: String?) {
    self.identifier = identifier
    self.preferredFilenameExtension = filenameExtension
  }

  public var description: String { identifier }

  public static let item = UTType(identifier: "public.item", filenameExtension: nil)
  public static let content = UTType(identifier: "public.content", filenameExtension: nil)
  public static let data = UTType(identifier: "public.data", filenameExtension: nil)
  public static let text = UTType(identifier: "public.text", filenameExtension: nil)
  public static let plainText = UTType(identifier: "public.plain-text", filenameExtension: "txt")
  public static let utf8PlainText = UTType(
    identifier: "public.utf8-plain-text", filenameExtension: "txt")
  public static let json = UTType(identifier: "public.json", filenameExtension: "json")
  public static let commaSeparatedText = UTType(
    identifier: "public.comma-separated-values-text", filenameExtension: "csv")
  public static let pdf = UTType(identifier: "com.adobe.pdf", filenameExtension: "pdf")
  public static let image = UTType(identifier: "public.image", filenameExtension: nil)
  public static let png = UTType(identifier: "public.png", filenameExtension: "png")
  public static let jpeg = UTType(identifier: "public.jpeg", filenameExtension: "jpeg")
  public static let movie = UTType(identifier: "public.movie", filenameExtension: nil)
  public static let audio = UTType(identifier: "public.audio", filenameExtension: nil)
  public static let folder = UTType(identifier: "public.folder", filenameExtension: nil)
  public static let zip = UTType(identifier: "public.zip-archive", filenameExtension: "zip")
  public static let url = UTType(identifier: "public.url", filenameExtension: nil)

  private static let common: [UTType] = [
    .plainText, .json, .commaSeparatedText, .pdf, .png, .jpeg, .zip,
  ]
}
