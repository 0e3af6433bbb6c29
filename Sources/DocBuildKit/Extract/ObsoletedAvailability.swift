import SwiftSyntax

/// `@available(iOS, introduced: 13.0, obsoleted: 15.0)` on a note's own declaration: a backport
/// of SwiftUI API (a `task` modifier for iOS 13) that iOS no longer offers once the platform has
/// its own. Linux ignores iOS availability, so the backport and the engine's API would make every
/// call ambiguous; docbuild compiles such an attribute as `@available(*, unavailable)` (padded to
/// the same width, so columns hold) and calls resolve to the platform's, as on a current iPhone.
enum ObsoletedAvailability {
  /// The newest iOS whose API the engine offers (iOS 18's `Tab` among it).
  static let emulatedMajorVersion = 18

  static let replacement = "@available(*, unavailable)"

  /// Where `decl` and its members carry an `@available` attribute obsoleting them on iOS by the
  /// emulated version, each on one line.
  static func spans(in decl: DeclSyntax, locator: Locator) -> [LineSpan] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(decl)
    return finder.found.compactMap { attribute in
      let start = locator.position(of: attribute.positionAfterSkippingLeadingTrivia)
      let end = locator.position(of: attribute.endPositionBeforeTrailingTrivia)
      guard start.line == end.line, end.column - start.column >= replacement.unicodeScalars.count
      else { return nil }
      return LineSpan(line: start.line, columns: start.column..<end.column)
    }
  }

  /// The text replacing an attribute `width` scalars wide.
  static func replacement(width: Int) -> String {
    replacement + String(repeating: " ", count: width - replacement.unicodeScalars.count)
  }

  private final class Finder: SyntaxVisitor {
    var found: [AttributeSyntax] = []

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      guard node.attributeName.trimmedDescription == "available",
        case .availability(let arguments)? = node.arguments,
        arguments.first?.trimmedDescription.hasPrefix("iOS") == true
      else { return .skipChildren }
      let obsoleted = arguments.lazy.compactMap { argument -> Int? in
        guard case .availabilityLabeledArgument(let labeled) = argument.argument,
          labeled.label.text == "obsoleted",
          case .version(let version) = labeled.value
        else { return nil }
        return Int(version.major.text)
      }.first
      if let obsoleted, obsoleted <= ObsoletedAvailability.emulatedMajorVersion {
        found.append(node)
      }
      return .skipChildren
    }
  }
}
