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

    @Test func aCallPairsWithTheLaterChildItFits() throws {
      // The child taking its model, a parent passing it, then a parent putting it in the
      // environment of `자식뷰()`: that call fits the child the page shows next, not the first.
      let observed = fencedBlock(
        """
        class 장바구니: ObservableObject {
          @Published var 개수 = 0
        }
        struct 자식뷰: View {
          @ObservedObject var 모델: 장바구니
          var body: some View { Text("\\(모델.개수)개") }
        }

        """, fenceLine: 1)
      let passing = fencedBlock(
        """
        struct 목록뷰: View {
          @StateObject var 모델 = 장바구니()
          var body: some View { 자식뷰(모델: 모델) }
        }

        """, fenceLine: 12)
      let injecting = fencedBlock(parent.code, fenceLine: 30)
      let reading = fencedBlock(child.code, fenceLine: 40)
      // The compiler: `자식뷰()` lacks the model the first child takes, and the later child
      // takes none.
      func compiles(_ entry: Notebook.Entry) -> Bool {
        guard let source = entry.unit?.source else { return true }
        return !(source.contains("@ObservedObject var 모델") && source.contains("자식뷰()"))
          && !(source.contains("@EnvironmentObject var 모델") && source.contains("자식뷰(모델:"))
      }
      let entries = notebook([observed, passing, injecting, reading], compiles: compiles)
      let unit = try #require(entries[2].unit)
      #expect(unit.source.contains("@EnvironmentObject var 모델"))
      #expect(!unit.source.contains("@ObservedObject var 모델"))
      // The parent built for the first child is no part of it.
      #expect(!unit.source.contains("자식뷰(모델: 모델)"))
      #expect(unit.source.contains("class 장바구니"))
      // Without a later child that fits, the block keeps the first and fails as written.
      let alone = notebook([observed, passing, injecting], compiles: compiles)
      #expect(alone[2].unit?.source.contains("@ObservedObject var 모델") == true)
    }

    @Test func aLaterParentDeclaredWithItsOwnChildIsNotLentToAnEarlierChild() throws {
      // An English page: a parent and its child, then the child alone as a plain struct, then a
      // complete example declaring both again with another label.
      let pair = fencedBlock(
        """
        struct Parent: View {
          @State private var isOn = false
          var body: some View { Child(isOn: $isOn) }
        }
        struct Child: View {
          @Binding var isOn: Bool
          var body: some View { Toggle("On", isOn: $isOn) }
        }

        """, fenceLine: 1)
      let plainChild = fencedBlock("struct Child {\n  var isOn: Bool\n}\n", fenceLine: 40)
      let complete = fencedBlock(
        """
        struct Parent: View {
          @State private var name = ""
          var body: some View { Child(name: $name) }
        }
        struct Child: View {
          @Binding var name: String
          var body: some View { TextField("Name", text: $name) }
        }

        """, fenceLine: 50)
      let entries = notebook([pair, plainChild, complete])
      let childUnit = try #require(entries[1].unit)
      #expect(!childUnit.source.contains("Child(name: $name)"))
      #expect(try #require(entries[2].unit).root == .type("Parent"))
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
      #expect(entries[1].contextVersion?.names == ["Color.random()"])
    }

    @Test func anExtensionOverloadWithOtherLabelsAddsToTheEarlierOne() throws {
      let widths = fencedBlock(
        """
        extension View {
          func framed(_ tint: Color, width: CGFloat) -> some View { border(tint, width: width) }
        }

        """, fenceLine: 1)
      let corners = fencedBlock(
        """
        extension View {
          func framed(_ tint: Color, corner: CGFloat) -> some View {
            background(tint).cornerRadius(corner)
          }
        }

        """, fenceLine: 6)
      let badge = fencedBlock(
        """
        struct Badge: View {
          var body: some View { Text("new").framed(.red, width: 2).framed(.blue, corner: 4) }
        }

        """, fenceLine: 13)
      let entries = notebook([widths, corners, badge])
      #expect(entries[1].contextVersion == nil)
      #expect(entries[2].contextVersion == nil)
      let unit = try #require(entries[2].unit)
      #expect(unit.source.contains("func framed(_ tint: Color, width: CGFloat)"))
      #expect(unit.source.contains("func framed(_ tint: Color, corner: CGFloat)"))
    }

    @Test func anInitializerWithTheSameLabelsReplacesOnlyThatOverload() throws {
      let level = fencedBlock(
        "extension Color {\n  init(level: Double) { self.init(white: level) }\n}\n",
        fenceLine: 1)
      let faded = fencedBlock(
        """
        extension Color {
          init(level: Double, fade: Double) { self.init(white: level, opacity: 1 - fade) }
        }

        """, fenceLine: 5)
      let levelAgain = fencedBlock(
        """
        extension Color {
          init(level: Double) { self.init(white: 1 - level) }
        }
        print(Color(level: 0.2), Color(level: 0.2, fade: 0.5))

        """, fenceLine: 10)
      let entries = notebook([level, faded, levelAgain])
      #expect(entries[1].contextVersion == nil)
      #expect(
        entries[2].contextVersion
          == ContextVersion(number: 2, line: 10, names: ["Color.init(level:)"]))
      let unit = try #require(entries[2].unit)
      #expect(!unit.source.contains("self.init(white: level)"))
      #expect(unit.source.contains("self.init(white: 1 - level)"))
      #expect(unit.source.contains("init(level: Double, fade: Double)"))
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

    @Test func aChineseIllustrationOfEquatableLeavesSwiftsToLaterBlocks() throws {
      // 中文笔记：先用伪定义讲解标准库的 `Equatable`，再写一个依赖编译器合成 `==` 的结构体。
      let illustration = fencedBlock(
        """
        protocol Equatable {
          static func == (lhs: Self, rhs: Self) -> Bool
        }

        """, fenceLine: 1)
      let program = fencedBlock(
        """
        struct 学生: Equatable {
          let 学号: Int
          let 姓名: String
        }
        print(学生(学号: 7, 姓名: "小明") == 学生(学号: 7, 姓名: "小明"))

        """, fenceLine: 8)
      let identifiable = fencedBlock(
        "protocol Identifiable {\n  var id: Int { get }\n}\n", fenceLine: 18)
      let item = fencedBlock(
        "struct 课程: Identifiable {\n  let id = 3\n}\nprint(课程().id)\n", fenceLine: 24)
      let entries = notebook([illustration, program, identifiable, item])
      #expect(!(try #require(entries[1].unit).source.contains("protocol Equatable")))
      // A conformance meets the real protocol too: the pseudo one's requirement is not its own.
      #expect(!(try #require(entries[3].unit).source.contains("protocol Identifiable")))
    }

    @Test func aKoreanStoreBesideAPseudoStateFollowsIt() throws {
      // 한국어 노트: 저장소 클래스가 같은 블록의 흉내 낸 `State`를 쓰고, 다음 블록은 진짜 `@State`를 씁니다.
      let store = fencedBlock(
        """
        class 앱저장소: ObservableObject {
          @Published var state = State()
        }
        struct State {
          var 이름 = ""
          var 로그인 = false
        }

        """, fenceLine: 1)
      let counter = fencedBlock(
        """
        struct 카운터: View {
          @State private var 횟수 = 0
          var body: some View { Button("\\(횟수)") { 횟수 += 1 } }
        }

        """, fenceLine: 12)
      let reader = fencedBlock(
        "let 저장소 = 앱저장소()\nprint(저장소.state.로그인)\n", fenceLine: 20)
      let entries = notebook([store, counter, reader])
      let counterUnit = try #require(entries[1].unit)
      #expect(!counterUnit.source.contains("class 앱저장소"))
      #expect(!counterUnit.source.contains("struct State"))
      // A block naming the store gets it with the `State` it means.
      let readerUnit = try #require(entries[2].unit)
      #expect(readerUnit.source.contains("class 앱저장소"))
      #expect(readerUnit.source.contains("struct State"))
    }

    @Test func aChineseBlockGetsAnEarlierValueOnlyWhenItReadsIt() throws {
      // 中文笔记：先在一个字符串里查找并强制解包，后面的代码块重新声明这个字符串。
      let lookup = fencedBlock(
        """
        var 问候 = AttributedString("你好，世界")
        let 世界 = 问候.range(of: "世界")!
        问候[世界].foregroundColor = .red

        """, fenceLine: 1)
      let reader = fencedBlock("print(问候[世界].foregroundColor == .red)\n", fenceLine: 8)
      let redeclared = fencedBlock(
        "var 问候 = AttributedString(\"早安\")\nprint(问候.characters.count)\n", fenceLine: 12)
      let entries = notebook([lookup, reader, redeclared])
      let readerUnit = try #require(entries[1].unit)
      #expect(readerUnit.source.contains("let 世界 = 问候.range(of: \"世界\")!"))
      // The earlier block's statements are never carried, its lookup not either here.
      #expect(!readerUnit.source.contains("问候[世界].foregroundColor = .red"))
      let redeclaredUnit = try #require(entries[2].unit)
      #expect(!redeclaredUnit.source.contains("range(of:"))
      #expect(!redeclaredUnit.source.contains("你好，世界"))
      #expect(entries[2].contextVersion == ContextVersion(number: 2, line: 12, names: ["问候"]))
    }

    @Test func aModifiedViewValueStaysWithItsProgram() throws {
      // A Korean playground page: a program keeps a modified view in a top-level constant, then
      // a later block declares only a style. `some View` can be held only by a program's own top
      // level, so the constant never comes along, though the view it builds does.
      let program = fencedBlock(
        """
        struct 화면: View {
          var body: some View { Button("눌러") {} }
        }
        let 미리보기 = 화면().padding()
        print(미리보기)

        """, fenceLine: 1)
      let style = fencedBlock(
        """
        struct 테두리: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding().border(Color.blue)
          }
        }

        """, fenceLine: 10)
      let entries = notebook([program, style])
      let unit = try #require(entries[1].unit)
      #expect(unit.source.contains("struct 화면: View"))
      #expect(!unit.source.contains("let 미리보기"))
    }

    @Test func aViewCallingAMethodOfTheModelsNextVersionPairsWithIt() throws {
      // An English page shows the view first, then the model's version it calls.
      let plain = fencedBlock(
        "class RecipeBox {\n  var recipes: [String] = []\n}\n", fenceLine: 1)
      let view = fencedBlock(
        """
        struct RecipeList: View {
          @ObservedObject var box = RecipeBox()
          var body: some View { Button("Add") { box.addRecipe() } }
        }

        """, fenceLine: 6)
      let observable = fencedBlock(
        """
        class RecipeBox: ObservableObject {
          @Published var recipes: [String] = []
          func addRecipe() { recipes.append("Soup") }
        }

        """, fenceLine: 13)
      let entries = notebook([plain, view, observable])
      let unit = try #require(entries[1].unit)
      #expect(unit.source.contains("class RecipeBox: ObservableObject"))
      #expect(!unit.source.contains("class RecipeBox {"))
      // A block that uses no member of the next version keeps the page's.
      let reader = fencedBlock("print(RecipeBox().recipes.count)\n", fenceLine: 6)
      let kept = try #require(notebook([plain, reader, observable])[1].unit)
      #expect(kept.source.contains("class RecipeBox {"))
    }

    @Test func aChineseCellWhoseInitializerChangesLeavesItsOldCallerBehind() throws {
      // 中文笔记：先写列表和单元格，再把单元格的闭包改成带参数的版本。
      let list = fencedBlock(
        """
        struct 列表: View {
          var body: some View {
            ForEach(0..<3) { i in 单元格(编号: i) { print(i) } }
          }
        }
        struct 单元格: View {
          let 编号: Int
          var 动作: () -> Void
          init(编号: Int, 动作: @escaping () -> Void) {
            self.编号 = 编号
            self.动作 = 动作
          }
          var body: some View { Button("\\(编号)") { 动作() } }
        }

        """, fenceLine: 1)
      let cell = fencedBlock(
        """
        struct 单元格: View {
          let 编号: Int
          var 动作: (Int) -> Void
          init(编号: Int, 动作: @escaping (Int) -> Void) {
            self.编号 = 编号
            self.动作 = 动作
          }
          var body: some View { Button("\\(编号)") { 动作(编号) } }
        }

        """, fenceLine: 20)
      let unit = try #require(notebook([list, cell])[1].unit)
      #expect(!unit.source.contains("struct 列表"))
      // Nothing on the page builds the new cell: it runs with chosen values, an action that
      // does nothing among them.
      #expect(unit.root == .preview("单元格(编号: 0, 动作: { _ in })"))
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

    @Test func aValueBuiltWithAnOldShapeStaysBehindWithIt() throws {
      // A Chinese page: a student type and a value built from it, the type again with other
      // members, then a list of the new students.
      let old = fencedBlock(
        """
        struct 学生 {
          var 编号: String
          var 名字: String
        }
        let 小明 = 学生(编号: "1", 名字: "明")
        print(小明.名字)

        """, fenceLine: 1)
      let reshaped = fencedBlock(
        """
        struct 学生: Identifiable {
          let id = UUID()
          var 名字: String
        }

        """, fenceLine: 20)
      let list = fencedBlock(
        """
        struct 名单: View {
          var 学生们 = [学生(名字: "甲")]
          var body: some View { List(学生们) { Text($0.名字) } }
        }

        """, fenceLine: 30)
      let entries = notebook([old, reshaped, list])
      let listUnit = try #require(entries[2].unit)
      #expect(listUnit.source.contains("let id = UUID()"))
      #expect(!listUnit.source.contains("学生(编号:"))
    }

    @Test func aClosureParameterNamedLikeAValueLeftBehindDoesNotBringItBack() throws {
      // A Korean page: a value of the first shape, the type again, then a closure whose parameter
      // has the old value's name.
      let old = fencedBlock(
        """
        struct 학생 {
          var 번호: String
          var 이름: String
        }
        let 학생1 = 학생(번호: "7", 이름: "지수")

        """, fenceLine: 1)
      let reshaped = fencedBlock(
        """
        struct 학생 {
          var 이름: String
          var 학년: Int
        }

        """, fenceLine: 12)
      let loop = fencedBlock(
        """
        let 학생들 = [학생(이름: "민호", 학년: 2)]
        학생들.forEach { 학생1 in print(학생1.이름) }

        """, fenceLine: 20)
      let entries = notebook([old, reshaped, loop])
      let loopUnit = try #require(entries[2].unit)
      #expect(loopUnit.source.contains("var 학년: Int"))
      #expect(!loopUnit.source.contains("학생(번호:"), "\(loopUnit.source)")
    }
  }
}
