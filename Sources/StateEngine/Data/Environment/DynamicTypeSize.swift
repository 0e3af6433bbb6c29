/// The size of text the reader asked for. The engine's reader keeps the default, `large`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of the same setting, as `\.sizeCategory` gives it.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
      true
    default: false
    }
  }
}

private enum DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { DynamicTypeSize.large }
}

private enum SizeCategoryKey: EnvironmentKey {
  static var defaultValue: ContentSizeCategory { ContentSizeCategory.large }
}

extension EnvironmentValues {
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  public var sizeCategory: ContentSizeCategory {
    get { self[SizeCategoryKey.self] }
    set { self[SizeCategoryKey.self] = newValue }
  }
}

extension View {
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }
}
