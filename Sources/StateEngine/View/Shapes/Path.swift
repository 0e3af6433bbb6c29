import Foundation

/// An outline of lines and curves, kept as the SVG path commands the preview draws (every number
/// written to at most two decimals, so previews are deterministic).
public struct Path: Equatable, Sendable {
  enum Command: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// An elliptical arc to a point, its axes turned by `rotation` degrees, as SVG's `A` command
    /// describes it.
    case arc(radius: CGSize, rotation: CGFloat = 0, largeArc: Bool, sweep: Bool, to: CGPoint)
    case close
  }

  private(set) var commands: [Command] = []
  /// The part of the outline `trimmedPath(from:to:)` keeps, as fractions of its length.
  private(set) var trim: ClosedRange<CGFloat>? = nil
  /// Every point and control point, for the bounding rectangle.
  private var extent: [CGPoint] = []
  private var subpathStart: CGPoint? = nil

  public private(set) var currentPoint: CGPoint? = nil

  public init() {}

  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  public init(_ rect: CGRect) { addRect(rect) }

  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  public var isEmpty: Bool { commands.isEmpty }

  /// The smallest rectangle holding every point and control point.
  public var boundingRect: CGRect {
    guard let first = extent.first else { return .null }
    var minimum = first
    var maximum = first
    for point in extent {
      minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
      maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
    }
    return CGRect(
      x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
  }

  public mutating func move(to point: CGPoint) {
    append(.move(point), to: point, touching: [point])
    subpathStart = point
  }

  public mutating func addLine(to point: CGPoint) {
    if currentPoint == nil { return move(to: point) }
    append(.line(point), to: point, touching: [point])
  }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    points.dropFirst().forEach { addLine(to: $0) }
  }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: point) }
    append(.quadCurve(to: point, control: control), to: point, touching: [point, control])
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: point) }
    append(
      .curve(to: point, control1: control1, control2: control2), to: point,
      touching: [point, control1, control2])
  }

  /// An arc of a circle. `clockwise` is meant in a flipped (y-up) coordinate space, as in SwiftUI:
  /// on the screen, `clockwise: false` turns clockwise.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = startAngle.radians
    var sweep = endAngle.radians - start
    if clockwise { sweep = -sweep }
    let fullTurn = 2 * Double.pi
    sweep = sweep >= fullTurn ? fullTurn : sweep.truncatingRemainder(dividingBy: fullTurn)
    if sweep < 0 { sweep += fullTurn }
    let startPoint = point(start)
    if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
    let corners = [
      CGPoint(x: center.x - radius, y: center.y - radius),
      CGPoint(x: center.x + radius, y: center.y + radius),
    ]
    let radii = CGSize(width: radius, height: radius)
    // SVG cannot draw a whole circle in one arc: go half-way first.
    var remaining = sweep
    var angle = start
    while remaining > 1e-9 {
      let step = min(remaining, Double.pi)
      angle += clockwise ? -step : step
      let end = point(angle)
      append(
        .arc(radius: radii, largeArc: false, sweep: !clockwise, to: end), to: end,
        touching: [end] + corners)
      remaining -= step
    }
  }

  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    rects.forEach { addRect($0) }
  }

  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let radius = CGSize(
      width: min(cornerSize.width, rect.width / 2), height: min(cornerSize.height, rect.height / 2))
    func corner(_ to: CGPoint) {
      append(.arc(radius: radius, largeArc: false, sweep: true, to: to), to: to, touching: [to])
    }
    move(to: CGPoint(x: rect.minX + radius.width, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - radius.width, y: rect.minY))
    corner(CGPoint(x: rect.maxX, y: rect.minY + radius.height))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius.height))
    corner(CGPoint(x: rect.maxX - radius.width, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + radius.width, y: rect.maxY))
    corner(CGPoint(x: rect.minX, y: rect.maxY - radius.height))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius.height))
    corner(CGPoint(x: rect.minX + radius.width, y: rect.minY))
    closeSubpath()
  }

  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let radius = CGSize(width: rect.width / 2, height: rect.height / 2)
    let left = CGPoint(x: rect.minX, y: rect.midY)
    let right = CGPoint(x: rect.maxX, y: rect.midY)
    move(to: left)
    append(
      .arc(radius: radius, largeArc: false, sweep: true, to: right), to: right, touching: [right])
    append(
      .arc(radius: radius, largeArc: false, sweep: true, to: left), to: left,
      touching: [CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.midX, y: rect.maxY)])
    closeSubpath()
  }

  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let path = path.applying(transform)
    commands += path.commands
    extent += path.extent
    currentPoint = path.currentPoint ?? currentPoint
    subpathStart = path.subpathStart ?? subpathStart
  }

  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    commands.append(.close)
    currentPoint = subpathStart
  }

  /// The same outline, every point moved by `transform`: an arc's radii are scaled and its axes
  /// turned with it (under a shear, drawn as the nearest rotation and scale).
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    let turn = atan2(transform.b, transform.a) * 180 / .pi
    let scale = CGSize(
      width: hypot(transform.a, transform.b), height: hypot(transform.c, transform.d))
    let mirrors = transform.a * transform.d - transform.b * transform.c < 0
    let moved = { (point: CGPoint) in point.applying(transform) }
    var path = self
    path.commands = commands.map { command in
      switch command {
      case .move(let point): .move(moved(point))
      case .line(let point): .line(moved(point))
      case .quadCurve(let to, let control): .quadCurve(to: moved(to), control: moved(control))
      case .curve(let to, let control1, let control2):
        .curve(to: moved(to), control1: moved(control1), control2: moved(control2))
      case .arc(let radius, let rotation, let largeArc, let sweep, let to):
        .arc(
          radius: CGSize(width: radius.width * scale.width, height: radius.height * scale.height),
          rotation: rotation + turn, largeArc: largeArc, sweep: mirrors ? !sweep : sweep,
          to: moved(to))
      case .close: .close
      }
    }
    path.extent = extent.map(moved)
    path.currentPoint = currentPoint.map(moved)
    path.subpathStart = subpathStart.map(moved)
    return path
  }

  /// The same outline, of which only the part from `from` to `to` (fractions of its length) is drawn.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    var trimmed = self
    trimmed.trim = min(from, to)...max(from, to)
    return trimmed
  }

  private mutating func append(_ command: Command, to point: CGPoint, touching points: [CGPoint]) {
    commands.append(command)
    extent += points
    currentPoint = point
  }
}

