import Foundation

/// Writes diagnostics to standard error as `path:line:col: severity: message`.
public struct DiagnosticConsoleWriter: Sendable {
  public init() {}

  public var consumer: DiagnosticEngine.Consumer {
    { diagnostic in
      FileHandle.standardError.write(Data((diagnostic.formatted + "\n").utf8))
    }
  }
}
