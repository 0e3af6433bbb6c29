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
}
