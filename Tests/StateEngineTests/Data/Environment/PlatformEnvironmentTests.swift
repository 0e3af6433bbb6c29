import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// The environment an iPhone in portrait gives, in front: Apple's documentation of `ScenePhase`
/// ("the scene is in the foreground and interactive": `active`) and of `UserInterfaceSizeClass`
/// (an iPhone in portrait is compact across, regular down), at an iPhone 15's display scale.
private struct DeviceInfo: View {
  @Environment(\.scenePhase) private var phase
  @Environment(\.horizontalSizeClass) private var across
  @Environment(\.verticalSizeClass) private var down
  @Environment(\.colorScheme) private var scheme
  @Environment(\.openURL) private var openURL
  @Environment(\.displayScale) private var scale

  var body: some View {
    VStack {
      Text("phase \(phase == .active ? "active" : "other")")
      Text("across \(across == .compact ? "compact" : "regular")")
      Text("down \(down == .regular ? "regular" : "compact")")
      Text("scheme \(scheme == .dark ? "dark" : "light")")
      Text("pixels across \(Int(393 * scale))")
      Button("Open") { openURL(URL(string: "https://example.com")!) }
    }
  }
}

private struct Handled: View {
  @State private var opened = ""

  var body: some View {
    DeviceInfo()
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened = url.host ?? ""
          return .handled
        }
      )
      .preferredColorScheme(.dark)
    Text("opened \(opened)")
  }
}

extension Engine {
  @Suite struct PlatformEnvironment {
    @Test func anIPhoneInPortraitInFront() throws {
      let host = ViewHost(DeviceInfo())
      let html = host.snapshotHTML()
      #expect(html.contains("phase active"))
      #expect(html.contains("across compact"))
      #expect(html.contains("down regular"))
      #expect(html.contains("scheme light"))
      // An iPhone 15's screen: three pixels to a point.
      #expect(html.contains("pixels across 1179"))
      try host.tap("Open")
      #expect(host.reports[1].console == [])
    }

    @Test func aViewCanHandleURLsAndAskForDark() throws {
      let host = ViewHost(Handled())
      #expect(host.snapshotHTML().contains("scheme dark"))
      try host.tap("Open")
      #expect(host.snapshotHTML().contains("opened example.com"))
    }
  }
}
