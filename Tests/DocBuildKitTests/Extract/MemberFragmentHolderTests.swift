import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Members shown alone are compiled inside a type as the note's reader would place them: a
  /// class gets the initializer its stored properties need, later members that read them join
  /// them in that class, and an extension beside them stays at file scope.
  @Suite struct MemberFragmentHolderTests {
    let published = fencedBlock(
      """
      @Published var 数量: Int
      @Published var 位置: Int?
      var 缓存: [Int: String] = [:]

      """, fenceLine: 1)

    @Test func aClassIsGivenTheInitializerItsStoredPropertiesNeed() throws {
      let unit = try #require(notebook([published])[0].unit)
      #expect(
        unit.source.contains(
          """
          final class NoteExample: ObservableObject {
          @Published var 数量: Int
          @Published var 位置: Int?
          var 缓存: [Int: String] = [:]
          init(数量: Int, 位置: Int?) {
          self.数量 = 数量
          self.位置 = 位置
          }
          }
          """), "\(unit.source)")
    }

    @Test func membersThatDeclareAnInitializerOrAStructAreLeftAsWritten() throws {
      let initialized = fencedBlock(
        "@Published var 数量: Int\ninit() { 数量 = 1 }\n", fenceLine: 1)
      #expect(notebook([initialized])[0].unit?.source.contains("init(数量") == false)
      let plain = fencedBlock("let title: String\n", fenceLine: 1)
      #expect(notebook([plain])[0].unit?.source.contains("init(") == false)
    }

    @Test func laterMembersReadingThemJoinTheirClass() throws {
      let computed = fencedBlock(
        """
        var 下一个: Int? {
          guard let 位置 else { return nil }
          return 位置 + 数量
        }

        """, fenceLine: 8)
      let shown = fencedBlock("Text(\"\\(数量)\")\n", fenceLine: 15)
      let entries = notebook([published, computed, shown])
      let unit = try #require(entries[1].unit)
      #expect(
        unit.source.contains("final class NoteExample: ObservableObject {\n@Published var 数量"))
      #expect(unit.source.contains("init(数量: Int, 位置: Int?) {"))
      #expect(unit.source.contains("var 下一个: Int? {"))
      // A view cannot hold what only a class holds: a view expression is not given them.
      #expect(entries[2].unit?.source.contains("@Published var 数量") != true)
      // Members that read a name the page never declares belong to a type the note never shows.
      let elsewhere = fencedBlock("func 重置() {\n  数量 = 商店.起点\n}\n", fenceLine: 15)
      #expect(
        notebook([published, elsewhere])[1].unit?.source.contains("@Published var 数量") != true)
    }

    @Test func statementsOverThePagesMembersAreTypeCheckedAsAMethodOfTheirType() throws {
      let view = fencedBlock(
        """
        @State var 켜짐 = false
        var body: some View {
          Button("전환") { 켜짐.toggle() }
        }

        """, fenceLine: 1)
      let action = fencedBlock("withAnimation {\n  켜짐.toggle()\n}\n", fenceLine: 8)
      let elsewhere = fencedBlock("켜짐.toggle()\n점수 += 1\n", fenceLine: 13)
      let entries = notebook([view, action, elsewhere])
      let unit = try #require(entries[1].unit)
      #expect(
        unit.source.contains(
          "struct NoteExample {\n@State var 켜짐 = false\nfunc noteStatements() {\nwithAnimation {"),
        "\(unit.source)")
      // Type-checked, not run: nothing calls the method.
      #expect(unit.root == nil)
      #expect(entries[2].notRunReason == FragmentKind.snippet.reason)
    }

    @Test func anExtensionBesideMembersIsCompiledAtFileScope() throws {
      let block = fencedBlock(
        """
        extension UserDefaults {
          static let 공유 = UserDefaults.standard
        }
        @AppStorage("이름", store: .공유) var 이름 = "민수"

        """, fenceLine: 1)
      let entry = notebook([block])[0]
      let unit = try #require(entry.unit)
      let source = unit.source
      let extensionAt = try #require(source.range(of: "extension UserDefaults {"))
      let wrapperAt = try #require(source.range(of: "struct NoteExample {"))
      #expect(extensionAt.lowerBound < wrapperAt.lowerBound, "\(source)")
      #expect(source.contains("struct NoteExample {\n@AppStorage(\"이름\", store: .공유) var 이름"))
      // The extension's lines keep their note lines.
      let line = try #require(unit.line(containing: "static let 공유"))
      #expect(unit.sourceMap.noteLocation(forUnitLine: line, column: 1)?.line == 3)
    }
  }
}
