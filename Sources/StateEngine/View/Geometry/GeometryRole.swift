/// What a geometry primitive does: build content from the space it is offered or from a proxy of
/// the scroll views in it, or name its space.
package enum GeometryRole {
  case reader((GeometryProxy) -> Element)
  case scrollReader((ScrollViewProxy) -> Element)
  case coordinateSpace(AnyHashable)
}
