/// Code of another language that notes about SwiftUI fence as Swift: a Metal shader beside the
/// `ShaderLibrary` call that uses it, the `Localizable.strings` entries a `Text` looks up, or the
/// Python script that plotted what a view draws. It is
/// not Swift, so it is shown, neither compiled nor reported as a Swift error.
public enum ForeignLanguage: String, Hashable, Sendable {
  /// Metal Shading Language (C++ with `[[ stitchable ]]`, `half4`, `float2`).
  case metalShader = "Metal shader"
  /// Lines of a `.strings` localization file: `"key" = "value";`.
  case stringsFile = "strings file"
  /// Python: `import numpy as np`, `from x import y`, `def f(x):`.
  case python = "Python"

  /// The language a block's lines are written in when it is one of these, else nil. `parses`:
  /// whether they parse as Swift, which `.strings` entries do and a Metal shader does not (Swift
  /// holding a shader's source in a string literal stays Swift).
  static func of(_ lines: [Substring], parses: Bool) -> ForeignLanguage? {
    let code = lines.map { String($0.trimmingTrailingWhitespace.drop(while: \.isWhitespace)) }
      .filter { !$0.isEmpty }
    guard !code.isEmpty else { return nil }
    if !parses, code.contains(where: isMetalMarker) { return .metalShader }
    if !parses, code.contains(where: isPythonMarker) { return .python }
    let entries = code.filter { !isComment($0) }
    if !entries.isEmpty, entries.allSatisfy({ $0.wholeMatch(of: stringsEntry) != nil }) {
      return .stringsFile
    }
    return nil
  }

  /// Lines only Metal has: its attributes (`[[ stitchable ]]`, `[[kernel]]`), its header, its
  /// namespace, or a declaration of one of its vector types, which Swift spells `SIMD4<Float>`.
  private static func isMetalMarker(_ line: String) -> Bool {
    line.contains(#/\[\[\s*(stitchable|kernel|vertex|fragment|visible)\b/#)
      || line.hasPrefix("#include <metal_stdlib>") || line.hasPrefix("using namespace metal")
      || line.wholeMatch(of: #/(half|float|int|uint)[2-4](x[2-4])? +\w+ *(=.*|;)/#) != nil
  }

  /// Lines only Python has: an import renamed with `as` or taken `from` a module, a function
  /// header ending in a colon.
  private static func isPythonMarker(_ line: String) -> Bool {
    line.wholeMatch(of: #/import [\w.]+ as \w+|from [\w.]+ import .+|def \w+\(.*\)( -> .+)?:/#)
      != nil
  }

  private static func isComment(_ line: String) -> Bool {
    line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*")
  }

  nonisolated(unsafe) private static let stringsEntry =
    #/"(?:[^"\\]|\\.)*" *= *"(?:[^"\\]|\\.)*" *;/#
}
