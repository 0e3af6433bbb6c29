import Testing

@testable import DocBuildKit

/// A view the note never builds runs with a title named for its parameter, a system colour, a
/// `String` for a selection of a `Hashable` type and a `Text` for its content, which the page
/// names. A call on the page runs the version of a view declared several times that it fits. A
/// view that one of the page's programs builds is pointed at that program, never said to be
/// made nowhere.
@Suite struct RootValuesNotesTests {
  static let korean = #"""
    # 제목이 있는 입력칸

    ```swift
    import SwiftUI

    struct 입력칸: View {
      var 제목: LocalizedStringKey
      @Binding var 글: String
      var 테두리: Color

      var body: some View {
        VStack {
          Text(제목)
          TextField("", text: $글)
            .padding(4)
            .border(테두리)
        }
      }
    }
    ```

    """#

  @Test func aTitleAndAColourAreChosenAndNamed() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("ko/01-field.md", Self.korean)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "ko/01-field.md:3: run (completed); ran with values docbuild chose: `제목: \"제목\"`, `글: \"\"`, `테두리: Color.blue`"
      ), "\(report)")
    // The completion writes the root as a preview would.
    #expect(page.contains("@Previewable @State var 글 = \"\""))
    #expect(page.contains("입력칸(제목: \"제목\", 글: $글, 테두리: Color.blue)"))
    #expect(!page.contains("BindingHost"))
  }

  static let chinese = #"""
    # 两个版本的选择器

    ```swift
    import SwiftUI

    struct 首页: View {
      @State private var 选中 = 0

      var body: some View {
        分段选择(选中: $选中) {
          Text("第一")
          Text("第二")
        }
      }
    }
    ```

    先用数组：

    ```swift
    struct 分段选择<值: Hashable>: View {
      @Binding var 选中: 值
      let 选项: [(String, 值)]

      var body: some View {
        HStack {
          ForEach(选项, id: \.1) { 标题, 值 in
            Button(标题) { 选中 = 值 }
          }
        }
      }
    }
    ```

    再用视图构建器：

    ```swift
    struct 分段选择<值: Hashable, 内容: View>: View {
      @Binding var 选中: 值
      @ViewBuilder let 项目: 内容

      var body: some View {
        let _ = print("选中：\(选中)")
        HStack { 项目 }
      }
    }
    ```

    """#

  @Test func aCallRunsTheVersionItFitsAndTheOtherRunsWithChosenValues() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("zh/01-picker.md", Self.chinese)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    // The home screen's trailing closure fits only the builder version, which it runs.
    #expect(report.contains("zh/01-picker.md:3: run"), "\(report)")
    #expect(page.contains("选中：0"))
    #expect(
      report.contains(
        "zh/01-picker.md:37: ran as part of the example at line 3 [context 2: line 37 declares `分段选择` again]"
      ), "\(report)")
    // The array version, which no call fits, runs with a `String` selection and no options.
    #expect(
      report.contains(
        "zh/01-picker.md:20: run (completed); ran with values docbuild chose: `选中: \"\"`, `选项: []`"
      ), "\(report)")
  }

  static let english = #"""
    # A swatch and its palette

    ```swift
    import SwiftUI

    struct Swatch: View {
      let name: String
      let tint: Color

      var body: some View {
        Text(name).foregroundStyle(tint)
      }
    }
    ```

    The palette builds one swatch per name it is given:

    ```swift
    struct Palette: View {
      let label: (Int) -> String

      var body: some View {
        ForEach(0..<3, id: \.self) { index in
          Swatch(name: label(index), tint: .red)
        }
      }
    }
    ```

    """#

  @Test func aViewAProgramBuildsIsPointedAtIt() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/01-swatch.md", Self.english)
    #expect(
      report.contains(
        "en/01-swatch.md:3: not run (root needs arguments): `Swatch` needs `name: String`, `tint: Color`, which the code at line 18 gives it when it builds it (to run it here, name a root with `root=` or a `#Preview`)"
      ), "\(report)")
    #expect(!report.joined().contains("the note never makes them"))
    #expect(page.contains("which the code at line 18 gives it when it builds it"))
  }
}
