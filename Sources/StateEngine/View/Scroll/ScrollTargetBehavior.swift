/// Where a scroll view settles when a swipe ends (a page, or the nearest view of a
/// `scrollTargetLayout`). The engine's scroll views move only by a scenario's `scroll`, which
/// brings a row into view at once: the behaviour is accepted only.
public protocol ScrollTargetBehavior {}

/// Settles on pages the size of the scroll view.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

/// Settles on the views of the scroll view's `scrollTargetLayout`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one swipe may scroll.
  public struct LimitBehavior: Hashable, Sendable {
    private let name: String

    public static var automatic: Self { Self(name: "automatic") }
    public static var always: Self { Self(name: "always") }
    public static var never: Self { Self(name: "never") }
  }

  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: Self { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: Self { .init() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> Self
  {
    .init(limitBehavior: limitBehavior)
  }
}

extension View {
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    accepted("scrollTargetBehavior")
  }

  /// Marks the layout whose views a view-aligned scroll view settles on.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    accepted("scrollTargetLayout")
  }
}
