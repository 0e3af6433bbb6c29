/// `import CoreGraphics`: Linux has no Core Graphics module, and Foundation declares its geometry
/// there (`CGPoint`, `CGFloat`, `CGAffineTransform`), so a block importing it is compiled with
/// Foundation in its place, the line's columns kept.
enum CoreGraphicsImport {
  static let declarationName = "import CoreGraphics"

  /// `line` with its `import CoreGraphics` read as Foundation's import.
  static func compiled(_ line: String) -> String {
    line.replacing(#/\bimport(\s+)CoreGraphics\b/#) { "import\($0.1)Foundation  " }
  }
}
