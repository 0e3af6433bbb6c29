/// What a modifier does to the space its content is offered, for `GeometryReader`'s simple layout.
enum LayoutChange: Equatable {
  /// `.padding`: the content is offered the space less the insets.
  case padding(EdgeInsets)
  /// `.frame(width:height:)`: the content is offered the fixed lengths, centred in the space.
  case frame(width: CGFloat?, height: CGFloat?)
}
