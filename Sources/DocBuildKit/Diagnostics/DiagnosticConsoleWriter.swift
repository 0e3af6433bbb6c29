import Foundation

/// Writes diagnostics to standard error as `path:line:col: severity: message`, or as GitHub
/// Actions workflow commands (`::error file=…,line=…,col=…::message`) that show up as annotations
/// on the pull request's lines.
public struct DiagnosticConsoleWriter: Sendable {
  public enum Format: String, CaseIterable, Sendable {
    case text
    case github
  }

  public var format: Format
  /// Put before a diagnostic's note-relative path, so the path is relative to the current folder
  /// (the input folder as given on the command line: `content/`).
  public var pathPrefix: String

  public init(format: Format = .text, pathPrefix: String = "") {
    self.format = format
    self.pathPrefix = pathPrefix
  }

  public var consumer: DiagnosticEngine.Consumer {
    let writer = self
    return { diagnostic in
      FileHandle.standardError.write(Data((writer.line(for: diagnostic) + "\n").utf8))
    }
  }

  func line(for diagnostic: Diagnostic) -> String {
    var located = diagnostic
    if !located.path.hasPrefix("/") && !pathPrefix.isEmpty {
      located.path =
        pathPrefix.hasSuffix("/") ? pathPrefix + located.path : pathPrefix + "/" + located.path
    }
    switch format {
    case .text: return InertConsoleText.of(located.formatted)
    case .github:
      var properties = ["file=\(Self.property(located.path))"]
      if let start = located.range?.start {
        properties += ["line=\(start.line)", "col=\(start.column)"]
      }
      properties.append("title=\(Self.property("docbuild: \(located.id)"))")
      let message = ([located.message] + located.notes).joined(separator: "\n")
      return
        "::\(located.severity.rawValue) \(properties.joined(separator: ","))::\(Self.data(message))"
    }
  }

  /// GitHub's escaping of a workflow command's message.
  private static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// GitHub's escaping of a workflow command's property value.
  private static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
