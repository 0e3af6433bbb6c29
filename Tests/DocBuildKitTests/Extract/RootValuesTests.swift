import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// The values docbuild gives a root view the note never builds (a title, a colour, a
  /// selection of a `Hashable` type, a view's content), the page's calls it takes only when they
  /// fit the version, and the program that builds a view the page names instead of choosing.
  @Suite struct RootValuesTests {
    @Test func aTitleKeyAndAColourAreChosen() throws {
      let field = fencedBlock(
        """
        struct 입력칸: View {
          var 제목: LocalizedStringKey
          @Binding var 글: String
          var 테두리: Color
          var body: some View {
            VStack { Text(제목); TextField("", text: $글).border(테두리) }
          }
        }

        """, fenceLine: 1)
      let entry = notebook([field])[0]
      #expect(
        entry.unit?.root
          == .preview("BindingHost(\"\") { 글 in 입력칸(제목: \"제목\", 글: 글, 테두리: Color.blue) }"))
      #expect(entry.chosenRootValues == ["제목: \"제목\"", "글: \"\"", "테두리: Color.blue"])
      #expect(
        ChosenValue.of(type: "LocalizedStringKey", named: "title", unitTypes: [:]) == "\"Title\"")
      #expect(ChosenValue.of(type: "LocalizedStringKey", unitTypes: [:]) == "\"Text\"")
    }

    @Test func aHashableGenericParameterIsAString() throws {
      let picker = fencedBlock(
        """
        struct 选择器<值: Hashable>: View {
          @Binding var 选中: 值
          let 选项: [(String, 值)]
          init(选中: Binding<值>, 选项: [(String, 值)]) {
            self._选中 = 选中
            self.选项 = 选项
          }
          var body: some View { Text("\\(选项.count) 项") }
        }

        """, fenceLine: 1)
      let entry = notebook([picker])[0]
      #expect(
        entry.unit?.root == .preview("BindingHost(\"\") { 选中 in 选择器(选中: 选中, 选项: []) }"))
      #expect(entry.chosenRootValues == ["选中: \"\"", "选项: []"])
      // A parameter constrained to a protocol `String` lacks is no `String`.
      let numeric = fencedBlock(
        """
        struct Gauge<Number: BinaryInteger>: View {
          @Binding var level: Number
          var body: some View { Text("\\(level)") }
        }

        """, fenceLine: 1)
      #expect(notebook([numeric])[0].unmetRootParameters == ["level: Binding<Number>"])
    }

    @Test func aViewBuilderPropertyIsGivenAClosure() throws {
      let panel = fencedBlock(
        """
        struct Panel<Content: View>: View {
          @ViewBuilder let content: Content
          var body: some View { VStack { content } }
        }

        """, fenceLine: 1)
      #expect(
        notebook([panel])[0].unit?.root == .preview("Panel(content: { Text(\"Content\") })"))
    }

    @Test func aPageCallForAnotherInitializerIsNotTaken() throws {
      let field = fencedBlock(
        """
        struct Field<Top: View>: View {
          var placeholder: String
          @Binding var text: String
          var top: Top
          init(placeholder: String = "", text: Binding<String>, @ViewBuilder top: () -> Top) {
            self.placeholder = placeholder
            self._text = text
            self.top = top()
          }
          var body: some View { VStack { top; TextField(placeholder, text: $text) } }
        }

        """, fenceLine: 1)
      // A call written for an initializer an extension adds later, without `top`.
      let other = fencedBlock(
        "Field(placeholder: \"Name\", text: .constant(\"\"))\n", fenceLine: 20)
      #expect(
        notebook([field, other])[0].unit?.root
          == .preview("BindingHost(\"\") { text in Field(text: text, top: { Text(\"Top\") }) }"))
      // A call naming only parameters the initializer requires is completed.
      let fewer = fencedBlock("Field(text: .constant(\"Name\"))\n", fenceLine: 20)
      #expect(
        notebook([field, fewer])[0].unit?.root
          == .preview("Field(text: .constant(\"Name\"), top: { Text(\"Top\") })"))
    }

    @Test func aViewAProgramBuildsNamesThatProgram() throws {
      let child = fencedBlock(
        """
        struct Swatch: View {
          let name: String
          let tint: Color
          var body: some View { Text(name).foregroundStyle(tint) }
        }

        """, fenceLine: 1)
      // The parent builds it from the names it loops over: it runs there, with no chosen values.
      let parent = fencedBlock(
        """
        struct Palette: View {
          let names: [String]
          var body: some View {
            ForEach(names, id: \\.self) { name in Swatch(name: name, tint: .red) }
          }
        }

        """, fenceLine: 10)
      let entries = notebook([child, parent])
      #expect(entries[0].unmetRootParameters == ["name: String", "tint: Color"])
      #expect(entries[0].rootBuilder == 10)
      #expect(entries[0].chosenRootValues.isEmpty)
    }

    @Test func aCallIsPairedWithTheLaterVersionItFits() throws {
      let content = fencedBlock(
        """
        struct Screen: View {
          @State private var tab = 0
          var body: some View {
            TabStrip(selection: $tab) { Text("Home") }
          }
        }

        """, fenceLine: 1)
      let arrayVersion = fencedBlock(
        """
        struct TabStrip<Value: Hashable>: View {
          @Binding var selection: Value
          let tabs: [(String, Value)]
          var body: some View { Text("\\(tabs.count)") }
        }

        """, fenceLine: 10)
      let builderVersion = fencedBlock(
        """
        struct TabStrip<Value: Hashable, Content: View>: View {
          @Binding var selection: Value
          @ViewBuilder let content: Content
          var body: some View { HStack { content } }
        }

        """, fenceLine: 20)
      let unit = try #require(notebook([content, arrayVersion, builderVersion])[0].unit)
      #expect(unit.source.contains("@ViewBuilder let content: Content"))
      #expect(!unit.source.contains("let tabs"))
    }

    /// A card whose content closure is given the state it reads (through a typealias).
    let card = """
      struct 卡片<内容: View>: View {
        typealias 构造 = (_ 已启用: Bool) -> 内容
        private let 构造内容: 构造
        @Environment(\\.isEnabled) var 已启用: Bool
        init(@ViewBuilder 构造内容: @escaping 构造) {
          self.构造内容 = 构造内容
        }
        var body: some View { 构造内容(已启用) }
      }

      """

    /// A button style whose `makeBody` builds the card, which no view of its block applies.
    let style = """
      struct 描边样式: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          卡片 { 已启用 in
            configuration.label.opacity(已启用 ? 1 : 0.5)
          }
        }
      }

      """

    @Test func aClosureGivenAValueIsGivenOneThatIgnoresIt() throws {
      let entries = notebook([fencedBlock(card, fenceLine: 1), fencedBlock(style, fenceLine: 14)])
      // The style builds it only where no run reaches: the card runs with a chosen closure.
      #expect(entries[0].rootBuilder == nil)
      #expect(entries[0].unit?.root == .preview("卡片(构造内容: { _ in Text(\"内容\") })"))
      #expect(entries[0].chosenRootValues == ["构造内容: { _ in Text(\"内容\") }"])
    }

    @Test func aStyleNoViewAppliesBuildsNothingThatRuns() throws {
      let programs = [RootConstruction.Program(code: style, line: 14)]
      #expect(
        RootConstruction.builders(of: "卡片", version: card, among: programs)
          == .init(reached: nil, unreached: .init(line: 14, owner: "描边样式")))
      // A view of the same program applying the style reaches it: the card runs there.
      let applied =
        style + """
          struct 按钮页: View {
            var body: some View { Button("好") {}.buttonStyle(描边样式()) }
          }

          """
      let reached = [RootConstruction.Program(code: applied, line: 14)]
      #expect(
        RootConstruction.builders(of: "卡片", version: card, among: reached)
          == .init(reached: 14, unreached: nil))
    }

    @Test func anEarlierCopyRunsThroughTheLaterViewBuildingIt() throws {
      let copy = """
        struct 제목줄: View {
          let 글: String
          let 눌림: (Bool) -> Void
          var body: some View { Text(글).onTapGesture { 눌림(true) } }
        }

        """
      // The later program shows the copy again, inside the screen that builds it.
      let screen = """
        struct 화면: View {
          @State var 눌렸나 = false
          var body: some View {
            제목줄(글: "안녕") { 눌렸나 = $0 }
          }
        }

        """ + copy
      let entries = notebook([fencedBlock(copy, fenceLine: 1), fencedBlock(screen, fenceLine: 10)])
      #expect(entries[0].buildingView?.name == "화면")
      #expect(entries[0].buildingView?.line == 11)
      #expect(entries[0].unit?.root == .type("화면"))
      #expect(entries[0].unit?.source.contains("struct 화면: View") == true)
      #expect(
        entries[0].completion?.contains(
          "// docbuild mounts the page's 화면 (line 11), which builds this view")
          == true)
      // A later view whose call this copy does not take is no way to run it.
      let other = screen.replacingOccurrences(of: "제목줄(글: \"안녕\")", with: "제목줄(제목: \"안녕\")")
      let unfit = notebook([fencedBlock(copy, fenceLine: 1), fencedBlock(other, fenceLine: 10)])
      #expect(unfit[0].buildingView == nil)
    }

    @Test func aHostsViewIsTheOneNamed() {
      #expect(
        ChosenValue.mountedView("BindingHost(0) { n in Counter(n: n, step: 1) }") == "Counter")
      #expect(ChosenValue.mountedView("Counter(n: .constant(0))") == "Counter")
    }
  }
}
