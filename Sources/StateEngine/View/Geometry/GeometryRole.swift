/// What a geometry primitive does: build content from the space it is offered or from a proxy of
/// the scroll views in it, or name its space.
package enum GeometryRole {
  case reader((GeometryProxy) -> Element)
  /// `visualEffect`: the content with the effect made from the space it is offered, in no view
  /// of its own (a reader is a `GeometryReader` in identity paths).
  case effect((GeometryProxy) -> Element)
  case scrollReader((ScrollViewProxy) -> Element)
  case coordinateSpace(AnyHashable)
}
