import SwiftSyntax

/// The `@Previewable` declarations that open a `#Preview`'s body (iOS 18). Xcode's preview macro
/// makes them the stored properties of a view whose `body` is the rest of the preview, so that the
/// state a preview's controls change is kept between renders; docbuild compiles the preview the
/// same way, the view being the engine's `HostView`, which no report names.
struct PreviewableState: Hashable, Sendable {
  /// Each `@Previewable` attribute: blanked in the view, where the declarations are properties.
  var attributes: [SourcePosition]
  /// The line the rest of the body starts on: the view's `body` opens before it.
  var bodyLine: Int

  /// The state declared first in a preview's body, on lines of its own; nil when there is none,
  /// when one shares a line with the header or with the rest, or when one follows the rest (the
  /// macro requires them at the body's top level, and a later one cannot be a property here).
  static func of(_ body: ClosureExprSyntax, headerLine: Int, locator: Locator) -> PreviewableState?
  {
    var attributes: [SourcePosition] = []
    var lastLine = headerLine
    for (index, item) in body.statements.enumerated() {
      let lines = locator.lines(of: item)
      guard let attribute = previewable(item) else {
        let rest = body.statements.dropFirst(index)
        guard !attributes.isEmpty, lines.lowerBound > lastLine,
          !rest.contains(where: { previewable($0) != nil })
        else { return nil }
        return PreviewableState(attributes: attributes, bodyLine: lines.lowerBound)
      }
      guard lines.lowerBound > lastLine else { return nil }
      attributes.append(locator.position(of: attribute.positionAfterSkippingLeadingTrivia))
      lastLine = lines.upperBound
    }
    return nil
  }

  static let attribute = "@Previewable"

  private static func previewable(_ item: CodeBlockItemSyntax) -> AttributeSyntax? {
    guard let variable = item.item.as(VariableDeclSyntax.self) else { return nil }
    return variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      $0.attributeName.trimmedDescription == "Previewable"
    }
  }
}
