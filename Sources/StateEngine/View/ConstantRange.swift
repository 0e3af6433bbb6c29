/// A view built over a range it reads only once: later renders keep the first range and build its
/// rows with the latest content.
protocol ConstantRangeView {
  var constantRange: ConstantRange? { get }
}

struct ConstantRange {
  let range: Range<Int>
  let rows: (Range<Int>) -> [Element]

  /// The rows over `first`, the range the node was built with, warning as SwiftUI does when the
  /// count changed.
  func rows(keeping first: Range<Int>, typeName: String) -> [Element] {
    if range.count != first.count {
      Console.warn(
        "\(typeName) count (\(range.count)) != its initial count (\(first.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
      )
    }
    return rows(first)
  }
}
