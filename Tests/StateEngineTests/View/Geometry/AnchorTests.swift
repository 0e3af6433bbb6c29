import Testing

@testable import EngineHost
@testable import StateEngine

/// "An opaque value derived from an anchor source and a particular view. You can convert the anchor
/// to a `Value` in the coordinate space of a target view by using a `GeometryProxy` to specify the
/// target view" (Apple's documentation of `Anchor`).
private struct BadgeBoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

private struct CentreKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value += nextValue()
  }
}

private struct Highlighted: View {
  var body: some View {
    VStack {
      Text("Badge")
        .frame(width: 100, height: 50)
        .anchorPreference(key: BadgeBoundsKey.self, value: .bounds) { $0 }
        .transformAnchorPreference(key: CentreKey.self, value: .center) { $0.append($1) }
    }
    .padding(10)
    .overlayPreferenceValue(BadgeBoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Text("badge at \(rect.minX),\(rect.minY) \(rect.width)x\(rect.height)")
        }
      }
    }
    .backgroundPreferenceValue(CentreKey.self) { centres in
      GeometryReader { proxy in
        ForEach(centres.indices, id: \.self) { index in
          Text("centre \(proxy[centres[index]].x),\(proxy[centres[index]].y)")
        }
      }
    }
  }
}

extension Engine {
  @Suite struct Anchors {
    /// The badge's fixed frame is centred in the padded safe area: (10, 69, 373 × 739) on screen;
    /// the reader over it starts at the safe area's top (59).
    @Test func anAnchorResolvesInTheReadersCoordinates() {
      let html = ViewHost(Highlighted()).snapshotHTML()
      #expect(html.contains("badge at 146.5,354.5 100.0x50.0"))
      #expect(html.contains("centre 196.5,379.5"))
    }
  }
}
