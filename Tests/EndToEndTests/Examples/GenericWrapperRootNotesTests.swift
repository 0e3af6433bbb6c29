import Testing

@testable import DocBuildKit

/// A view generic over the view it shows (`struct Pill<Label: View>`), built with a view-builder
/// closure and an action the page never passes, runs as a root: a `Text` named after the generic
/// parameter stands for the view and an empty closure for the action, as a preview passes them.
@Suite struct GenericWrapperRootNotesTests {
  @Test func englishWrapperWithABuilderAndAnActionRunsWithAText() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/pill.md",
      """
      # A pill-shaped button

      ```swift
      import SwiftUI

      struct PillButton<Label: View>: View {
        let label: Label
        let action: () -> Void

        init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
          self.action = action
          self.label = label()
        }

        var body: some View {
          Button(action: action) { label }
            .padding(8)
            .background(Capsule().fill(.orange))
        }
      }
      ```

      """)
    #expect(
      report.contains(
        "en/pill.md:3: run (completed); ran with values docbuild chose: `action: {}`, `label: { Text(\"Label\") }`"
      ), "\(report)")
    #expect(page.contains("Label"))
  }

  @Test func koreanWrapperWithContentFirstRunsWithAText() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/card.md",
      """
      # 파란 카드 버튼

      ```swift
      import SwiftUI

      struct 카드버튼<내용: View>: View {
        let 내용물: 내용
        let 눌림: () -> Void

        init(@ViewBuilder 내용물: () -> 내용, 눌림: @escaping () -> Void) {
          self.내용물 = 내용물()
          self.눌림 = 눌림
        }

        var body: some View {
          Button { 눌림() } label: { 내용물 }
        }
      }
      ```

      """)
    #expect(
      report.contains(
        "ko/card.md:3: run (completed); ran with values docbuild chose: `내용물: { Text(\"내용\") }`, `눌림: {}`"
      ), "\(report)")
  }

  /// A memberwise wrapper whose stored property is the generic view itself gets the `Text`.
  @Test func chineseMemberwiseWrapperRunsWithAText() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/frame.md",
      """
      # 带边框的容器

      ```swift
      import SwiftUI

      struct 边框<内容>: View where 内容: View {
        let 标题: String
        let 里面: 内容

        var body: some View {
          VStack {
            Text(标题)
            里面
          }
          .border(.gray)
        }
      }
      ```

      """)
    #expect(
      report.contains(
        "zh/frame.md:3: run (completed); ran with values docbuild chose: `标题: \"\"`, `里面: Text(\"内容\")`"
      ), "\(report)")
  }

  /// A closure returning a view of a generic parameter not constrained to `View` has no value.
  @Test func onlyViewParametersAreGivenAText() {
    let parameter = RootConstruction.StoredProperty(
      name: "make", wrapper: nil, type: "() -> Item")
    #expect(parameter.marked(["Label"]).shownView == nil)
    #expect(parameter.marked(["Item"]).shownView == "Item")
    let value = RootConstruction.StoredProperty(name: "body", wrapper: nil, type: "Label")
    #expect(value.marked(["Label"]).shownView == "Label")
  }
}
