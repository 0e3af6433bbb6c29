import Testing

@testable import EngineHost
@testable import StateEngine

private struct Row: View {
  let index: Int
  @State var count = 0

  var body: some View {
    HStack {
      Text("\(index): \(count)")
      Button("Tap \(index)") { count += 1 }
    }
  }
}

private struct Rows: View {
  var body: some View {
    VStack {
      ForEach(0..<10_000, id: \.self) { Row(index: $0) }
    }
  }
}

/// Every piece of a snapshot, shared ones once per place they appear.
private func pieces(of text: SnapshotText) -> [ObjectIdentifier] {
  [ObjectIdentifier(text)]
    + text.parts.flatMap { part -> [ObjectIdentifier] in
      if case .piece(let piece) = part { return pieces(of: piece) }
      return []
    }
}

extension Engine {
  /// A step costs what changed. The step after a tap shares every piece of the screen
  /// that did not change with the step before, and builds new ones only on the path to the leaf.
  @Suite struct SnapshotSharing {
    @Test func aStepBuildsPiecesOnlyForWhatChanged() throws {
      let host = ViewHost(Rows())
      let before = Set(pieces(of: host.snapshotText()))
      try host.tap("Tap 5000")
      let after = pieces(of: host.snapshotText())
      let built = after.filter { !before.contains($0) }
      #expect(after.count > 300)
      #expect(built.count <= 5)
      #expect(host.reports[1].snapshot.contains("<p class=\"ui-text\">5000: 1</p>"))
      #expect(
        host.reports[1].snapshot
          == host.reports[0].snapshot.replacingOccurrences(
            of: "<p class=\"ui-text\">5000: 0</p>", with: "<p class=\"ui-text\">5000: 1</p>"))
    }
  }
}
