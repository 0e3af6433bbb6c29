import EngineInterface
import Foundation

/// What `docbuild --version` says: the tool's version, the engine it would run examples with and
/// the compiler that builds them — the three things an example's result depends on.
public enum VersionReport {
  public static let version = "0.2.0"

  public static func text() -> String {
    var lines = ["docbuild \(version)"]
    if let engine = EngineArtifacts.locate() {
      lines.append(
        "engine: \(engine.buildFolder.path) (interface \(RunReport.interfaceVersion), build \(engine.fingerprint.prefix(12)))"
      )
    } else {
      lines.append("engine: not found (examples cannot run until it is built or installed)")
    }
    if let compiler = SwiftCompiler.locate() {
      let first = compiler.version.split(separator: "\n").first.map(String.init) ?? ""
      lines.append("compiler: \(first) (\(compiler.executable.path))")
    } else {
      lines.append("compiler: swiftc not found on PATH")
    }
    return lines.joined(separator: "\n")
  }
}
