import Foundation
import SwiftSyntax

/// A view whose `body` holds nothing but an elision (`...`) or comments pointing elsewhere
/// (`// see the project on GitHub`): the note leaves what it shows out, which stops the block as
/// surely as a name it never declares.
enum ElidedBody {
  /// The views `code` declares whose `body` is left out, in order.
  static func views(in code: String) -> [String] {
    BodylessView.topLevelViews(in: code).filter { isLeftOut($0.body?.accessorBlock) }.map(\.name)
  }

  /// True when the braces hold only comments and elision marks, at least one of them.
  private static func isLeftOut(_ block: AccessorBlockSyntax?) -> Bool {
    guard let block else { return false }
    let inside = block.trimmedDescription.dropFirst().dropLast()
    let lines = inside.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return !lines.isEmpty
      && lines.allSatisfy { $0.hasPrefix("//") || ElisionMark.isMark($0) }
  }
}
