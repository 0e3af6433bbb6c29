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

  public static var item: Self { Self(identifier: "public.item", filenameExtension: nil) }
  public static var content: Self { Self(identifier: "public.content", filenameExtension: nil) }
  public static var data: Self { Self(identifier: "public.data", filenameExtension: nil) }
  public static var text: Self { Self(identifier: "public.text", filenameExtension: nil) }
  public static var plainText: Self {
    Self(identifier: "public.plain-text", filenameExtension: "txt")
  }
  public static var utf8PlainText: Self {
    Self(
      identifier: "public.utf8-plain-text", filenameExtension: "txt")
  }
  public static var json: Self { Self(identifier: "public.json", filenameExtension: "json") }
  public static var commaSeparatedText: Self {
    Self(
      identifier: "public.comma-separated-values-text", filenameExtension: "csv")
  }
  public static var pdf: Self { Self(identifier: "com.adobe.pdf", filenameExtension: "pdf") }
  public static var image: Self { Self(identifier: "public.image", filenameExtension: nil) }
  public static var png: Self { Self(identifier: "public.png", filenameExtension: "png") }
  public static var jpeg: Self { Self(identifier: "public.jpeg", filenameExtension: "jpeg") }
  public static var movie: Self { Self(identifier: "public.movie", filenameExtension: nil) }
  public static var audio: Self { Self(identifier: "public.audio", filenameExtension: nil) }
  public static var folder: Self { Self(identifier: "public.folder", filenameExtension: nil) }
  public static var zip: Self { Self(identifier: "public.zip-archive", filenameExtension: "zip") }
  public static var url: Self { Self(identifier: "public.url", filenameExtension: nil) }

  private static let common: [UTType] = [
    .plainText, .json, .commaSeparatedText, .pdf, .png, .jpeg, .zip,
  ]
}
