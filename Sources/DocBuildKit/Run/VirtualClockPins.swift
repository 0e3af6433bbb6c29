import Foundation

/// Dispatch declares `DispatchQueue`, `DispatchTime` and `Timer.scheduledTimer`, and so does the
/// engine, whose versions run on the virtual clock. A file that imports only SwiftUI or Combine
/// sees the engine's (a module's declarations shadow those of the modules it imports), but one
/// that also imports Foundation or Dispatch itself sees both, and naming them is ambiguous where
/// Apple's platforms have one of each. A file's own declarations shadow every imported one: these,
/// appended after the file's lines (which keep their numbers), name the engine's. `Timer` is
/// qualified: a note may declare a `Timer` of its own.
enum VirtualClockPins {
  static let declarations = """

    // docbuild: the virtual clock's names, over Dispatch's
    fileprivate typealias DispatchQueue = Combine.DispatchQueue
    fileprivate typealias DispatchTime = Combine.DispatchTime
    extension Foundation.Timer {
      fileprivate class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping @Sendable (Foundation.Timer) -> Void
      ) -> Foundation.Timer {
        _scheduledOnVirtualClock(withTimeInterval: interval, repeats: repeats, block: block)
      }
    }

    """

  /// `declarations` when `source` imports the engine (SwiftUI or Combine), else nothing: a file
  /// that imports Foundation alone keeps Dispatch's.
  static func declarations(for source: String) -> String {
    importsEngine(source) ? declarations : ""
  }

  private static func importsEngine(_ source: String) -> Bool {
    source.split(separator: "\n").contains { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let keyword = words.firstIndex(of: "import"), keyword + 1 < words.count,
        words[..<keyword].allSatisfy({ $0.hasPrefix("@") })
      else { return false }
      return ["SwiftUI", "Combine"].contains(words[keyword + 1])
    }
  }
}
