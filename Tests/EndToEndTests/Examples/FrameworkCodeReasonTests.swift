import Testing

@testable import DocBuildKit

/// Code for a framework docbuild does not have says that framework, not only the names swiftc
/// could not find: Core Data entities of a model the note never shows, UIKit view code.
@Suite struct FrameworkCodeReasonTests {
  @Test func coreDataEntitiesAreSaidAsSuch() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/library.md",
      """
      # Library

      ```swift
      struct Shelf: View {
        @FetchRequest(sortDescriptors: []) var novels: FetchedResults<Novel>
        var body: some View {
          List(novels) { novel in Text(novel.title ?? "?") }
        }
      }
      ```

      """)
    #expect(
      report == [
        "en/library.md:3: not run (foreign module): uses `Novel`, an entity of a Core Data model the note never shows (Xcode generates its class from the model file); it needs `CoreData`, a module docbuild does not have"
      ])
    #expect(page.contains("it needs CoreData, a module docbuild does not have"))
  }

  @Test func insertingAnEntityIsCoreDataToo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/add.md",
      """
      # 添加

      ```swift
      struct 添加书: View {
        @Environment(\\.managedObjectContext) var 上下文
        var body: some View {
          Button("保存") {
            let 书 = Volume(context: 上下文)
            书.title = "诗经"
          }
        }
      }
      ```

      """)
    #expect(
      report == [
        "zh/add.md:3: not run (foreign module): uses `Volume`, an entity of a Core Data model the note never shows (Xcode generates its class from the model file); it needs `CoreData`, a module docbuild does not have"
      ])
    #expect(
      page.contains(
        "使用了本文没有展示的 Core Data 数据模型中的实体 Volume（Xcode 根据模型文件生成它的类）；需要 docbuild 没有的模块 CoreData"))
  }

  @Test func uikitViewCodeIsSaidAsSuch() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/tint.md",
      """
      # 틴트 색상

      ```swift
      container.addSubview(okButton)
      okButton.tintColor = .systemTeal
      ```

      """)
    #expect(
      report == [
        "ko/tint.md:3: not run (foreign module): UIKit view code (`addSubview`, `tintColor`): it needs `UIKit`, a module docbuild does not have, and it uses `container`, `okButton`, which the note never declares"
      ])
    #expect(
      page.contains(
        "UIKit 뷰 코드입니다(addSubview, tintColor): docbuild에 없는 모듈 UIKit이(가) 필요합니다. 또한 이 글에서 선언하지 않은 container, okButton을(를) 사용합니다"
      ))
  }

  /// A UIKit view's subclass reads what `UIView` gives it (`bounds`), and an extension of
  /// `UIScrollView` its insets: UIKit's members, never names the note leaves out.
  @Test func membersAUIKitSupertypeGivesAreUIKits() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/footer.md",
      """
      # 底部视图

      ```swift
      private class 底部视图: UIView {
          override func layoutSubviews() {
              super.layoutSubviews()
              print(bounds.width)
          }
      }

      extension UIScrollView {
          var 总高度: CGFloat { contentInset.top + adjustedContentInset.bottom }
      }
      ```

      """)
    #expect(
      report == [
        "zh/footer.md:3: not run (foreign module): needs `UIKit`, a module docbuild does not have"
      ],
      "\(report)")
  }

  /// A view reaching a UIKit bridge through the page's modifier waits on the bridge's block: the
  /// engine's lack of `UIViewRepresentable` is not its reason, as that block needs UIKit anyway.
  @Test func aViewReachingAUIKitBridgeWaitsOnIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/refresh.md",
      """
      # 刷新

      ```swift
      struct 列表: View {
          var body: some View {
              Text("内容").刷新()
          }
      }
      ```

      ```swift
      extension View {
          func 刷新() -> some View { background(刷新控件()) }
      }
      ```

      ```swift
      struct 刷新控件: UIViewRepresentable {
          func makeUIView(context: Context) -> UIRefreshControl { UIRefreshControl() }
          func updateUIView(_ control: UIRefreshControl, context: Context) {}
      }
      ```

      """)
    #expect(
      report.first?.hasPrefix("zh/refresh.md:3: not run (needs a block that does not compile)")
        == true, "\(report)")
    #expect(!report.contains { $0.contains("engine lacks") }, "\(report)")
  }

  /// Apple's Foundation's names (`NSKeyValueObservation`) are said under the block that writes
  /// them, not under a block compiled beside it.
  @Test func applesFoundationNamesAreSaidWhereWritten() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/refresh.md",
      """
      # 새로고침

      ```swift
      Text("목록").새로고침()
      ```

      ```swift
      extension View {
          func 새로고침() -> some View { background(새로고침뷰()) }
      }
      ```

      ```swift
      struct 새로고침뷰: UIViewRepresentable {
          var 토큰: NSKeyValueObservation?
          func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
          func updateUIView(_ view: UIScrollView, context: Context) {}
      }
      ```

      """)
    #expect(
      report.contains(
        "ko/refresh.md:7: not run (foreign module): needs `UIKit`, a module docbuild does not have"),
      "\(report)")
    #expect(
      report.last
        == "ko/refresh.md:13: not run (foreign module): needs `UIKit`, a module docbuild does not have; it also uses `NSKeyValueObservation`, which only Apple's Foundation has, not the Linux Foundation docbuild compiles with",
      "\(report)")
  }
}
