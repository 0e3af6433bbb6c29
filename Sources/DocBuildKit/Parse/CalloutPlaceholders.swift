import Foundation

/// Before cmark runs, every GitBook/Docusaurus/mdbook-admonish marker line is replaced by a one-line HTML comment
/// of a private form (`<!--docbuild-callout:N-->`). An HTML comment may interrupt a paragraph, so
/// cmark makes each one a block of its own and the line numbers stay the same; the blocks between
/// an opening and a closing placeholder are folded into a callout afterwards.
///
/// No fence tracking is needed: a placeholder that lands inside code, an HTML block or a
/// paragraph is put back to the original marker text by `restore(in:)`.
struct CalloutPlaceholders: Sendable {
  static let prefix = "<!--docbuild-callout:"
  static let suffix = "-->"

  private(set) var markers: [CalloutMarker] = []

  /// Replaces the marker lines of `bytes` (a note with `\n` line ends) by placeholders.
  static func replacingMarkers(in bytes: [UInt8]) -> (
    bytes: [UInt8], placeholders: CalloutPlaceholders
  ) {
    var placeholders = CalloutPlaceholders()
    // The byte ranges of marker text to replace, in order.
    var replaced: [Range<Int>] = []
    var admonishFences = AdmonishFences()
    bytes.withUnsafeBufferPointer { buffer in
      for line in ByteLines(bytes) {
        let contentStart = markerStart(
          in: buffer, from: line.range.lowerBound, to: line.range.upperBound)
        if let marker = placeholders.marker(
          in: buffer, contentStart: contentStart, lineStart: line.range.lowerBound,
          lineEnd: line.range.upperBound, line: line.number, admonishFences: &admonishFences)
        {
          placeholders.markers.append(marker)
          replaced.append(contentStart..<line.range.upperBound)
        }
      }
    }
    guard !replaced.isEmpty else { return (bytes, placeholders) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + replaced.count * 32)
    var copied = 0
    for (index, range) in replaced.enumerated() {
      output.append(contentsOf: bytes[copied..<range.lowerBound])
      output.append(contentsOf: placeholder(for: index).utf8)
      copied = range.upperBound
    }
    output.append(contentsOf: bytes[copied...])
    return (output, placeholders)
  }

  /// The marker of an HTML block or inline HTML that is exactly one placeholder.
  func marker(forHTML html: String) -> CalloutMarker? {
    guard !markers.isEmpty else { return nil }
    let trimmed = html.drop(while: \.isBlank).trimmingTrailingWhitespace.trimmingTrailingNewlines
    guard trimmed.hasPrefix(Self.prefix), trimmed.hasSuffix(Self.suffix) else { return nil }
    let number = trimmed.dropFirst(Self.prefix.count).dropLast(Self.suffix.count)
    guard let index = Int(number), markers.indices.contains(index) else { return nil }
    return markers[index]
  }

  /// Whether a C string from cmark holds a placeholder; checked before making a Swift string.
  func mayHoldPlaceholder(_ text: UnsafePointer<CChar>) -> Bool {
    !markers.isEmpty && strstr(text, Self.prefix) != nil
  }

  /// `text` with every placeholder put back to the marker it replaced.
  func restore(in text: String) -> String {
    guard !markers.isEmpty, text.contains(Self.prefix) else { return text }
    var result = text
    for (index, marker) in markers.enumerated().reversed() {
      result = result.replacingOccurrences(of: Self.placeholder(for: index), with: marker.text)
    }
    return result
  }

  private static func placeholder(for index: Int) -> String { prefix + "\(index)" + suffix }

  /// The start of a possible marker: after indentation and block quote prefixes.
  private static func markerStart(
    in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  )
    -> Int
  {
    var index = start
    while index < end,
      buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\t")
        || buffer[index] == UInt8(ascii: ">")
    {
      index += 1
    }
    return index
  }

  private func marker(
    in buffer: UnsafeBufferPointer<UInt8>, contentStart: Int, lineStart: Int, lineEnd: Int,
    line: Int, admonishFences: inout AdmonishFences
  ) -> CalloutMarker? {
    // Cheap rejection first: almost no line starts with `{%`, `:::` or a fence.
    guard lineEnd - contentStart >= 3 else { return nil }
    let first = buffer[contentStart]
    if AdmonishFences.mayMatter(first) {
      return admonishFences.read(
        ArraySlice(buffer[contentStart..<lineEnd]),
        position: SourcePosition(
          line: line, column: column(in: buffer, from: lineStart, to: contentStart)))
    }
    let second = buffer[contentStart + 1]
    let isCandidate =
      (first == UInt8(ascii: "{") && second == UInt8(ascii: "%"))
      || (first == UInt8(ascii: ":") && second == UInt8(ascii: ":")
        && buffer[contentStart + 2] == UInt8(ascii: ":"))
    guard isCandidate else { return nil }
    let content = String(decoding: buffer[contentStart..<lineEnd], as: UTF8.self)
    return CalloutMarker.recognise(
      Substring(content),
      position: SourcePosition(
        line: line, column: column(in: buffer, from: lineStart, to: contentStart)))
  }

  /// The column of `contentStart`, after the line's indentation and quote prefixes.
  private func column(in buffer: UnsafeBufferPointer<UInt8>, from lineStart: Int, to contentStart: Int)
    -> Int
  {
    String(decoding: buffer[lineStart..<contentStart], as: UTF8.self).unicodeScalars.count + 1
  }
}
