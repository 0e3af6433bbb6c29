import Testing

@testable import EngineHost
@testable import StateEngine

/// "A container view that defines its content as a function of its own size and coordinate space"
/// (Apple's documentation of `GeometryReader`): the engine's is on an iPhone 15/16 in portrait,
/// 393 × 852 points with a 59-point top and 34-point bottom safe area.
private func describe(_ rect: CGRect) -> String {
  "\(rect.minX),\(rect.minY) \(rect.width)x\(rect.height)"
}

private struct ScreenReader: View {
  var body: some View {
    GeometryReader { proxy in
      Text("size \(proxy.size.width)x\(proxy.size.height)")
      Text("global \(describe(proxy.frame(in: .global)))")
      Text("local \(describe(proxy.frame(in: .local)))")
      Text(
        "insets \(proxy.safeAreaInsets.top) \(proxy.safeAreaInsets.leading) \(proxy.safeAreaInsets.bottom) \(proxy.safeAreaInsets.trailing)"
      )
    }
  }
}

private struct PaddedReader: View {
  var body: some View {
    VStack {
      GeometryReader { proxy in
        Text("padded \(describe(proxy.frame(in: .global)))")
        Text("in card \(describe(proxy.frame(in: .named("card"))))")
        Text("insets \(proxy.safeAreaInsets.top)")
      }
      .padding(10)
    }
    .padding()
    .coordinateSpace(name: "card")
  }
}

private struct FramedReader: View {
  var body: some View {
    GeometryReader { proxy in
      Text("framed \(describe(proxy.frame(in: .global)))")
      Text("in scroll \(describe(proxy.frame(in: .named("scroll"))))")
    }
    .frame(width: 200, height: 100)
    .coordinateSpace(.named("scroll"))
  }
}

/// The reader's content is built again when what it is offered changes.
private struct ResizingReader: View {
  @State private var wide = false

  var body: some View {
    VStack {
      Button("Resize") { wide.toggle() }
      GeometryReader { proxy in
        Text("width \(proxy.size.width)")
      }
      .frame(width: wide ? 300 : 100)
    }
  }
}

/// The reader's content reads the view's state, which its body does not: a change still shows.
private struct SwitchingReader: View {
  @State private var on = false
  @State private var taps = 0

  var body: some View {
    VStack {
      GeometryReader { _ in Text(on ? "reader on \(taps)" : "reader off") }
      Button("Switch") {
        on = true
        taps += 1
      }
    }
  }
}

/// The common way to measure a view: a reader in its background sends its size up.
private struct HeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

private struct MeasuredRows: View {
  @State private var total: CGFloat = 0

  var body: some View {
    VStack {
      Text("total \(total)")
      ForEach([40, 30] as [CGFloat], id: \.self) { height in
        Text("Row").frame(height: height)
          .background(
            GeometryReader { proxy in
              Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
            })
      }
    }
    .onPreferenceChange(HeightKey.self) { value in
      print("total \(value)")
      total = value
    }
  }
}

extension Engine {
  @Suite struct GeometryReaders {
    @Test func theRootIsOfferedThePhonesSafeArea() {
      let html = ViewHost(ScreenReader()).snapshotHTML()
      #expect(html.contains("size 393.0x759.0"))
      #expect(html.contains("global 0.0,59.0 393.0x759.0"))
      #expect(html.contains("local 0.0,0.0 393.0x759.0"))
      #expect(html.contains("insets 59.0 0.0 34.0 0.0"))
    }

    @Test func paddingInsetsTheSpaceAndNamedSpacesMeasureFromTheirView() {
      let html = ViewHost(PaddedReader()).snapshotHTML()
      // The default padding is 16 points, then 10 more.
      #expect(html.contains("padded 26.0,85.0 341.0x707.0"))
      #expect(html.contains("in card 26.0,26.0 341.0x707.0"))
      // Away from the safe area's edges, no insets.
      #expect(html.contains("insets 0.0"))
    }

    @Test func aFixedFrameIsCentredInTheSpace() {
      let html = ViewHost(FramedReader()).snapshotHTML()
      #expect(html.contains("framed 96.5,388.5 200.0x100.0"))
      #expect(html.contains("in scroll 96.5,329.5 200.0x100.0"))
    }

    @Test func aBackgroundIsOfferedTheFrameOfItsContent() {
      let host = ViewHost(MeasuredRows())
      // Measured once, already beside its content: no value from the space before.
      #expect(host.reports[0].console == ["total 70.0"])
      #expect(host.snapshotHTML().contains("total 70.0"))
    }

    @Test func theContentFollowsTheSpaceItIsOffered() throws {
      let host = ViewHost(ResizingReader())
      #expect(host.snapshotHTML().contains("width 100.0"))
      try host.tap("Resize")
      #expect(host.snapshotHTML().contains("width 300.0"))
    }

    /// What the content reads counts as read by the body that built the reader (a state read in
    /// SwiftUI marks the owning view's body as depending on it): a change runs that body again,
    /// and the content built from its new closure shows the new values, every time.
    @Test func stateTheContentReadsShowsWhenItChanges() throws {
      let host = ViewHost(SwitchingReader())
      #expect(host.snapshotHTML().contains(">reader off<"))
      try host.tap("Switch")
      #expect(host.snapshotHTML().contains(">reader on 1<"))
      try host.tap("Switch")
      #expect(host.snapshotHTML().contains(">reader on 2<"))
      #expect(bodyNames(host.reports[2]) == ["SwitchingReader"])
    }
  }
}
