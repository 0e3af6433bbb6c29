import Foundation

/// How an accessibility element is made from a view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  public static var ignore: Self { Self(name: "ignore") }
  public static var contain: Self { Self(name: "contain") }
  public static var combine: Self { Self(name: "combine") }
}

/// What an accessibility element is to assistive technologies (a button, a header, …).
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static var isButton: Self { Self(rawValue: 1 << 0) }
  public static var isHeader: Self { Self(rawValue: 1 << 1) }
  public static var isSelected: Self { Self(rawValue: 1 << 2) }
  public static var isLink: Self { Self(rawValue: 1 << 3) }
  public static var isSearchField: Self { Self(rawValue: 1 << 4) }
  public static var isImage: Self { Self(rawValue: 1 << 5) }
  public static var playsSound: Self { Self(rawValue: 1 << 6) }
  public static var isKeyboardKey: Self { Self(rawValue: 1 << 7) }
  public static var isStaticText: Self { Self(rawValue: 1 << 8) }
  public static var isSummaryElement: Self { Self(rawValue: 1 << 9) }
  public static var updatesFrequently: Self { Self(rawValue: 1 << 10) }
  public static var startsMediaSession: Self { Self(rawValue: 1 << 11) }
  public static var allowsDirectInteraction: Self { Self(rawValue: 1 << 12) }
  public static var causesPageTurn: Self { Self(rawValue: 1 << 13) }
  public static var isModal: Self { Self(rawValue: 1 << 14) }
  public static var isToggle: Self { Self(rawValue: 1 << 15) }
}

/// The accessibility modifiers: what VoiceOver would read. Pages have no assistive technology to
/// serve, so labels, hints, values and traits are recorded by name and not shown, and custom
/// actions never run.
extension View {
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accepted("accessibilityLabel")
  }
  public func accessibilityLabel(_ label: Text) -> some View { accepted("accessibilityLabel") }
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    accepted("accessibilityHint")
  }
  public func accessibilityHint(_ hint: Text) -> some View { accepted("accessibilityHint") }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    accepted("accessibilityValue")
  }
  public func accessibilityValue(_ value: Text) -> some View { accepted("accessibilityValue") }
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accepted("accessibilityIdentifier")
  }
  public func accessibilityHidden(_ hidden: Bool) -> some View { accepted("accessibilityHidden") }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accepted("accessibilityElement")
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accepted("accessibilityAddTraits")
  }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accepted("accessibilityRemoveTraits")
  }
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accepted("accessibilitySortPriority")
  }
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View {
    accepted("accessibilityAction")
  }
}
