import Testing

@testable import DocBuildKit

/// A block that is not run says the mistakes its own code makes (swiftc stops at the first name
/// it cannot find and never says them), besides what else it lacks; a block the note ends inside
/// says that it is cut off, not that the word cut short is undeclared.
@Suite struct OwnMistakeReasonTests {
  @Test func aMisspeltWrapperIsSaidBesidesTheUndeclaredView() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/profile.md",
      """
      # 프로필 편집

      ```swift
      @Observable
      class Profile {
        var nickname = "손님"
      }

      struct 프로필편집: View {
        @Environment(Profile.self) private var profile

        var body: some View {
          @Bindalbe var profile = profile
          TextField("닉네임", text: $profile.nickname)
          NavigationLink("설정", destination: 설정화면())
        }
      }
      ```

      """)
    #expect(
      report == [
        "ko/profile.md:3: not run (excerpt): `@Bindalbe` is a misspelling of `@Bindable`; and besides, uses `설정화면`, which the note never declares"
      ])
    #expect(
      page.contains(
        "@Bindalbe은(는) @Bindable의 오타입니다. 또한 이 글에서 선언하지 않은 설정화면을(를) 사용합니다"))
  }

  @Test func aLowerCaseWrapperIsAMisspellingNotAnUndeclaredName() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/form.md",
      """
      # 表单

      ```swift
      @state var 名字 = ""
      @State var 年龄 = 18

      var body: some View {
        TextField("名字", text: $名字)
        Stepper("年龄 \\(年龄)", value: $年龄)
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.first?.contains(
        "`@state` is a misspelling of `@State` (Swift names are case-sensitive)") == true)
    #expect(report.first?.contains("never declares") == false)
    #expect(page.contains("@state 是 @State 的笔误（Swift 区分大小写）"))
  }

  /// `다시-계산하기()`: words joined by a hyphen, a description of a step written as a call,
  /// which Swift reads as one undeclared name minus another.
  @Test func aHyphenatedCallIsSaidToBeADescription() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/tracking.md",
      """
      # 추적

      ```swift
      let 결과 = withObservationTracking {
          화면.body
      } onChange: {
          다시-계산하기()
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.first?.contains(
        "`다시-계산하기` is a description written as a call: a Swift name cannot hold a hyphen") == true,
      "\(report)")
    #expect(report.first?.contains("`계산하기`, ") == false, "\(report)")
    #expect(page.contains("다시-계산하기은(는) 호출처럼 적은 설명입니다"), "\(page)")
  }

  @Test func aForEachThatOnlyPrintsIsSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/planets.md",
      """
      # Planets

      ```swift
      ForEach(planets, id: \\.self) { planet in
        print(planet)
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.first?.contains(
        "the `ForEach`'s closure only prints and makes no view: a `ForEach` is a view that makes a view for each element (to print, use a `for` loop)"
      ) == true)
    #expect(page.contains("the ForEach's closure only prints and makes no view"))
  }

  /// `ForEach(values)` without a closure is no view, but in a table's rows it makes a `TableRow`
  /// per element (Apple's documentation of `ForEach` as `TableRowContent`).
  @Test func aForEachWithoutAClosureIsAMistakeOutsideATablesRowsOnly() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/shelves.md",
      """
      # 선반

      ```swift
      List {
        ForEach(선반들)
      }
      ```

      ```swift
      Table(of: 선반.self) {
        TableColumn("이름", value: \\.이름)
      } rows: {
        ForEach(선반들)
      }
      ```

      """)
    #expect(report.count == 2)
    #expect(report.first?.contains("the `ForEach` has no closure making a view") == true)
    #expect(report.last?.contains("the `ForEach` has no closure making a view") == false)
    #expect(report.last?.contains("never declares") == true)
  }

  @Test func aListWithNoContentAndTheViewProtocolCalledAreSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/sheet.md",
      """
      # 弹出

      ```swift
      List()
        .sheet(isPresented: $显示设置) {
          Text("设置")
        }
      ```

      ```swift
      View()
        .toolbar {
          Button("完成") { 正在编辑 = false }
        }
      ```

      """)
    #expect(report.count == 2)
    #expect(report.first?.contains("`List()` is given no content") == true)
    #expect(
      report.last?.contains(
        "`View()` calls the protocol as if it were a type: only a concrete type conforming to `View` can be made"
      ) == true)
    #expect(page.contains("List() 没有任何内容；此外，"))
    #expect(page.contains("View() 把协议当作类型来调用"))
  }

  @Test func aBlockTheNoteEndsInsideIsCutOff() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/countdown.md",
      """
      # Countdown

      ```swift
      struct Countdown: View {
        @State private var seconds = 10
        var body: some View {
          Text("\\(seconds)")
            .onTapGesture(perform: rest
      """)
    #expect(
      report == [
        "en/countdown.md:3: not run (cut off): the note as stored ends inside this block: its fence is never closed and the code is cut off, so there is nothing whole to run"
      ])
    #expect(page.contains("the note as stored ends inside this block"))
    #expect(!page.contains("never declares"))
  }

  @Test func aStackGivenScrollArgumentsIsSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/scroll.md",
      """
      # 스크롤

      ```swift
      var body: some View {
        ScrollView {
          HStack(.horizontal, showsIndicators: false) {
            ForEach(0..<20) { 번호 in
              Text("카드 \\(번호)")
            }
          }
        }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.first?.contains(
        "`HStack` is given a scroll view's arguments (an axis, `showsIndicators:`): they belong to `ScrollView`"
      ) == true)
    #expect(report.first?.contains("Alignment.horizontal") == false)
    #expect(page.contains("HStack에 스크롤 뷰의 인자(축, showsIndicators:)를 넘겼습니다"))
    #expect(!page.contains("__"), "no generated name reaches a reader")
  }

  /// Not a mistake, but swiftc never reports it: a colour the note's project adds to `Color`.
  @Test func anUndeclaredCustomColourIsNamedToo() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/memo.md",
      """
      # Memo

      ```swift
      var body: some View {
        TextEditor(text: $memoStore.text)
          .foregroundStyle(Color.inkGray)
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report.first?.contains("`memoStore`") == true)
    #expect(report.first?.contains("`Color.inkGray`") == true)
  }

  @Test func aChainReadingAnUndeclaredFlagSaysBoth() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/fade.md",
      """
      # 淡出

      ```swift
      .opacity(隐藏 ? 0 : 1)
      .scaleEffect(隐藏 ? 0.8 : 1)
      ```

      """)
    #expect(
      report == [
        "zh/fade.md:3: not run (excerpt): a chain of modifiers without the view they modify, and it uses `隐藏`, which the note never declares"
      ])
    #expect(page.contains("只有修饰符链，没有被修饰的视图；此外还使用了本文没有声明的 隐藏"))
  }

  /// A "before" and an "after" in one fence, over a type a later block declares with a name the
  /// note never declares: the block says both, and names the type it uses, not the one behind it.
  @Test func aTypeDeclaredTwiceAndATypeReachedThroughAreSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/shelf.md",
      """
      # 서재

      ```swift
      // 예전 방식
      class Shelf: ObservableObject {
        @Published var volumes: [Volume] = []
      }

      // 새 방식
      @Observable class Shelf {
        var volumes: [Volume] = []
      }
      ```

      ```swift
      @Observable final class Volume: Identifiable {
        var title = "제목"
        var writer = Writer()
      }
      ```

      """)
    #expect(
      report.first
        == "ko/shelf.md:3: not run (needs a block that does not compile): it declares `Shelf` twice in one block: a type cannot be declared twice in the same scope; and besides, uses `Volume` (line 15), declared in a block that does not compile; that block uses `Writer`, which the note never declares"
    )
    #expect(page.contains("한 블록에서 Shelf을(를) 두 번 선언합니다"))
  }
}
