import Foundation
import Testing

@testable import DocBuildKit

/// Notes using SwiftUI's iOS 16 layout values and colours given in a colour space: an `AnyLayout`
/// that changes layout while its children keep their state, and colours in Display P3 and linear
/// sRGB. Each note runs, and its scenario taps a button whose title only a kept state gives.
@Suite struct LayoutValueAndColourSpaceNotesTests {
  @Test func childrenKeepTheirStateWhenTheLayoutChanges() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/layouts.md",
      """
      # 배치 바꾸기

      ```swift
      struct 칸: View {
        let 이름: String
        @State private var 횟수 = 0

        var body: some View {
          Button("\\(이름) \\(횟수)") { 횟수 += 1 }
        }
      }

      struct 배치판: View {
        let 배치들 = [AnyLayout(VStackLayout()), AnyLayout(HStackLayout()), AnyLayout(ZStackLayout())]
        @State private var 순번 = 0
        var 배치: AnyLayout { 배치들[순번] }

        var body: some View {
          VStack {
            배치 {
              칸(이름: "북쪽")
              칸(이름: "남쪽")
            }
            Button("배치 바꾸기") { 순번 = (순번 + 1) % 배치들.count }
          }
        }
      }
      ```

      ```scenario
      tap "북쪽 0"
      tap "배치 바꾸기"
      tap "북쪽 1"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/layouts.md:3: run"])
    #expect(page.contains("북쪽 2"))
  }

  @Test func coloursInOtherSpacesRun() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/colours.md",
      """
      # 色彩空间

      ```swift
      struct 色卡: View {
        @State private var 宽屏 = false

        var body: some View {
          VStack {
            Toggle("宽色域", isOn: $宽屏)
            RoundedRectangle(cornerRadius: 8)
              .fill(宽屏 ? Color(.displayP3, red: 0.9, green: 0.2, blue: 0.1) : Color(.sRGB, red: 0.9, green: 0.2, blue: 0.1))
              .overlay(Text("样本").foregroundStyle(Color(.sRGBLinear, white: 0.8)))
          }
        }
      }
      ```

      ```scenario
      toggle "宽色域"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/colours.md:3: run"])
    #expect(page.contains("样本"))
  }

  @Test func aGridLayoutAndAStackLayoutTakeTurns() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/grid.md",
      """
      # Grid or row

      ```swift
      struct Palette: View {
        @State private var asGrid = true
        @State private var picked = "none"

        var body: some View {
          let layout = asGrid
            ? AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 6))
            : AnyLayout(HStackLayout(spacing: 6))
          VStack {
            layout {
              Button("Slate") { picked = "slate" }
              Button("Chalk") { picked = "chalk" }
            }
            .background(Color(.sRGB, white: 0.9, opacity: 1))
            Text("Picked \\(picked)")
            Toggle("Grid", isOn: $asGrid)
          }
        }
      }
      ```

      ```scenario
      tap "Slate"
      toggle "Grid"
      tap "Chalk"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/grid.md:3: run"])
    #expect(page.contains("Picked chalk"))
  }
}
