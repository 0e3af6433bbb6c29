import Testing

@testable import DocBuildKit

extension CheckTests {
  /// The mistakes a block's own code makes, read from the code alone; and code that looks like a
  /// mistake but is valid where it stands.
  @Suite struct OwnMistakeTests {
    /// In a `Table`'s rows, `ForEach(items)` alone makes a `TableRow` for each element.
    @Test func aForEachWithoutAClosureInTableRowsIsNoMistake() {
      let code = """
        struct Shelf: View {
            var books: [Book]
            var body: some View {
                Table(of: Book.self) {
                    TableColumn("Title", value: \\.title)
                } rows: {
                    ForEach(books)
                }
            }
        }
        """
      #expect(OwnMistake.found(in: code, declared: ["Shelf", "Book"]).isEmpty)
    }

    /// Outside a table, the same `ForEach` makes no view for its elements.
    @Test func aForEachWithoutAClosureInAListIsAMistake() {
      let code = """
        List {
            ForEach(books)
        }
        """
      #expect(OwnMistake.found(in: code, declared: []) == [.forEachWithoutContent])
    }

    /// `ForEach { … }` and `ForEach() { … }` give it nothing to make views for; with data (or
    /// elided data) it is no such mistake.
    @Test func aForEachGivenOnlyAClosureIsAMistake() {
      for call in ["ForEach", "ForEach()"] {
        let code = """
          List {
              \(call) { 行 in
                  Text(行)
              }
              .onDelete { _ in }
          }
          """
        #expect(OwnMistake.found(in: code, declared: []) == [.forEachWithoutData])
      }
      let given = """
        List {
            ForEach(0..<3) { 번호 in Text("\\(번호)") }
        }
        """
      #expect(OwnMistake.found(in: given, declared: []).isEmpty)
      #expect(OwnMistake.forEachWithoutData.text(in: .ko).contains("`ForEach`에 데이터가 없습니다"))
      #expect(OwnMistake.forEachWithoutData.text(in: .zh).contains("`ForEach` 没有传入数据"))
      #expect(OwnMistake.forEachWithoutData.text(in: .en).contains("none only a closure"))
    }

    /// `ForEach(...) { … }`, `List(…) { … }`: arguments left out where the call needs them stop
    /// the block wherever it is placed; the first in the code is said, once for the block.
    @Test func elidedArgumentsOfACallWithContentAreSaid() {
      let code = """
        List(…) { 项目 in
            ForEach(...) {
                行视图()
            }
        }
        """
      #expect(
        OwnMistake.found(in: code, declared: []) == [.compileError(.elidedArguments("List(…)"))])
      let chained = """
        VStack {
            Capsule(...)
                .fill(...)
        }
        """
      #expect(
        OwnMistake.found(in: chained, declared: []) == [
          .compileError(.elidedArguments("Capsule(...)"))
        ])
    }

    /// A call elided on a line of its own runs as a stop (`ElidedCode`), so it is no mistake.
    @Test func anElidedCallStandingAloneIsNoMistake() {
      let code = """
        func 저장() {
            기록.남기기(...)
        }
        """
      #expect(OwnMistake.found(in: code, declared: []).isEmpty)
    }

    /// `{ ... }` given a modifier stands for the view the note leaves out; a closure argument
    /// elided the same way (`Button("Go") { ... }`) is an action left out, no mistake.
    @Test func aPlaceholderForContentIsSaidInEachLanguage() {
      let code = """
        var body: some View {
            { ... }
                .buttonStyle(.plain)
        }
        """
      let found = OwnMistake.found(in: code, declared: [])
      #expect(found == [.elidedContent(written: "{ ... }")])
      #expect(found.allSatisfy { $0.explainsCompilerError })
      #expect(found[0].text(in: .en).contains("a placeholder for content the note leaves out"))
      #expect(found[0].text(in: .ko).contains("생략한 내용(보여 줄 뷰)을 대신하는 자리표시자"))
      #expect(found[0].text(in: .zh).contains("代替笔记省略的内容（要显示的视图）的占位符"))
      let action = """
        Button("Go") { ... }
            .buttonStyle(.plain)
        """
      #expect(OwnMistake.found(in: action, declared: []).isEmpty)
    }

    /// A binding through an optional, an optional appended as it is, a page's class without an
    /// initializer made: each said, in Korean too.
    @Test func optionalsAndAClassWithoutInitializerAreSaid() {
      let code = """
        struct 메모목록: View {
            @State private var 메모들: [메모] = []
            @State private var 초안: 메모?

            var body: some View {
                Button("새 메모") { 초안 = 메모() }
                TextField("제목", text: $초안.제목)
                Button("저장") { 메모들.append(초안) }
            }
        }
        """
      let mistakes = OwnMistake.found(
        in: code, declared: ["메모목록", "메모"], uninitializable: ["메모": ["제목"]])
      #expect(
        mistakes == [
          .madeWithoutInitializer(type: "메모", properties: ["제목"]),
          .memberThroughOptionalBinding(value: "초안", member: "제목", type: "메모?"),
          .appendsOptional(value: "초안", type: "메모?"),
        ])
      let ko = mistakes.map { $0.text(in: .ko) }
      #expect(ko[0].contains("`메모()`: 이 글의 클래스 `메모`은(는) `제목`에 값을 주지 않고 이니셜라이저도 선언하지 않아"))
      #expect(ko[1].contains("`초안`은(는) 옵셔널(`메모?`)이어서 그 바인딩에는 `제목` 멤버가 없습니다"))
      #expect(ko[2].contains("옵셔널(`메모?`)인 `초안`을(를) 풀지 않고"))
    }

    /// An optional unwrapped before it is appended is no mistake.
    @Test func anUnwrappedOptionalAppendedIsNoMistake() {
      let code = """
        func keep() {
            if let draft { notes.append(draft) }
        }
        var draft: String?
        """
      #expect(OwnMistake.found(in: code, declared: []).isEmpty)
    }

    /// An array of optional elements takes an optional as it is.
    @Test func anOptionalAppendedToAnArrayOfOptionalsIsNoMistake() {
      let code = """
        var 草稿: String?
        var 草稿们: [String?] = []
        func 保存() { 草稿们.append(草稿) }
        """
      #expect(OwnMistake.found(in: code, declared: []).isEmpty)
      let mistaken = code.replacingOccurrences(of: "[String?]", with: "[String]")
      #expect(OwnMistake.found(in: mistaken, declared: []).count == 1)
    }

    /// A struct with a view's `body` and no `: View` is no view, in every language; one that
    /// conforms through any inheritance clause is left alone.
    @Test func aBodyWithoutConformanceIsSaid() {
      let code = """
        struct 곡정보 {
            var body: some View {
                Text("노래")
            }
        }
        struct Cover: View {
            var body: some View { Text("Cover") }
        }
        """
      let mistakes = OwnMistake.found(in: code, declared: ["곡정보", "Cover"])
      #expect(mistakes == [.bodyWithoutView("곡정보")])
      #expect(mistakes[0].text(in: .ko).contains("`View`를 따른다고 선언하지 않아"))
      #expect(mistakes[0].text(in: .zh).contains("却没有声明遵循 `View`"))
      #expect(mistakes[0].text(in: .en).contains("never conforms to `View`"))
      let conforming = code.replacingOccurrences(of: "struct 곡정보 {", with: "struct 곡정보: Screen {")
      #expect(OwnMistake.found(in: conforming, declared: ["곡정보", "Cover"]).isEmpty)
    }
  }
}
