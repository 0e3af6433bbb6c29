/// The attributes written after the language of a Swift fence, in the spirit of rustdoc:
///
/// ````markdown
/// ```swift no_run timeout=20
/// ```swift compile_fail="Cannot assign to property: 'counter' is a get-only property"
/// ```swift standalone root=CounterView
/// ````
///
/// - `ignore`: shown, not compiled.
/// - `no_run`: compiled, not run.
/// - `compile_fail`: must fail to compile; `compile_fail="message"` also requires some compiler
///   error to contain `message` (case-insensitively).
/// - `standalone`: compiled without the declarations of the page's earlier blocks.
/// - `root=ViewName`: the view the run mounts.
/// - `timeout=20`: the run's time limit in seconds.
/// - `no_explore`: the preview is not explorable (its UI is not explored after the run).
///
/// Attributes are separated by spaces or commas; values may be quoted (`"…"`, with `\"` and `\\`).
/// An unknown attribute is a warning; a malformed one is an error and is ignored.
public struct FenceAttributes: Hashable, Sendable {
  /// What the build does with the block.
  public enum Mode: Hashable, Sendable {
    case run
    case compileOnly
    /// Must fail to compile; when a message is given, some compiler error must contain it.
    case compileFail(expectedMessage: String?)
    case ignore
  }

  public var mode: Mode = .run
  public var standalone = false
  public var root: String?
  /// Seconds; `nil` means the build's default.
  public var timeout: Double?
  /// Whether the reader may explore the preview (every control of the UI is tried at build time).
  public var explore = true
  /// The longest `timeout=` an example may ask for: one note must not hold a build (or a CI job)
  /// for longer.
  public static let maximumTimeout = 120.0

  public init(
    mode: Mode = .run, standalone: Bool = false, root: String? = nil, timeout: Double? = nil
  ) {
    self.mode = mode
    self.standalone = standalone
    self.root = root
    self.timeout = timeout
  }

  /// Whether `language` (as `CodeBlock.language` gives it) names a Swift block.
  public static func isSwift(_ codeBlock: CodeBlock) -> Bool {
    codeBlock.isFenced && codeBlock.language == "swift"
  }

  /// Parses the attributes of `codeBlock`'s info string (the first word, the language, is skipped).
  public static func parse(_ codeBlock: CodeBlock, path: String) -> (FenceAttributes, [Diagnostic])
  {
    var parser = Parser(info: codeBlock.info, path: path, range: codeBlock.range)
    return parser.parse()
  }

  private struct Parser {
    var scanner: QuotedStringScanner
    let path: String
    let range: SourceRange
    var attributes = FenceAttributes()
    var diagnostics: [Diagnostic] = []
    var modes: [String] = []

    init(info: String, path: String, range: SourceRange) {
      scanner = QuotedStringScanner(info)
      self.path = path
      self.range = range
    }

    mutating func parse() -> (FenceAttributes, [Diagnostic]) {
      skipSeparators()
      _ = scanner.read(while: { !Self.isSeparator($0) })  // the language
      while true {
        skipSeparators()
        guard !scanner.isAtEnd else { break }
        let name = scanner.read(while: { !Self.isSeparator($0) && $0 != "=" })
        var value: String?
        if scanner.current == "=" {
          _ = scanner.read(while: { $0 == "=" })
          do {
            value =
              scanner.current == "\""
              ? try scanner.readQuoted() : scanner.read(while: { !Self.isSeparator($0) })
          } catch {
            report(.error, "fence.malformed-attribute", "unterminated quoted value of `\(name)`")
            break
          }
        }
        apply(name: name, value: value)
      }
      if modes.count > 1 {
        report(
          .warning, "fence.conflicting-attributes",
          "conflicting attributes \(modes.codeList); using `\(modes.last!)`"
        )
      }
      return (attributes, diagnostics)
    }

    mutating func apply(name: String, value: String?) {
      switch (name, value) {
      case ("ignore", nil):
        setMode(.ignore, name)
      case ("no_run", nil):
        setMode(.compileOnly, name)
      case ("compile_fail", let message):
        setMode(.compileFail(expectedMessage: message.flatMap { $0.isEmpty ? nil : $0 }), name)
      case ("standalone", nil):
        attributes.standalone = true
      case ("no_explore", nil):
        attributes.explore = false
      case ("root", let view?) where isIdentifier(view):
        attributes.root = view
      case ("root", _):
        report(
          .error, "fence.malformed-attribute", "`root` needs a view name, as in `root=ContentView`")
      case ("timeout", let seconds?) where Double(seconds).map({ $0 > 0 && $0.isFinite }) == true:
        attributes.timeout = min(Double(seconds)!, FenceAttributes.maximumTimeout)
        if Double(seconds)! > FenceAttributes.maximumTimeout {
          report(
            .warning, "fence.timeout-capped",
            "`timeout=\(seconds)` is above the maximum of \(Int(FenceAttributes.maximumTimeout)) seconds; the example gets \(Int(FenceAttributes.maximumTimeout))"
          )
        }
      case ("timeout", _):
        report(
          .error, "fence.malformed-attribute",
          "`timeout` needs a number of seconds, as in `timeout=20`")
      case ("ignore", _), ("no_run", _), ("standalone", _), ("no_explore", _):
        report(.error, "fence.malformed-attribute", "`\(name)` takes no value")
      default:
        report(
          .warning, "fence.unknown-attribute",
          "unknown fence attribute `\(name)`",
          notes: [
            "known attributes: ignore, no_run, compile_fail, standalone, no_explore, root=, timeout="
          ])
      }
    }

    mutating func setMode(_ mode: Mode, _ name: String) {
      attributes.mode = mode
      modes.append(name)
    }

    mutating func skipSeparators() {
      scanner.skip(while: Self.isSeparator)
    }

    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isWhitespace || scalar == "," || scalar == "{" || scalar == "}"
    }

    func isIdentifier(_ text: String) -> Bool {
      guard let first = text.unicodeScalars.first, first.properties.numericType == nil else {
        return false
      }
      return text.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
      }
    }

    mutating func report(
      _ severity: Diagnostic.Severity, _ id: String, _ message: String, notes: [String] = []
    ) {
      diagnostics.append(
        Diagnostic(severity, id: id, message, path: path, range: range, notes: notes))
    }
  }
}
