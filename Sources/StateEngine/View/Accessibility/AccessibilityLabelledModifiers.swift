/// The accessibility modifiers of iOS 13, one `accessibility(…:)` with a label per property
/// (deprecated since iOS 14, still available): each is its `accessibility…(_:)` successor.
extension View {
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }
  public func accessibility(sortPriority: Double) -> some View {
    accessibilitySortPriority(sortPriority)
  }
}
