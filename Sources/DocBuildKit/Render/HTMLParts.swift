import Foundation

/// HTML as the parts it is made of, written one after the other. A page's body is one part that
/// shares the rendered body's storage, so a big note's page is never copied into a page-sized
/// string (and that string into bytes) while it is written.
public struct HTMLParts: Sendable, Equatable {
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
      let done: Void? = try part.utf8.withContiguousStorageIfAvailable {
        try body(UnsafeRawBufferPointer($0))
      }
      if done == nil {
        try Array(part.utf8).withUnsafeBytes(body)
      }
    }
  }

  /// Equal when the bytes are, however they are cut.
  public static func == (lhs: HTMLParts, rhs: HTMLParts) -> Bool {
    lhs.utf8Count == rhs.utf8Count && lhs.text == rhs.text
  }

  /// Moves `buffer`'s text into a part of its own size once it holds `size` bytes or more, and
  /// empties the buffer, keeping its capacity: parts built this way waste no capacity.
  public mutating func seal(_ buffer: inout String, from size: Int) {
    let count = buffer.utf8.count
    guard count >= size, count > 0 else { return }
    let part = String(unsafeUninitializedCapacity: count) { bytes in
      _ = bytes.initialize(from: buffer.utf8)
      return count
    }
    parts.append(part[...])
    buffer.removeAll(keepingCapacity: true)
  }
}
