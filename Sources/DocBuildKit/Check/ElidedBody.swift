import Foundation
import SwiftSyntax

/// A view whose `body` holds nothing but an elision (`...`) or comments pointing elsewhere
/// (`// see the project on GitHub`): the note leaves what it shows out, which stops the block as
/// surely as a name it never declares.
enum ElidedBody {
  /// The views `code` declares whose `body` is left out, in order.
  static func views(in code: String) -> [String] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    return tree.statements.compactMap { item in
      guard let view = item.item.as(StructDeclSyntax.self),
        view.inheritanceClause?.inheritedTypes.contains(where: {
          $0.type.trimmedDescription == "View"
        }) == true,
        view.memberBlock.members.contains(where: { member in
          member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
            $0.pattern.trimmedDescription == "body" && isLeftOut($0.accessorBlock)
          } == true
        })
      else { return nil }
      return view.name.text
    }
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
