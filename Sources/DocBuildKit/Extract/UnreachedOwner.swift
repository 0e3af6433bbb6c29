import SwiftSyntax

/// The type of a program holding a call that no root of the program reaches: a type that is not
/// a view, an app, a scene nor a preview, and that no other declaration of the program names
/// (`makeBody` of a `ButtonStyle` no view applies). What such code builds, the program's run
/// never builds.
enum UnreachedOwner {
  /// Conformances that make a type something a run mounts or launches.
  private static let mounted: Set<String> = ["View", "App", "Scene", "PreviewProvider"]

  /// The name of the top-level type of `tree` holding `node`, when nothing reaches it; nil for
  /// code a root reaches, or outside any type.
  static func of(_ node: some SyntaxProtocol, in tree: SourceFileSyntax) -> String? {
    guard
      let item = tree.statements.first(where: {
        $0.range.contains(node.position) || $0.position == node.position
      }),
      let name = typeName(of: item.item), !isMounted(item.item)
    else { return nil }
    let namedElsewhere = tree.statements.contains { other in
      other.id != item.id && typeName(of: other.item) != name
        && other.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }
    return namedElsewhere ? nil : name
  }

  private static func typeName(of item: CodeBlockItemSyntax.Item) -> String? {
    if let structDecl = item.as(StructDeclSyntax.self) { return structDecl.name.text }
    if let classDecl = item.as(ClassDeclSyntax.self) { return classDecl.name.text }
    if let enumDecl = item.as(EnumDeclSyntax.self) { return enumDecl.name.text }
    if let extensionDecl = item.as(ExtensionDeclSyntax.self) {
      return extensionDecl.extendedType.trimmedDescription
    }
    return nil
  }

  private static func isMounted(_ item: CodeBlockItemSyntax.Item) -> Bool {
    guard let group = item.asProtocol(DeclGroupSyntax.self) else { return false }
    return group.inheritanceClause?.inheritedTypes.contains {
      mounted.contains($0.type.trimmedDescription.replacingOccurrences(of: "SwiftUI.", with: ""))
    } ?? false
  }
}
