import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Versions of a page's context: a later declaration of a name starts a new one.
  @Suite struct ContextVersionsTests {
    // A Korean page: a parent passing its model to a child, then the child again reading it from
    // the environment, then the parent again injecting it.
    let first = fencedBlock(
      """
      class 장바구니: ObservableObject {
        @Published var 개수 = 0
      }
      struct 부모뷰: View {
        @StateObject var 모델 = 장바구니()
        var body: some View { 자식뷰(모델: 모델) }
      }
      struct 자식뷰: View {
        @ObservedObject var 모델: 장바구니
        var body: some View { Text("\\(모델.개수)개") }
      }

      """, fenceLine: 1)
    let child = fencedBlock(
      """
      struct 자식뷰: View {
        @EnvironmentObject var 모델: 장바구니
        var body: some View { Text("환경: \\(모델.개수)") }
      }

      """, fenceLine: 20)
    let parent = fencedBlock(
      """
      struct 부모뷰: View {
        @StateObject var 모델 = 장바구니()
        var body: some View { 자식뷰().environmentObject(모델) }
      }

      """, fenceLine: 30)

    @Test func aRedeclaredChildPairsWithTheParentDeclaredAfterIt() throws {
      let entries = notebook([first, child, parent])
      #expect(entries[0].contextVersion == nil)
      let childUnit = try #require(entries[1].unit)
      // The parent built for the old child stays behind; the one shown next comes forward.
      #expect(!childUnit.source.contains("자식뷰(모델: 모델)"))
      #expect(childUnit.source.contains("자식뷰().environmentObject(모델)"))
      #expect(childUnit.source.contains("class 장바구니"))
      #expect(childUnit.root == .type("부모뷰"))
      #expect(entries[1].contextVersion == ContextVersion(number: 2, line: 20, names: ["자식뷰"]))
      let parentUnit = try #require(entries[2].unit)
      #expect(!parentUnit.source.contains("@ObservedObject"))
      #expect(parentUnit.source.components(separatedBy: "struct 부모뷰").count == 2)
      #expect(entries[2].contextVersion == ContextVersion(number: 3, line: 30, names: ["부모뷰"]))
    }

    @Test func blocksBeforeARedeclarationKeepTheOldVersion() throws {
      let user = fencedBlock(
        """
        struct 화면: View {
          var body: some View { 부모뷰() }
        }

        """, fenceLine: 15)
      let entries = notebook([first, user, child])
      let unit = try #require(entries[1].unit)
      #expect(unit.source.contains("@ObservedObject var 모델"))
      #expect(!unit.source.contains("@EnvironmentObject"))
      #expect(entries[1].contextVersion == nil)
    }

    @Test func aUserOfTheOldShapeComesAlongOnlyWhenABlockNamesIt() throws {
      let namer = fencedBlock(
        """
        struct 화면: View {
          var body: some View { 부모뷰() }
        }

        """, fenceLine: 40)
      let other = fencedBlock(
        """
        struct 안내: View {
          var body: some View { Text("안내") }
        }

        """, fenceLine: 50)
      let entries = notebook([first, child, other, namer])
      #expect(!(try #require(entries[2].unit).source.contains("struct 부모뷰")))
      // Named: the old parent comes along (the compiler says whether it still fits).
      #expect(try #require(entries[3].unit).source.contains("자식뷰(모델: 모델)"))
      #expect(entries[3].contextVersion?.number == 2)
    }

    @Test func aVariantWithTheSameShapeKeepsItsUsers() throws {
      // 中文：同一个子视图换一种写法，构造方式不变，父视图仍然使用它。
      let page = fencedBlock(
        """
        struct 行: View {
          var 标题: String
          var body: some View { Text(标题) }
        }
        struct 列表: View {
          var body: some View { 行(标题: "第一行") }
        }

        """, fenceLine: 1)
      let variant = fencedBlock(
        """
        struct 行: View {
          var 标题: String
          var body: some View { Text(标题).bold() }
        }

        """, fenceLine: 12)
      let entries = notebook([page, variant])
      let unit = try #require(entries[1].unit)
      #expect(unit.source.contains("struct 列表"))
      #expect(unit.root == .type("列表"))
      #expect(entries[1].contextVersion == ContextVersion(number: 2, line: 12, names: ["行"]))
    }

    @Test func extensionsOfARedeclaredTypeAreReplacedWithIt() throws {
      // 中文：类型重新声明后，旧类型的扩展也随之退出。
      let counter = fencedBlock(
        """
        struct 计数器 {
          var 数值 = 0
        }
        extension 计数器 {
          var 说明: String { "旧：\\(数值)" }
        }

        """, fenceLine: 1)
      let again = fencedBlock(
        """
        struct 计数器 {
          var 数值 = 1
          var 说明: String { "新" }
        }
        print(计数器().说明)

        """, fenceLine: 10)
      let unit = try #require(notebook([counter, again])[1].unit)
      #expect(!unit.source.contains("旧"))
      #expect(!unit.source.contains("extension 计数器"))
    }

    @Test func aLaterExtensionMemberReplacesTheEarlierOne() throws {
      let random = fencedBlock(
        "extension Color {\n  static func random() -> Color { .red }\n}\n", fenceLine: 1)
      let again = fencedBlock(
        "extension Color {\n  static func random() -> Color { .blue }\n}\nprint(Color.random())\n",
        fenceLine: 6)
      let entries = notebook([random, again])
      let unit = try #require(entries[1].unit)
      #expect(!unit.source.contains(".red"))
      #expect(unit.source.components(separatedBy: "extension Color").count == 2)
      #expect(entries[1].contextVersion?.names == ["Color.random"])
    }

    @Test func anIllustrationShadowingSwiftUIEntersOnlyBlocksUsingItsMembers() throws {
      // An English page explaining `@State` with a pseudo-definition, then using the real one.
      let illustration = fencedBlock(
        """
        struct State<Value> {
          var storage: Value
          var wrappedValue: Value { storage }
        }

        """, fenceLine: 1)
      let program = fencedBlock(
        """
        struct Counter: View {
          @State private var count = 0
          var body: some View { Button("\\(count)") { count += 1 } }
        }

        """, fenceLine: 10)
      let reader = fencedBlock(
        "let shown = State(storage: 3)\nprint(shown.storage)\n", fenceLine: 20)
      let entries = notebook([illustration, program, reader])
      #expect(!(try #require(entries[1].unit).source.contains("struct State")))
      #expect(try #require(entries[2].unit).source.contains("struct State"))
      // Declared after the program, it is not lent to it either.
      let reversed = notebook([program, illustration])
      #expect(!(try #require(reversed[0].unit).source.contains("struct State")))
    }

    @Test func aPseudoForEachInAChineseNoteLeavesTheRealOneToOtherBlocks() throws {
      // 中文笔记：先用一个简化的 ForEach 讲原理，再写真正使用 ForEach 的视图。
      let sketch = fencedBlock(
        """
        struct ForEach<Data: RandomAccessCollection, Content> {
          let 数据: Data
          let 生成: (Data.Element) -> Content
        }

        """, fenceLine: 1)
      let list = fencedBlock(
        """
        struct 水果列表: View {
          let 水果 = ["苹果", "香蕉"]
          var body: some View {
            VStack { ForEach(水果, id: \\.self) { Text($0) } }
          }
        }

        """, fenceLine: 8)
      let entries = notebook([sketch, list])
      let unit = try #require(entries[1].unit)
      #expect(!unit.source.contains("struct ForEach"))
      #expect(unit.root == .type("水果列表"))
    }

    @Test func aKoreanBlockWithTwoUnusedViewsNamesThem() throws {
      // 한국어 노트: 같은 블록에 서로 쓰지 않는 두 뷰를 나란히 둡니다.
      let peers = fencedBlock(
        """
        struct 상태카운터: View {
          @State private var 값 = 0
          var body: some View { Button("\\(값)") { 값 += 1 } }
        }
        struct ContentView: View {
          var body: some View { Text("고정") }
        }

        """, fenceLine: 1)
      let entry = notebook([peers])[0]
      #expect(try #require(entry.unit).root == .type("ContentView"))
      #expect(entry.peerRoots == ["상태카운터", "ContentView"])
    }

    @Test func anImportWrittenAgainStartsNoVersion() throws {
      let first = fencedBlock("import SwiftUI\nlet 甲 = 1\n", fenceLine: 1)
      let again = fencedBlock("import SwiftUI\nprint(甲)\n", fenceLine: 5)
      let entries = notebook([first, again])
      #expect(entries[1].contextVersion == nil)
      #expect(try #require(entries[1].unit).source.contains("let 甲 = 1"))
    }

    @Test func twoPeerViewsNameTheOneThatRuns() throws {
      let peers = fencedBlock(
        """
        struct CounterWithState: View {
          @State var count = 0
          var body: some View { Text("\\(count)") }
        }
        struct CounterWithBinding: View {
          @State var count = 0
          var body: some View { Text("\\(count)") }
        }

        """, fenceLine: 1)
      let entry = notebook([peers])[0]
      #expect(try #require(entry.unit).root == .type("CounterWithBinding"))
      #expect(entry.peerRoots == ["CounterWithState", "CounterWithBinding"])
      let named = fencedBlock(peers.code, info: "swift root=CounterWithState", fenceLine: 1)
      #expect(notebook([named])[0].peerRoots.isEmpty)
    }
  }
}
