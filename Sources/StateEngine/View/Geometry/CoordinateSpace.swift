/// Where `GeometryProxy.frame(in:)` measures from: the screen, the view itself, or an ancestor that
/// named its space with `.coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)
}

/// The iOS 17 spelling: `.coordinateSpace(.named("scroll"))`.
public struct NamedCoordinateSpace: Hashable {
  let name: AnyHashable

  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension View {
  public func coordinateSpace(name: some Hashable) -> some View {
    builtIn(.geometry(.coordinateSpace(AnyHashable(name))))
  }

  public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
    builtIn(.geometry(.coordinateSpace(space.name)))
  }
}
