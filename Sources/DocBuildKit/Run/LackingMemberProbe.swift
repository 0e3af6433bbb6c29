import SwiftSyntax

/// swiftc stops at the first member of a modifier chain the engine lacks (`.presentationBackground`)
/// and never checks the ones after it (`.presentationCornerRadius`). Compiled again with the calls
/// of the members it named blanked out, the unit shows what else the engine lacks, so a reason can
/// list every name at once.
enum LackingMemberProbe {
  /// The most compilations one block's probe may add.
  static let rounds = 3

  /// The platform members `errors` say a value has none of (`has no member 'scrollContent…'`).
  /// Only SwiftUI's: blanking a modifier leaves the view it modifies, but blanking another
  /// call (SwiftData's `fetchHistory(_:)`) leaves a receiver the rest of the chain never had.
  static func missingMembers(_ errors: [CompilerMessage]) -> Set<String> {
    Set(
      errors.compactMap { error in
        error.text.firstMatch(of: #/has no member '([A-Za-z_][A-Za-z0-9_]*)'$/#).map {
          String($0.1)
        }
      }.filter { PlatformAPI.shared.isSwiftUIMember($0) })
  }

  /// `unit` with each call of `members` on a receiver (`.name(…) { … }`) blanked, newlines kept so
  /// every line keeps its number; nil when it calls none of them.
  static func unit(_ unit: CompilationUnit, without members: Set<String>) -> CompilationUnit? {
    guard let tree = SwiftSource.parse(unit.source) else { return nil }
    let finder = CallFinder(members: members)
    finder.walk(tree)
    guard !finder.ranges.isEmpty else { return nil }
    var bytes = Array(unit.source.utf8)
    for range in finder.ranges {
      for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") {
        bytes[index] = UInt8(ascii: " ")
      }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    // Each line ends with a newline: the last piece is empty.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard lines.count == unit.sourceMap.lines.count else { return nil }
    var probed = unit
    probed.sourceMap = SourceMap(
      lines: zip(lines, unit.sourceMap.lines).map { .init(text: String($0), origin: $1.origin) })
    return probed
  }

  private final class CallFinder: SyntaxVisitor {
    let members: Set<String>
    var ranges: [Range<Int>] = []

    init(members: Set<String>) {
      self.members = members
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil,
        members.contains(access.declName.baseName.text)
      {
        ranges.append(
          access.period.positionAfterSkippingLeadingTrivia
            .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
      }
      return .visitChildren
    }
  }
}
