import Testing

@testable import DocBuildKit

/// A view the note declares but never builds runs with values docbuild chooses, as Xcode's
/// preview canvas runs one with `@Previewable @State`: a binding from a `@State` that a host
/// holds, so the view's own taps change it; the empty or zero value of a standard-library type;
/// a note type built from such values. The page and `--explain` name the values. A parameter no
/// such value fills keeps the view from running, and the reason names that parameter of the view.
@Suite struct ChosenRootValuesNotesTests {
  static let english = #"""
    # A light switch

    ```swift
    import SwiftUI

    struct LightSwitch: View {
      let room: String
      @Binding var isOn: Bool

      var body: some View {
        Button(isOn ? "Turn off" : "Turn on") {
          isOn.toggle()
          print("light on: \(isOn)")
        }
      }
    }
    ```

    ```scenario
    tap "Turn on"
    ```

    """#

  @Test func aBindingComesFromAStateTheHostHoldsSoTapsChangeIt() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-switch.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "en/01-switch.md:3: run (completed); ran with values docbuild chose: `room: \"\"`, `isOn: false`"
      ), "\(report)")
    #expect(page.contains("light on: true"), "the host's state changed with the tap")
    #expect(
      page.contains(
        "The note never builds this view; it ran with values docbuild chose: `room: \"\"`, `isOn: false`"
      ))
    // The completion shows the root as a preview would write it; the host is never named, in
    // the completion or in the bodies that ran.
    #expect(page.contains("@Previewable @State var isOn = false"))
    #expect(page.contains("LightSwitch(room: \"\", isOn: $isOn)"))
    #expect(!page.contains("BindingHost"))
  }

  static let korean = #"""
    # 점수판

    ```swift
    import SwiftUI

    struct 선수 {
      var 이름: String
      var 점수들: [Int]
    }

    struct 점수판: View {
      let 주인공: 선수
      let 최고점: Int?
      var body: some View {
        Text("\(주인공.이름)님 \(주인공.점수들.count)경기")
      }
    }
    ```

    """#

  @Test func aNoteTypeIsBuiltFromItsMembersEmptyValues() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/01-score.md", Self.korean)
    #expect(
      report.contains(
        "ko/01-score.md:3: run (completed); ran with values docbuild chose: `주인공: 선수(이름: \"\", 점수들: [])`, `최고점: nil`"
      ), "\(report)")
    #expect(page.contains("님 0경기"))
    #expect(page.contains("노트가 이 뷰를 만들지 않아 docbuild가 고른 값으로 실행했습니다"))
  }

  static let chinese = #"""
    # 计数器

    ```swift
    import SwiftUI

    struct 计数视图: View {
      let 数值: Int
      var body: some View {
        Text("数值：\(数值)")
      }
    }
    ```

    下面只是用法示意，`当前值` 并没有声明：

    ```swift
    计数视图(数值: 当前值)
    ```

    """#

  @Test func aCallOverAnUndeclaredValueLeavesTheChoiceToDocbuild() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-count.md", Self.chinese)
    #expect(
      report.contains(
        "zh/01-count.md:3: run (completed); ran with values docbuild chose: `数值: 0`"),
      "\(report)")
    #expect(page.contains("数值：0"))
    #expect(page.contains("笔记没有创建这个视图，以 docbuild 选择的值运行"))
  }

  static let englishModel = #"""
    # A profile

    ```swift
    import SwiftUI

    class ProfileModel: ObservableObject {
      @Published var name: String
      init(name: String) { self.name = name }
    }

    struct ProfileView: View {
      @ObservedObject var model: ProfileModel
      let initials: (String) -> String
      var body: some View {
        Text(initials(model.name))
      }
    }
    ```

    """#

  @Test func aParameterNoValueFillsIsNamedAsTheViewNamesIt() throws {
    let (report, _, _) = try SiteFixture.buildNote("en/01-profile.md", Self.englishModel)
    #expect(
      report.contains(
        "en/01-profile.md:3: not run (root needs arguments): `ProfileView` needs `initials: (String) -> String`; the note never makes one (name a root with `root=` or a `#Preview`)"
      ), "\(report)")
  }

  static let englishBuilt = #"""
    # A badge

    ```swift
    import SwiftUI

    struct Badge: View {
      let count: Int
      var body: some View {
        Text("\(count) new")
      }
    }
    ```

    ```swift
    struct Inbox: View {
      var body: some View {
        Badge(count: 3)
      }
    }
    ```

    """#

  @Test func aViewTheNoteBuildsIsNeverGivenChosenValues() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/01-badge.md", Self.englishBuilt)
    #expect(!report.joined().contains("docbuild chose"), "\(report)")
    #expect(page.contains("3 new"))
    #expect(!page.contains("0 new"))
  }

  static let koreanFirst = #"""
    # 첫 번째 이름

    ```swift
    import SwiftUI

    struct 첫이름: View {
      let 이름들: [String]
      var body: some View {
        Text(이름들[0])
      }
    }
    ```

    """#

  @Test func aCrashWithChosenValuesIsNotBlamedOnTheNote() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("ko/01-first.md", Self.koreanFirst)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "ko/01-first.md:3: not run (root needs arguments): the note never builds this view, and with values docbuild chose, `이름들: []`, it crashed: it needs the note's own (name a root with `root=` or a `#Preview`)"
      ), "\(report)")
    #expect(page.contains("docbuild가 고른 값 이름들: [](으)로 실행했더니 비정상 종료했습니다"))
  }

  static let koreanInitializer = #"""
    # 직접 쓴 이니셜라이저

    ```swift
    import SwiftUI

    struct 카드: View {
      let 번호: Int
      @Binding var 뒤집힘: Bool

      init(번호: Int, 뒤집힘: Binding<Bool>) {
        self.번호 = 번호
        self._뒤집힘 = 뒤집힘
        print("카드 \(번호) 생성")
      }

      var body: some View {
        Button(뒤집힘 ? "뒷면 \(번호)" : "앞면 \(번호)") {
          뒤집힘.toggle()
          print("뒤집힘: \(뒤집힘)")
        }
      }
    }
    ```

    ```scenario
    tap "앞면 0"
    ```

    """#

  @Test func aViewsOwnInitializerIsGivenChosenValuesAsItsMemberwiseOneIs() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/01-card.md", Self.koreanInitializer)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "ko/01-card.md:3: run (completed); ran with values docbuild chose: `번호: 0`, `뒤집힘: false`"
      ), "\(report)")
    #expect(page.contains("카드 0 생성"))
    #expect(page.contains("뒤집힘: true"), "the host's state changed with the tap")
  }

  static let chineseInitializer = #"""
    # 自己写的初始化方法

    ```swift
    import SwiftUI

    struct 提交按钮: View {
      let 标题: String
      let 动作: () -> Bool

      init(标题: String, 动作: @escaping () -> Bool) {
        self.标题 = 标题
        self.动作 = 动作
      }

      var body: some View {
        Button(标题) { _ = 动作() }
      }
    }
    ```

    """#

  @Test func anInitializersParameterNoValueFillsIsNamed() throws {
    let (report, _, _) = try SiteFixture.buildNote("zh/01-submit.md", Self.chineseInitializer)
    #expect(
      report.contains(
        "zh/01-submit.md:3: not run (root needs arguments): `提交按钮` needs `动作: @escaping () -> Bool`; the note never makes one (name a root with `root=` or a `#Preview`)"
      ), "\(report)")
  }
}
