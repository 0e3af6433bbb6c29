import Foundation

/// HTML as the parts it is made of, written one after the other. A page's body is one part that
/// shares the rendered body's storage, so a big note's page is never copied into a page-sized
/// string (and that string into bytes) while it is written.
public struct HTMLParts: Sendable {
  public private(set) var parts: [Substring] = []

  public init() {}

  public init(_ text: String) {
    parts = [text[...]]
  }

  public mutating func append(_ text: String) {
    if !text.isEmpty { parts.append(text[...]) }
  }

  public mutating func append(_ text: Substring) {
    if !text.isEmpty { parts.append(text) }
  }

  public static func += (parts: inout HTMLParts, text: String) {
    parts.append(text)
  }

  /// The whole HTML as one string.
  public var text: String {
    var text = ""
    text.reserveCapacity(utf8Count)
    for part in parts { text += part }
    return text
  }

  public var utf8Count: Int {
    parts.reduce(0) { $0 + $1.utf8.count }
  }

  /// The parts' bytes in order, each part without a copy where its storage allows.
  public func forEachBytes(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    for part in parts {
      let done = try part.utf8.withContiguousStorageIfAvailable {
        try body(UnsafeRawBufferPointer($0))
      }
      if done == nil {
        try Array(part.utf8).withUnsafeBytes(body)
      }
    }
  }
}
