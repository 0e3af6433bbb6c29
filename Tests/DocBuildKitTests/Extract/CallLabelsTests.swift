import Testing

@testable import DocBuildKit

/// A call's trailing closures give parameters too: the first unlabelled, the others by label.
struct CallLabelsTests {
  @Test func trailingClosuresAreReadAfterTheParentheses() {
    let call =
      "Card(isOn: $on, title: \"a\") {\n  Text(\"{\")\n} footer: {\n  Text(\"b\")\n}\n.padding()"
    let arguments = call[call.index(after: call.firstIndex(of: "(")!)...]
    #expect(CallLabels.labels(of: arguments) == ["isOn", "title"])
    #expect(CallLabels.trailingClosures(after: arguments) == ["_", "footer"])
  }

  @Test func aCallWithoutTrailingClosuresHasNone() {
    let call = "Card(isOn: $on).padding { }"
    let arguments = call[call.index(after: call.firstIndex(of: "(")!)...]
    #expect(CallLabels.trailingClosures(after: arguments).isEmpty)
  }
}
