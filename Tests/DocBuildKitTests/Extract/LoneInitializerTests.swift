import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A block of initializers alone that set an earlier struct's stored properties is compiled as
  /// that struct's extension, and the page's later blocks may call them.
  @Suite struct LoneInitializerTests {
    let header = fencedBlock(
      """
      struct 标题栏<Content: View>: View {
        let 标题: String
        let 内容: Content
        var body: some View {
          VStack { Text(标题); 内容 }
        }
      }

      """, fenceLine: 1)

    @Test func initializersSettingAnEarlierStructsPropertiesExtendIt() throws {
      let initializer = fencedBlock(
        """
        init(标题: String, @ViewBuilder 内容: () -> Content) {
          self.标题 = 标题
          self.内容 = 内容()
        }

        """, fenceLine: 11)
      let call = fencedBlock("标题栏(标题: \"你好\") {\n  Text(\"内容\")\n}\n", fenceLine: 18)
      let entries = notebook([header, initializer, call])
      #expect(entries[1].completed)
      #expect(entries[1].category == .program)
      let unit = try #require(entries[1].unit)
      #expect(unit.source.contains("extension 标题栏 {\ninit(标题: String"), "\(unit.source)")
      // The extension's own lines keep their note lines.
      let line = try #require(unit.line(containing: "self.内容 = 内容()"))
      #expect(unit.sourceMap.noteLocation(forUnitLine: line, column: 1)?.line == 14)
      // The later view expression compiles with it.
      #expect(entries[2].unit?.source.contains("extension 标题栏 {") == true)
    }

    @Test func initializersOfATypeThePageNeverShowsAreLeftAsWritten() throws {
      let elsewhere = fencedBlock(
        "init(name: String) {\n  self.name = name\n}\n", fenceLine: 11)
      let entries = notebook([header, elsewhere])
      #expect(!entries[1].completed)
      #expect(entries[1].unit?.source.contains("extension") != true)
      // One spelled as the memberwise initializer would declare it twice in an extension.
      let memberwise = fencedBlock(
        "init(标题: String, 内容: Content) {\n  self.标题 = 标题\n  self.内容 = 内容\n}\n",
        fenceLine: 11)
      #expect(notebook([header, memberwise])[1].unit?.source.contains("extension 标题栏") != true)
      // Anything beside the initializers keeps the block what it was.
      let mixed = fencedBlock(
        "init(标题: String) {\n  self.标题 = 标题\n  self.内容 = EmptyView() as! Content\n}\nvar 副标题 = \"\"\n",
        fenceLine: 11)
      #expect(notebook([header, mixed])[1].unit?.source.contains("extension 标题栏") != true)
    }
  }
}
