import Testing

@testable import DocBuildKit

/// Fragments hosted where the note means them: a lone modifier line on the `body` shown before it
/// (not on a failing view further down), members declared again inside the type that declares
/// them, and a block shown before the version of a type it needs compiled with that version. In
/// Korean and English (`ContextRetryTests` has the Chinese one).
@Suite struct FragmentHostTests {
  func report(_ files: [String: String]) throws -> [String] {
    let fixture = SiteFixture(files)
    defer { fixture.remove() }
    return try fixture.build(explore: false).summary.exampleReport
  }

  @Test func aLoneModifierModifiesTheBodyShownBeforeItNotAFailingViewAfterIt() throws {
    // 한국어 노트: `body`만 보여 준 뒤 제목 modifier 한 줄을 붙이고, 나중에 일부러 틀린 뷰를 보여 줍니다.
    let lines = try report([
      "ko/title.md": """
      # 제목

      ```swift
      var body: some View {
          NavigationView {
              Form {
                  Text("안녕하세요")
              }
          }
      }
      ```

      제목을 답니다.

      ```swift
      .navigationBarTitle(Text("인사"))
      ```

      나중에 보는 뷰는 빌드되지 않습니다.

      ```swift
      struct 누른횟수: View {
          var 횟수 = 0
          var body: some View {
              Button("\\(횟수)") { self.횟수 += 1 }
          }
      }
      ```

      """
    ])
    #expect(lines.count == 3, "\(lines)")
    #expect(lines[0] == "ko/title.md:3: run (completed)", "\(lines)")
    #expect(lines[1].hasPrefix("ko/title.md:15: run"), "\(lines)")
    #expect(lines[2].hasPrefix("ko/title.md:21: failed"), "\(lines)")
  }

  @Test func aViewExpressionBuildingAChildRunsInTheParentNotInTheChild() throws {
    // 中文笔记：先写父视图，再写子视图，最后只写一行子视图的调用。子视图也有 `计数`，但一行调用
    // 显示的是子视图本身，要放进父视图：放进子视图会让它无限地构建自己。
    let lines = try report([
      "zh/counter.md": """
      # 计数按钮

      ```swift
      struct ContentView: View {
          @State private var 计数 = 1
          var body: some View {
              Text("\\(计数)")
          }
      }
      ```

      ```swift
      struct CounterButton: View {
          @Binding var 计数: Int
          var body: some View {
              Button("加一") { 计数 += 1 }
          }
      }
      ```

      ```swift
      CounterButton(计数: $计数)
      ```

      """
    ])
    #expect(lines.count == 3, "\(lines)")
    #expect(lines[2].hasPrefix("zh/counter.md:21: run"), "\(lines)")
  }

  @Test func membersDeclaredAgainAreCompiledInTheirType() throws {
    // 한국어 노트: modifier의 `animatableData`에 print를 넣어 다시 보여 줍니다. `index`는 modifier의 것입니다.
    let lines = try report([
      "ko/shake.md": """
      # 흔들기

      ```swift
      struct 흔들기: ViewModifier, Animatable {
          var index: Double

          var animatableData: Double {
              get { index }
              set { index = newValue }
          }

          func body(content: Content) -> some View {
              content.offset(x: index)
          }
      }
      ```

      값을 확인해 봅니다.

      ```swift
      var animatableData: Double {
          get { index }
          set {
              print(newValue)
              index = newValue
          }
      }
      ```

      """
    ])
    #expect(lines.count == 2, "\(lines)")
    // Compiled inside the modifier: nothing of its own to run, and no compile error.
    #expect(lines[1].hasPrefix("ko/shake.md:20: compiled only"), "\(lines)")
  }

  @Test func aMemberShownBeforeTheTypeVersionItNeedsRunsWithThatVersion() throws {
    // An English note: a plain class, a view holding it, the view's member again as an
    // `@ObservedObject`, then the class again as an `ObservableObject`.
    let lines = try report([
      "en/pet.md": """
      # Treats

      ```swift
      class Pet {
          var treats = 0
      }

      struct PetView: View {
          var pet: Pet = Pet()
          var body: some View {
              Button("Treats: \\(pet.treats)") { pet.treats += 1 }
          }
      }
      ```

      Observe the pet:

      ```swift
      @ObservedObject var pet: Pet = Pet()
      ```

      And publish its treats:

      ```swift
      class Pet: ObservableObject {
          @Published var treats = 0
      }
      ```

      """
    ])
    #expect(lines.count == 3, "\(lines)")
    #expect(lines[1].hasPrefix("en/pet.md:18: run"), "\(lines)")
  }

  @Test func aStateDeclaredAgainRunsAsItsViewUnlessItWouldNeedArguments() throws {
    // 中文笔记：视图先用 `@State` 保存数量，再单独写出两行：改了初始值的 `@State`，和一个
    // `@Binding`（那样视图就得有人传入数量）。
    let lines = try report([
      "zh/count.md": """
      # 数量

      ```swift
      struct 计数: View {
          @State private var 数量 = 0
          var body: some View {
              Button("数量 \\(数量)") { 数量 += 1 }
          }
      }
      ```

      从十开始：

      ```swift
      @State private var 数量 = 10
      ```

      交给父视图：

      ```swift
      @Binding var 数量: Int
      ```

      """
    ])
    #expect(lines.count == 3, "\(lines)")
    #expect(lines[1].hasPrefix("zh/count.md:14: run"), "\(lines)")
    #expect(lines[2].hasPrefix("zh/count.md:20: compiled only"), "\(lines)")
  }
}
