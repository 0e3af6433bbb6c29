import Foundation

/// The text of an HTML page: tags removed, entities decoded (test-only).
enum TextOfHTML {
  static func decode(_ html: String) -> String {
    var text = html.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
      ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text
  }
}