extension Path {
  /// The SVG `d` attribute: `M10 20 L30 40 Z`.
  var svgData: String {
    func xy(_ point: CGPoint) -> String { Appearance.numbers(point.x, point.y) }
    return commands.map { command in
      switch command {
      case .move(let point): "M\(xy(point))"
      case .line(let point): "L\(xy(point))"
      case .quadCurve(let to, let control): "Q\(xy(control)) \(xy(to))"
      case .curve(let to, let control1, let control2): "C\(xy(control1)) \(xy(control2)) \(xy(to))"
      case .arc(let radius, let rotation, let largeArc, let sweep, let to):
        "A\(Appearance.numbers(radius.width, radius.height)) \(Appearance.points(rotation)) \(largeArc ? 1 : 0) \(sweep ? 1 : 0) \(xy(to))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }

  /// `<path d="…"></path>`, trimmed when `trimmedPath` asked for it (SVG dashes measured on a
  /// path length of 1).
  func svgElement(attributes: String = "") -> String {
    var html = "<path d=\"\(svgData)\""
    if let trim {
      html +=
        " pathLength=\"1\" stroke-dasharray=\"\(Appearance.points(trim.upperBound - trim.lowerBound)) 1\""
        + " stroke-dashoffset=\"\(Appearance.points(-trim.lowerBound))\""
    }
    return html + attributes + "></path>"
  }
}

/// A path is a shape whose outline is itself, drawn at its own coordinates.
extension Path: Shape, PrimitiveView {
  public typealias Body = Never

  public func path(in rect: CGRect) -> Path { self }

  func makeElement() -> (Primitive, [Element]) {
    let bounds = boundingRect
    let width = bounds.isNull ? 0 : max(bounds.maxX, 1)
    let height = bounds.isNull ? 0 : max(bounds.maxY, 1)
    return (
      .drawing(Drawing(width: width, height: height, content: svgElement(), stretches: false)), []
    )
  }
}
