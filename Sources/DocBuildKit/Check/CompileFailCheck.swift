import Foundation

/// Checks a `compile_fail` block's compilation: it must fail, and when the fence gives a message,
/// some compiler error must contain it (case-insensitively), as in
/// `compile_fail="Cannot assign to property: 'counter' is a get-only property"`.
public enum CompileFailCheck {
  /// The error to report, or `nil` when the block behaved as its fence says (or is not `compile_fail`).
  /// `compilerErrors` are the messages of the compiler's errors (without their locations).
  public static func check(
    _ attributes: FenceAttributes, compiled: Bool, compilerErrors: [String], block: CodeBlock,
    path: String
  ) -> Diagnostic? {
    guard case .compileFail(let expectedMessage) = attributes.mode else { return nil }
    let fence = SourceRange(lines: block.range.start.line, block.range.start.line)
    if compiled {
      return .error(
        "example.compiled", "this `compile_fail` example compiled; it must fail to compile",
        path: path,
        range: fence)
    }
    guard let expectedMessage,
      !compilerErrors.contains(where: {
        $0.range(of: expectedMessage, options: .caseInsensitive) != nil
      })
    else {
      return nil
    }
    return .error(
      "example.compile-fail-message",
      "this example failed to compile, but with no error containing \"\(expectedMessage)\"",
      path: path,
      range: fence, notes: compilerErrors.map { "error: " + $0 })
  }
}
