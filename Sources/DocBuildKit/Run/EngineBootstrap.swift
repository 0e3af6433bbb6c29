import Foundation

/// Builds the state engine for a docbuild that was built from source without it
/// (`swift run -c release docbuild content/ site/` on a fresh clone builds only docbuild): once,
/// into the same build folder and configuration as docbuild itself, so that `locate()` finds it
/// beside the executable from then on, whatever the current folder.
public enum EngineBootstrap {
  /// The package docbuild was built from, as this file knows it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The SwiftPM command that builds the engine beside `executable`, when docbuild runs from a
  /// SwiftPM build folder of its own package; nil for an installed docbuild.
  public static func command(forExecutable executable: URL) -> [String]? {
    // <scratch>/<triple>/<configuration>/docbuild
    let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    let configuration = folder.lastPathComponent
    let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
    let fileManager = FileManager.default
    guard ["debug", "release"].contains(configuration),
      fileManager.fileExists(atPath: scratch.appendingPathComponent("workspace-state.json").path),
      fileManager.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path)
    else { return nil }
    return [
      "swift", "build", "--package-path", packageRoot.path, "--scratch-path", scratch.path,
      "-c", configuration, "--product", "SwiftUIEngine",
    ]
  }

  /// Runs `command` (from `command(forExecutable:)`) with the toolchain's `swift` on PATH;
  /// returns what it printed when it failed.
  public static func build(_ command: [String]) -> String? {
    let result = ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: command, timeout: 1800
    ).run()
    guard result.status != 0 || result.timedOut else { return nil }
    return String((result.output + result.errorOutput).suffix(2000))
  }
}
