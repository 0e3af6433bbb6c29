import Foundation

/// Where the built state engine is: the folder SwiftPM built docbuild in, which also holds
/// the engine's modules and its dynamic library (`libSwiftUIEngine.so`).
public struct EngineArtifacts: Sendable {
  public var buildFolder: URL
  /// Changes whenever the engine is rebuilt: part of every example's cache key.
  public var fingerprint: String

  static let library = "libSwiftUIEngine.so"
  /// The engine (`import SwiftUI`), the harness the driver imports, the protocol between them
  /// a playground's page (`import PlaygroundSupport`) and the SwiftData stand-in.
  static let modules = [
    "StateEngine", "EngineHost", "EngineInterface", "PlaygroundSupport", "EngineSwiftData",
  ].map {
    "Modules/\($0).swiftmodule"
  }
  static let openCombineHelpers = "COpenCombineHelpers.build/module.modulemap"
  /// The compiler plugin the engine's macros (`@Entry`, `@Model`, …) expand with.
  static let macros = "EngineMacros-tool"
  /// Every file an engine folder must hold, whose sizes and dates make its fingerprint.
  static let files = [library] + modules + [openCombineHelpers, macros]

  /// The engine in `DOCBUILD_ENGINE_DIR`, next to the running executable (a SwiftPM build
  /// folder), or where the install script puts it (`<prefix>/lib/docbuild` beside
  /// `<prefix>/bin/docbuild`).
  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> EngineArtifacts?
  {
    var candidates: [URL] = []
    if let folder = environment["DOCBUILD_ENGINE_DIR"] {
      candidates.append(URL(fileURLWithPath: folder))
    }
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    {
      let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
      candidates.append(folder)
      candidates.append(
        folder.deletingLastPathComponent().appendingPathComponent("lib/docbuild"))
    }
    for folder in candidates {
      if let artifacts = EngineArtifacts(buildFolder: folder) { return artifacts }
    }
    return nil
  }

  init?(buildFolder: URL) {
    let fileManager = FileManager.default
    var parts: [String] = []
    for file in Self.files {
      let path = buildFolder.appendingPathComponent(file).path
      guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { return nil }
      let size = attributes[.size] as? Int ?? 0
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      parts.append("\(file):\(size):\(modified)")
    }
    self.buildFolder = buildFolder
    self.fingerprint = SHA256.hex(parts.joined(separator: "\n"))
  }

  /// swiftc arguments that make `import SwiftUI`, `import Combine` and `import SwiftData` resolve
  /// to the engine.
  var compilerArguments: [String] {
    let folder = buildFolder.path
    return ExampleModules.standIns.flatMap { ["-module-alias", "\($0.apple)=\($0.engine)"] } + [
      "-I", "\(folder)/Modules",
      "-Xcc", "-fmodule-map-file=\(folder)/\(Self.openCombineHelpers)",
      "-load-plugin-executable", "\(folder)/\(Self.macros)#EngineMacros",
      "-L", folder, "-lSwiftUIEngine",
      "-Xlinker", "-rpath", "-Xlinker", folder,
    ]
  }
}
