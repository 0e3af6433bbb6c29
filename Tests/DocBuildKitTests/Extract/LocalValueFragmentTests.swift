import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A `let` shown alone whose value reads the state of a view the page shows is a local of that
  /// view's body, not a stored property (whose initializer could not read the state).
  @Suite struct LocalValueFragmentTests {
    @Test(arguments: [
      ("@State var 이름: String = \"\"\nTextField(\"이름\", text: $이름)\n", "이름",
       "let 묶음 = Binding<String>(\n  get: { 이름 },\n  set: { 이름 = String($0.prefix(5)) }\n)\n"),
      ("@State var 名字: String = \"\"\nText(名字)\n", "名字",
       "let 问候 = \"你好，\" + 名字\n"),
      ("@State var count = 0\nButton(\"Add\") { count += 1 }\n", "count",
       "let doubled = count * 2\nlet label = \"\\(doubled) taps\"\n"),
    ])
    func aLocalValueIsAStatementOverTheStateItReads(
      view: String, state: String, local: String
    ) throws {
      let entries = notebook([
        fencedBlock(view, fenceLine: 1), fencedBlock(local, fenceLine: 10),
      ])
      #expect(entries[1].category == .fragment(.snippet))
      let unit = try #require(entries[1].unit)
      let firstLine = try #require(local.split(separator: "\n").first)
      // In a function of the type that holds the state, never among its stored properties.
      #expect(
        unit.source.contains("func noteStatements() {\n" + firstLine), "\(unit.source)")
      #expect(unit.source.contains("@State var \(state)"), "\(unit.source)")
    }

    @Test func aLocalValueOverNothingThePageDeclaresStaysAMember() {
      // No view of the page holds `购物车`: a property of a type the note does not show.
      let view = fencedBlock("@State var 名字 = \"\"\nText(名字)\n", fenceLine: 1)
      let total = fencedBlock("let 总数 = 购物车.商品.count\n", fenceLine: 10)
      #expect(notebook([view, total])[1].category == .fragment(.members))
    }

    @Test func storedPropertiesBesideOtherMembersStayMembers() {
      // A wrapped property beside the `let`: these are a type's members as written.
      let members = fencedBlock(
        "@State private var 점수 = 0\nlet 배수 = 2\nvar body: some View { Text(\"\\(점수 * 배수)\") }\n",
        fenceLine: 1)
      #expect(notebook([members])[0].category == .fragment(.members))
      // A constant that reads nothing it lacks is a program's own.
      let constant = fencedBlock("let 价格 = 3\nlet 总价 = 价格 * 2\n", fenceLine: 1)
      #expect(notebook([constant])[0].category == .program)
    }
  }
}
