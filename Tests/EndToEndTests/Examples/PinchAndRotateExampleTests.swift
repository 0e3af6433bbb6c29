import Foundation
import Testing

@testable import DocBuildKit

/// Notes in Korean, Chinese and English whose scenarios pinch and rotate views, with the step
/// names in the page's language.
@Suite struct PinchAndRotateExampleTests {
  static let korean = #"""
    # 사진 확대

    ```swift
    import SwiftUI

    struct ZoomablePhoto: View {
      @State private var zoom: CGFloat = 1
      @GestureState private var live: CGFloat = 1

      var body: some View {
        VStack {
          Image(systemName: "photo")
            .scaleEffect(zoom * live)
            .gesture(
              MagnificationGesture()
                .updating($live) { value, state, _ in state = value }
                .onEnded { value in
                  zoom *= value
                  print("배율 \(zoom)")
                })
          Text("배율 \(Int(zoom * 100))%")
        }
      }
    }
    ```

    ```scenario
    pinch "photo" by 2
    pinch "photo" by 0.5
    ```

    ```output
    -- pinch "photo" by 2
    배율 2.0
    shows: 배율 200%
    -- pinch "photo" by 0.5
    배율 1.0
    shows: 배율 100%
    ```

    """#

  static let chinese = #"""
    # 旋转表盘

    ```swift
    import SwiftUI

    struct DialView: View {
      @State private var angle = Angle.zero

      var body: some View {
        VStack {
          Text("表盘")
            .rotationEffect(angle)
            .gesture(
              RotateGesture()
                .onChanged { value in print("转动 \(Int(value.rotation.degrees))") }
                .onEnded { value in angle += value.rotation })
          Text("角度 \(Int(angle.degrees))")
        }
      }
    }
    ```

    ```scenario
    rotate "表盘" by 90
    ```

    ```output
    -- rotate "表盘" by 90
    转动 45
    转动 90
    shows: 角度 90
    ```

    """#

  static let english = #"""
    # Two prints

    ```swift
    import SwiftUI

    struct PrintCard: View {
      let title: String
      @State private var scale: CGFloat = 1

      var body: some View {
        VStack {
          Text(title)
            .scaleEffect(scale)
            .gesture(MagnifyGesture().onEnded { scale = $0.magnification })
          Text("\(title) at \(Int(scale * 100))%")
        }
      }
    }

    struct PrintsView: View {
      var body: some View {
        HStack {
          PrintCard(title: "Harbour")
          PrintCard(title: "Harbour")
        }
      }
    }
    ```

    ```scenario
    pinch "Harbour" #2 by 3
    ```

    ```output
    shows: Harbour at 100%
    shows: Harbour at 300%
    ```

    """#

  @Test func pinchesAndRotationsRunInEveryLanguage() throws {
    let fixture = SiteFixture([
      "ko/photo.md": Self.korean, "zh/dial.md": Self.chinese, "en/prints.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
    #expect(fixture.page("ko/photo.html").contains("핀치 (2배)"))
    #expect(fixture.page("zh/dial.html").contains("（90 度）"))
    #expect(fixture.page("en/prints.html").contains("data-gesture=\"pinchable view\""))
  }
}
