/// The modules an example is compiled with, listed once: the runner's flags resolve the engine's
/// stand-ins from it, and reasons read from it which of a block's imports docbuild lacks.
enum ExampleModules {
  /// Apple's modules the engine stands in for, and the engine module each one resolves to.
  static let standIns: [(apple: String, engine: String)] = [
    ("SwiftUI", "StateEngine"), ("Combine", "EngineCombine"), ("SwiftData", "EngineSwiftData"),
  ]

  /// The engine's modules stand in for Apple's under Apple's names (`-module-alias`), but swiftc
  /// qualifies a type by the module's real name (`'StateEngine.Button'`): a reader sees Apple's
  /// (`'SwiftUI.Button'`), as Xcode would say it. OpenCombine is what `Combine` is built on.
  static func withAppleNames(_ message: String) -> String {
    let engines = standIns + [(apple: "Combine", engine: "OpenCombine")]
    return engines.reduce(message) { text, module in
      text.replacing(
        try! Regex("\\b\(module.engine)\\."), with: module.apple + ".")
    }
  }

  /// Apple's modules a note may import: the stand-ins, the engine's playground page, those the
  /// toolchain has on Linux too, and Core Graphics, whose geometry Foundation declares there
  /// (`CoreGraphicsImport`).
  static let apple: Set<String> = Set(standIns.map(\.apple)).union([
    "Foundation", "Observation", "PlaygroundSupport", "CoreGraphics",
  ])

  /// Every module an example may import: Apple's, and the toolchain's own.
  static let all: Set<String> = apple.union([
    "XCTest", "Dispatch", "Swift", "Glibc", "FoundationEssentials", "RegexBuilder",
    "Synchronization", "_Concurrency",
  ])
}
