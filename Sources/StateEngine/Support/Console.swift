/// Where example output goes: the host's current step log when a host is driving, stdout otherwise.
package enum Console {
  /// Receives every chunk of text printed while a host is active.
  package static var sink: ((String) -> Void)?

  /// What was printed while no host was driving (an example's top-level code), kept for its report.
  private static var unattached = ""

  static func write(_ text: String) {
    if let sink {
      sink(text)
    } else {
      unattached += text
      Swift.print(text, terminator: "")
    }
  }

  /// The lines printed outside any host so far; clears them.
  package static func takeUnattached() -> [String] {
    defer { unattached = "" }
    var lines = unattached.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// An engine warning, worded as SwiftUI words it.
  static func warn(_ message: String) {
    write(message + "\n")
  }
}

/// Shadows `Swift.print` for code that imports the engine so examples' output is captured per step.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  Console.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
