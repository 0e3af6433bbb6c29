import Foundation

/// Whether a toolbar spacer takes the system's fixed width or all the room it is given.
public struct SpacerSizing: Sendable {
  public static var fixed: SpacerSizing { SpacerSizing() }
  public static var flexible: SpacerSizing { SpacerSizing() }
}

/// iOS 26's space between toolbar items: a toolbar item holding a spacer, which the preview
/// draws at the flexible width whichever sizing is asked for.
public struct ToolbarSpacer: View, PrimitiveView {
  public typealias Body = Never
  let placement: ToolbarItemPlacement

  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.placement = placement
  }

  func makeElement() -> (Primitive, [Element]) {
    ToolbarItem(placement: placement) { Spacer() }.makeElement()
  }
}
