import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Roots that need arguments are built as the page's own code builds them; modifier chains and
  /// view expressions run inside a view with the page's context.
  @Suite struct RootConstructionTests {
    let button = fencedBlock(
      """
      struct PlayButton: View {
        @Binding var isPlaying: Bool
        var body: some View {
          Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
        }
      }

      """, fenceLine: 1)

    @Test func aBindingComesFromTheCallersInitialValue() throws {
      // The parent is an excerpt (it needs `Track`), but its call shows how the button is made.
      let parent = fencedBlock(
        """
        struct PlayerView: View {
          var track: Track
          @State private var isPlaying: Bool = false
          var body: some View { PlayButton(isPlaying: $isPlaying) }
        }

        """, fenceLine: 20)
      let entry = notebook([button, parent])[0]
      let unit = try #require(entry.unit)
      #expect(unit.root == .preview("PlayButton(isPlaying: .constant(false))"))
      #expect(!unit.source.contains(".constant(false)"))
      #expect(entry.completed)
      #expect(
        entry.completion?.hasSuffix(
          "// docbuild mounts the root as the page builds it: PlayButton(isPlaying: .constant(false))\n"
        ) == true)
    }

    @Test func aPlainValueForABindingBecomesAConstantBinding() throws {
      // The page's call builds the earlier version of the view, which took the colour itself.
      let earlier = fencedBlock(
        """
        struct 色块: View {
          var 颜色: Color
          var body: some View { 颜色 }
        }
        struct 父视图: View {
          @State var 颜色: Color = .green
          var body: some View { 色块(颜色: 颜色) }
        }

        """, fenceLine: 1)
      let binding = fencedBlock(
        """
        struct 色块: View {
          @Binding var 颜色: Color
          var body: some View { 颜色 }
        }

        """, fenceLine: 20)
      let unit = try #require(notebook([earlier, binding])[1].unit)
      #expect(unit.root == .preview("色块(颜色: .constant(.green))"))
      // A binding the call passes already is taken as written.
      let parent = fencedBlock(
        """
        struct 父视图: View {
          @State var 颜色: Color = .green
          var body: some View { 色块(颜色: $颜色) }
        }

        """, fenceLine: 30)
      #expect(
        notebook([binding, parent])[0].unit?.root == .preview("色块(颜色: .constant(.green))"))
      let given = fencedBlock("色块(颜色: .constant(.red))\n", fenceLine: 40)
      #expect(notebook([binding, given])[0].unit?.root == .preview("色块(颜色: .constant(.red))"))
    }

    @Test func theFirstCallWhoseArgumentsStandAloneIsTaken() throws {
      let calls = fencedBlock(
        """
        struct Shelf: View {
          let names: [String]
          var body: some View {
            Label(title: names[0], count: names.count)
            Label(title: "Books", count: -3)
          }
        }
        struct Label: View {
          let title: String
          let count: Int
          var body: some View { Text("\\(title): \\(count)") }
        }

        """, fenceLine: 1)
      let root = fencedBlock("Label(title: \"Maps\", count: 2)\n", info: "swift", fenceLine: 30)
      // Shelf is the block's root, and no program builds it: its `names` are docbuild's choice.
      let entries = notebook([calls, root])
      #expect(entries[0].unit?.root == .preview("Shelf(names: [])"))
      #expect(entries[0].chosenRootValues == ["names: []"])
      // A view of its own block built from the page: the first call with standalone arguments.
      let label = fencedBlock(
        """
        struct Label: View {
          let title: String
          let count: Int
          var body: some View { Text("\\(title): \\(count)") }
        }

        """, fenceLine: 40)
      let labelUnit = try #require(notebook([label, calls])[0].unit)
      #expect(labelUnit.root == .preview("Label(title: \"Books\", count: -3)"))
    }

    @Test func anObjectModelOfAPageTypeIsAFreshObject() throws {
      let block = fencedBlock(
        """
        final class Player: ObservableObject {
          @Published var isPlaying = false
        }
        struct Episodes: View {
          @ObservedObject var player: Player
          @EnvironmentObject var settings: Settings
          var body: some View { Text(player.isPlaying ? "Pause" : "Play") }
        }

        """, fenceLine: 1)
      let unit = try #require(notebook([block])[0].unit)
      #expect(unit.root == .preview("Episodes(player: Player())"))
      // A model type the page never declares is not invented.
      let foreign = fencedBlock(
        """
        struct Episodes: View {
          @ObservedObject var player: Player
          var body: some View { Text("x") }
        }

        """, fenceLine: 1)
      #expect(notebook([foreign])[0].unit?.root == .type("Episodes"))
      // A plain property is a value the page must show, not an object to make up.
      let plain = fencedBlock(
        """
        final class Player {}
        struct Episodes: View {
          let player: Player
          var body: some View { Text("x") }
        }

        """, fenceLine: 1)
      #expect(notebook([plain])[0].unit?.root == .type("Episodes"))
    }

    @Test func viewsThatNeedNoArgumentsAreLeftAlone() throws {
      let block = fencedBlock(
        """
        struct Plain: View {
          @State private var count = 0
          @Environment(\\.dismiss) var dismiss
          var note: String?
          var body: some View { Text("\\(count)") }
        }
        struct Caller: View {
          var body: some View { Plain(note: "n") }
        }

        """, fenceLine: 1)
      let unit = try #require(notebook([block])[0].unit)
      #expect(unit.root == .type("Caller"))
      let plain = fencedBlock(
        "struct Plain: View {\n  init(value: Int = 1) {}\n  var body: some View { Text(\"p\") }\n}\n",
        fenceLine: 1)
      #expect(notebook([plain])[0].unit?.root == .type("Plain"))
    }

    @Test func aPropertyInitialisedFromItselfIsNotFollowedForever() throws {
      let block = fencedBlock(
        """
        struct Loop: View {
          let value: Int
          var body: some View { Text("\\(value)") }
        }
        struct Caller {
          var a = b
          var b = a
          var view: Loop { Loop(value: a) }
        }

        """, fenceLine: 1)
      // `a` is never followed into the call; and `Caller`, which nothing uses, builds no `Loop`
      // that runs, so it gets a chosen value.
      #expect(notebook([block])[0].unit?.root == .preview("Loop(value: 0)"))
    }

    @Test func codeNestedTooDeepIsNotParsedForCalls() throws {
      // Deeper than swift-syntax's nesting limit in any build of it (20 in debug, 256 in release).
      let deep = fencedBlock(
        "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
          + "\nlet b = PlayButton(isPlaying: .constant(true))\n", fenceLine: 30)
      // Its call is never found: the binding comes from docbuild's choice, not `.constant(true)`.
      #expect(
        notebook([button, deep])[0].unit?.root
          == .preview("BindingHost(false) { isPlaying in PlayButton(isPlaying: isPlaying) }"))
    }

    @Test func aModifierChainModifiesThePagesOutermostView() throws {
      let card = fencedBlock(
        "struct Card: View {\n  let title: String\n  var body: some View { Text(title) }\n}\n",
        fenceLine: 1)
      let caller = fencedBlock("Card(title: \"Hello\")\n", fenceLine: 10)
      let chain = fencedBlock(".padding()\n.onAppear { print(\"shown\") }\n", fenceLine: 20)
      let entry = notebook([card, caller, chain])[2]
      let unit = try #require(entry.unit)
      #expect(unit.fragment == .modifierChain)
      #expect(unit.root == .type("NoteExample"))
      #expect(
        unit.source.hasSuffix(
          "struct NoteExample: View {\nvar body: some View {\nCard(title: \"Hello\")\n.padding()\n.onAppear { print(\"shown\") }\n}\n}\n"
        ))
      #expect(entry.completion?.contains("Card(title: \"Hello\")") == true)
    }

    @Test func aViewExpressionReadsThePagesLastMembers() throws {
      let members = fencedBlock("@State var names: [String] = [\"a\", \"b\"]\n", fenceLine: 1)
      let list = fencedBlock(
        "ForEach(names, id: \\.self) { name in\n  Text(name)\n}\n", fenceLine: 5)
      let plain = fencedBlock("Text(\"alone\")\n", fenceLine: 10)
      var entries = notebook([members, list, plain])
      let unit = try #require(entries[1].unit)
      #expect(
        unit.source.contains(
          "struct NoteExample: View {\n@State var names: [String] = [\"a\", \"b\"]\nvar body: some View {\nForEach"
        ))
      // The page shows the wrapper whole, the members it was given included.
      #expect(
        entries[1].completion?.hasPrefix("struct NoteExample: View {\n@State var names") == true)
      #expect(entries[2].unit?.source.contains("@State var names") == false)
      // Members that do not compile lend nothing.
      entries = notebook([members, list]) { $0.blockIndex != 0 }
      #expect(entries[1].unit?.source.contains("@State var names") == false)
    }

    @Test func aChainWithNoViewToModifyIsTypeCheckedOnABlankOne() throws {
      // Nothing the page shows could take it: type-checked, never run, on a view showing nothing.
      let placeholder = fencedBlock(".redacted(reason: .placeholder)\n", fenceLine: 1)
      let entry = notebook([placeholder])[0]
      let unit = try #require(entry.unit)
      #expect(unit.root == nil)
      #expect(
        unit.source.hasSuffix(
          "var body: some View {\n// The note shows no view for the chain: type-checked on a blank one, not run.\nColor.clear\n.redacted(reason: .placeholder)\n}\n}\n"
        ), "\(unit.source)")
      // One reading only the page's last members is type-checked with them.
      let state = fencedBlock("@State private var 偏移 = CGSize.zero\n", fenceLine: 5)
      let offset = fencedBlock(".offset(偏移)\n", fenceLine: 10)
      let offsetUnit = try #require(notebook([state, offset])[1].unit)
      #expect(offsetUnit.root == nil)
      #expect(offsetUnit.source.contains("@State private var 偏移 = CGSize.zero\nvar body"))
      // One the compiler rejects there (a gesture's `.onEnded`, which no view has) stays not run.
      let rejected = notebook([state, offset]) { $0.blockIndex != 1 }[1]
      #expect(rejected.unit == nil)
      // One reading a value or calling a function the page never declares stays an excerpt.
      let unknown = fencedBlock(".offset(amount)\n", fenceLine: 10)
      #expect(notebook([state, unknown])[1].unit == nil)
      let call = fencedBlock(".onAppear { reset() }\n", fenceLine: 10)
      #expect(notebook([state, call])[1].unit == nil)
    }

    @Test func aProgramsViewExpressionReadsEarlierMembers() throws {
      let enabled = fencedBlock(
        "@State private var 켜짐 = false\n\nToggle(\"켜기\", isOn: $켜짐)\n", fenceLine: 1)
      let others = fencedBlock("@State private var 소리 = true\n\nToggle(\"소리\", isOn: $소리)\n", fenceLine: 10)
      let styled = fencedBlock(
        """
        struct 줄무늬: ToggleStyle {
          func makeBody(configuration: Configuration) -> some View { configuration.label }
        }

        Toggle("켜기", isOn: $켜짐)
          .toggleStyle(줄무늬())

        """, fenceLine: 20)
      let entry = notebook([enabled, others, styled])[2]
      let unit = try #require(entry.unit)
      #expect(entry.category == .program)
      #expect(unit.root == .type("NoteExample"))
      // The members that declare what it reads, not the last ones.
      #expect(
        unit.source.contains(
          "struct NoteExample: View {\n@State private var 켜짐 = false\n\nvar body: some View {\nToggle(\"켜기\", isOn: $켜짐)"
        ), "\(unit.source)")
      #expect(!unit.source.contains("소리 = true"))
      // Without them it stays the block's preview.
      #expect(notebook([styled])[0].unit?.root == .preview("notePreview()"))
    }

    @Test func aSnippetNamesTheValuesThePageNeverDeclares() throws {
      let snippet = fencedBlock("store.items.removeAll()\nprint(store.items)\n", fenceLine: 1)
      let entry = notebook([snippet])[0]
      #expect(entry.notRunReason == FragmentKind.snippet.reason)
      #expect(entry.undeclaredValues == ["store"])
    }

    @Test func aChoiceBetweenStandaloneValuesIsBuiltAsWritten() throws {
      let circle = fencedBlock(
        """
        struct 圆: View {
          let 比例: Double
          var body: some View { Circle().frame(width: 100 * 比例) }
        }

        """, fenceLine: 1)
      let parent = fencedBlock(
        """
        struct 主视图: View {
          @State private var 缩小 = false
          var body: some View {
            圆(比例: 缩小 ? 0.5 : 1).onTapGesture { 缩小.toggle() }
          }
        }

        """, fenceLine: 10)
      let unit = try #require(notebook([circle, parent])[0].unit)
      #expect(unit.root == .preview("圆(比例: false ? 0.5 : 1)"))
    }

    @Test func aChoiceReadingAValueTheCallerComputesIsNotBuilt() {
      let circle = fencedBlock(
        """
        struct Dot: View {
          let scale: Double
          var body: some View { Circle().scaleEffect(scale) }
        }

        """, fenceLine: 1)
      let parent = fencedBlock(
        """
        struct Board: View {
          let isSmall: Bool
          var body: some View { Dot(scale: isSmall ? 0.5 : 1) }
        }

        """, fenceLine: 10)
      #expect(notebook([circle, parent])[0].unit?.root == .type("Dot"))
    }
  }
}
