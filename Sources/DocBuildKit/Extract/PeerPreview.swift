/// One of a block's several previews (`#Preview`s, or `PreviewProvider`s of views that do not hold
/// one another), each run as Xcode's canvas shows each: the first is the block's run.
public struct PeerPreview: Hashable, Sendable {
  /// How a reader tells it from the others: a `#Preview` by its title (`#Preview("Dark")`), else
  /// by its one line of body (`#Preview { Badge(count: 3) }`), else by its place (`#Preview 2`);
  /// a provider by its name. Never a name docbuild gives the preview's function.
  public var label: String
  /// What its run mounts.
  public var root: RootView

  /// The longest body shown in a label; a longer one names the preview by its place.
  static let maximumBody = 48

  /// The label of the preview written on `lines` (its header first, its closing brace last), the
  /// `ordinal`-th of its block.
  static func label(lines: [String], ordinal: Int) -> String {
    let header = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
    if let title = header.firstMatch(of: #/^#Preview\s*\(\s*("(?:[^"\\]|\\.)*")/#) {
      return "#Preview(\(title.1))"
    }
    if lines.count == 1, let oneLine = header.wholeMatch(of: #/#Preview\s*\{\s*(.+?)\s*\}/#),
      oneLine.1.count <= maximumBody
    {
      return "#Preview { \(oneLine.1) }"
    }
    let body = lines.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    if header.hasSuffix("{"), lines.last?.trimmingCharacters(in: .whitespaces) == "}",
      body.count == 1, let line = body.first, line.count <= maximumBody
    {
      return "#Preview { \(line) }"
    }
    return "#Preview \(ordinal)"
  }
}
