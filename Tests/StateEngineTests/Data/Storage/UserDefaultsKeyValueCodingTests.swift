import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// A view saving through key-value coding's setter, as notes written on a Mac do.
private struct Sound: View {
  @AppStorage("muted") private var muted = false

  var body: some View {
    Button(muted ? "Muted" : "Playing") {
      UserDefaults.standard.setValue(!muted, forKey: "muted")
    }
  }
}

extension Engine {
  @Suite struct UserDefaultsKeyValueCoding {
    @Test func setValueStoresUnderTheKey() throws {
      let host = ViewHost(Sound())
      try host.tap("Playing")
      #expect(UserDefaults.standard.bool(forKey: "muted"))
      UserDefaults.standard.setValue(nil, forKey: "muted")
      #expect(UserDefaults.standard.object(forKey: "muted") == nil)
    }
  }
}
