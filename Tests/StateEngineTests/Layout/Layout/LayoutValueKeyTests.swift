import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// A layout value a view hands to its layout ("a key for a layout value that you can apply to
/// views", Apple's documentation of `LayoutValueKey`).
private struct Weight: LayoutValueKey {
  static let defaultValue = 1
}

extension View {
  fileprivate func weight(_ value: Int) -> some View {
    layoutValue(key: Weight.self, value: value)
  }
}

private struct Weighed: View {
  @State private var heavy = 3

  var body: some View {
    VStack {
      Text("Light").weight(1)
      Text("Heavy \(heavy)").weight(heavy)
      Button("Heavier") { heavy += 1 }
    }
  }
}

extension Engine {
  /// The engine runs no layout: the value is accepted, and a subview reads the key's default.
  @Suite struct LayoutValueKeys {
    @Test func aViewGivenALayoutValueShowsAsItself() throws {
      let host = ViewHost(Weighed())
      try host.tap("Heavier")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Heavy 4</p>"))
    }

    @Test func aSubviewReadsTheKeysDefault() {
      #expect(LayoutSubview()[Weight.self] == 1)
    }
  }
}
