import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// What a fragment is placed in when the page has no view of its own before it: a modifier chain
  /// modifies the view expression the page showed last, or a view a later block declares; a
  /// fragment reading an environment value nobody declares is an excerpt.
  @Suite struct FragmentTargetTests {
    @Test func aChainModifiesTheViewExpressionThePageShowedLast() throws {
      let first = fencedBlock(
        """
        Text("첫 번째")

        """, fenceLine: 1)
      let shown = fencedBlock(
        """
        Text("안녕하세요")
          .padding()

        """, fenceLine: 5)
      let chain = fencedBlock(
        """
        .border(Color.red)

        """, fenceLine: 10)
      let entries = notebook([first, shown, chain])
      #expect(entries[2].category == .fragment(.modifierChain))
      let unit = try #require(entries[2].unit)
      let source = unit.sourceMap.lines.map(\.text).joined(separator: "\n")
      #expect(source.contains("Text(\"안녕하세요\")\n  .padding()\n.border(Color.red)"))
      #expect(!source.contains("첫 번째"))
      // The view it modifies is shown with the block's completion.
      #expect(entries[2].completion?.contains("Text(\"안녕하세요\")") == true)
    }

    @Test func aViewExpressionThatDoesNotCompileIsNotModified() throws {
      let shown = fencedBlock(
        """
        Text("你好")

        """, fenceLine: 1)
      let broken = fencedBlock(
        """
        Text(不存在的值)

        """, fenceLine: 5)
      let chain = fencedBlock(
        """
        .bold()

        """, fenceLine: 9)
      let entries = notebook([shown, broken, chain]) { entry in entry.blockIndex != 1 }
      let source = try #require(entries[2].unit).sourceMap.lines.map(\.text)
      #expect(source.contains("Text(\"你好\")"))
      #expect(!source.contains("Text(不存在的值)"))
    }

    @Test func aChainBeforeAnyViewModifiesTheViewALaterBlockDeclares() throws {
      let chain = fencedBlock(
        """
        .navigationTitle("Inbox")

        """, fenceLine: 1)
      let view = fencedBlock(
        """
        struct InboxView: View {
          var body: some View { Text("No mail") }
        }

        """, fenceLine: 5)
      let entries = notebook([chain, view])
      let unit = try #require(entries[0].unit)
      let source = unit.sourceMap.lines.map(\.text)
      #expect(source.contains("struct InboxView: View {"))
      #expect(source.contains("InboxView()"))
    }

    @Test func aChainOnAPageWithoutAnyViewIsOnlyTypeChecked() throws {
      let chain = fencedBlock(
        """
        .padding(8)

        """, fenceLine: 1)
      let model = fencedBlock(
        """
        struct Inbox { var count = 0 }

        """, fenceLine: 5)
      // On a blank view it would show nothing the note meant: type-checked, never run.
      let entries = notebook([chain, model])
      let unit = try #require(entries[0].unit)
      #expect(unit.root == nil)
      #expect(unit.sourceMap.lines.map(\.text).contains("Color.clear"))
      // When the compiler rejects it there, it is not run, and says why.
      let rejected = notebook([chain, model]) { $0.blockIndex != 0 }
      #expect(rejected[0].notRunReason == FragmentKind.modifierChain.reason)
    }

    @Test func aChainWhoseOnlyViewDoesNotCompileNamesThatView() {
      let view = fencedBlock(
        """
        struct 카드: View {
          @State var 보임 = true
          var body: some View { Text(UIScreen.main.bounds.width.description) }
        }

        """, fenceLine: 1)
      // It reads the view's `보임`: no neutral view could take it instead.
      let chain = fencedBlock(
        """
        .opacity(보임 ? 1 : 0)

        """, fenceLine: 7)
      let entries = notebook([view, chain]) { entry in entry.blockIndex != 0 }
      #expect(entries[1].unit == nil)
      #expect(entries[1].failedViews == ["카드"])
    }

    @Test func modifiersOnAViewPropertyTheseMembersLendRunBesideThem() throws {
      let members = fencedBlock(
        """
        var 问候: some View {
          Text("你好")
        }
        VStack { 问候 }

        """, fenceLine: 1)
      let chain = fencedBlock(
        """
        问候
          .padding()
          .background(.yellow)

        """, fenceLine: 8)
      let entries = notebook([members, chain])
      #expect(entries[1].category == .fragment(.viewExpression))
      let source = try #require(entries[1].unit).sourceMap.lines.map(\.text)
      #expect(source.contains("var 问候: some View {"))
      #expect(source.contains("  .background(.yellow)"))
    }

    @Test func modifiersOnAValueNoBlockLendsStaySnippets() {
      let chain = fencedBlock(
        """
        greeting.padding()

        """, fenceLine: 1)
      let entry = notebook([chain])[0]
      #expect(entry.category == .fragment(.snippet))
      #expect(entry.undeclaredValues == ["greeting"])
    }

    @Test func anEnvironmentValueNobodyDeclaresMakesAnExcerpt() {
      let members = fencedBlock(
        """
        @Environment(\\.路由管理器) private var 路由管理器
        var body: some View {
          Button("返回") { 路由管理器.返回首页() }
        }

        """, fenceLine: 1)
      let entry = notebook([members])[0]
      #expect(entry.category == .fragment(.members))
      #expect(entry.unit == nil)
      #expect(entry.undeclaredValues == ["EnvironmentValues.路由管理器"])
    }

    @Test func anEnvironmentValueThePageOrSwiftUIDeclaresIsCompiled() {
      let key = fencedBlock(
        """
        private struct ThemeKey: EnvironmentKey {
          static let defaultValue = "light"
        }
        extension EnvironmentValues {
          var theme: String {
            get { self[ThemeKey.self] }
            set { self[ThemeKey.self] = newValue }
          }
        }

        """, fenceLine: 1)
      let members = fencedBlock(
        """
        @Environment(\\.theme) var theme
        @Environment(\\.colorScheme) var colorScheme
        var body: some View { Text(theme) }

        """, fenceLine: 14)
      let entries = notebook([key, members])
      #expect(entries[1].unit != nil)
      #expect(entries[1].undeclaredValues.isEmpty)
    }
  }
}
