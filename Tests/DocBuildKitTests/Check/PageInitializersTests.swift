import Testing

@testable import DocBuildKit

extension CheckTests {
  /// A call of a page class with labels none of its initializers takes is the block's own
  /// mistake, with the line of the class; initializers its extensions add, defaults, and
  /// classes that may inherit initializers are no such mistake.
  @Suite struct PageInitializersTests {
    static let model: (code: String, line: Int) = (
      """
      final class 任务模型: ObservableObject {
          @Published var 标题 = ""
          init(标题: String = "") { self.标题 = 标题 }
      }
      """, 12
    )

    func mistakes(_ code: String, page: [(code: String, line: Int)]) -> [OwnMistake] {
      OwnMistake.found(
        in: code, declared: ["任务模型", "Record"], initializers: PageInitializers.types(in: page))
    }

    @Test func aLabelNoInitializerTakesIsSaidInEachLanguage() throws {
      let found = mistakes("let 模型 = 任务模型(with: 记录)", page: [Self.model])
      #expect(found == [.initializerNotDeclared(type: "任务模型", labels: ["with"], lines: [12])])
      let mistake = try #require(found.first)
      #expect(mistake.text(in: .zh).contains("`任务模型(with:)`：本文在第 12 行声明的 `任务模型`"))
      #expect(mistake.text(in: .ko).contains("12행에 선언된 이 글의 `任务模型`"))
      #expect(mistake.text(in: .en).contains("declared at line 12, has no initializer"))
    }

    @Test func declaredAndDefaultedInitializersFit() {
      #expect(mistakes("let a = 任务模型(标题: \"x\"); let b = 任务模型()", page: [Self.model]).isEmpty)
      let extended = (
        "extension 任务模型 { convenience init(with record: Record) { self.init() } }", 30
      )
      #expect(mistakes("let 模型 = 任务模型(with: 记录)", page: [Self.model, extended]).isEmpty)
    }

    /// An `init` shown apart from its struct (beside the property it sets) is the struct's.
    @Test func anInitializerShownApartFromItsTypeFits() {
      let record = ("struct 任务模型 {\n    let 秒: Int\n}", 50)
      let apart = ("let 秒: Int\n\ninit(分钟: Int = 1) {\n    秒 = 分钟 * 60\n}", 56)
      #expect(!mistakes("let r = 任务模型(分钟: 3)", page: [record]).isEmpty)
      #expect(mistakes("let r = 任务模型(分钟: 3)", page: [record, apart]).isEmpty)
      #expect(mistakes("let r = 任务模型()", page: [record, apart]).isEmpty)
    }

    /// A subclass may inherit its superclass's initializers, a conformance an extension adds
    /// may bring one (`Decodable`'s), and a type with elided members may declare one.
    @Test func typesThatMayHaveOtherInitializersAreNotJudged() {
      let subclass = ("class 任务模型: NSObject { var 标题 = \"\" }", 3)
      #expect(mistakes("let 模型 = 任务模型(with: 记录)", page: [subclass]).isEmpty)
      let decodable = [Self.model, ("extension 任务模型: Decodable {}", 20)]
      #expect(mistakes("let 模型 = 任务模型(with: 记录)", page: decodable).isEmpty)
      let elided = ("struct Record {\n  var title: String\n  ...\n}", 7)
      #expect(mistakes("let r = Record(data: d)", page: [elided]).isEmpty)
    }

    /// A type shown in several versions takes what any of them takes: a call fitting none of
    /// them is said with every version's line.
    @Test func aCallFittingNoVersionIsSaidWithEveryLine() throws {
      let later = ("final class 任务模型: ObservableObject { init(记录: String) {} }", 40)
      #expect(mistakes("let 模型 = 任务模型(记录: \"a\")", page: [Self.model, later]).isEmpty)
      let found = mistakes("let 模型 = 任务模型(with: 记录)", page: [Self.model, later])
      #expect(found == [.initializerNotDeclared(type: "任务模型", labels: ["with"], lines: [12, 40])])
      #expect(try #require(found.first).text(in: .en).contains("declared at lines 12, 40"))
    }

    /// A struct takes its memberwise initializer's labels, a trailing closure giving a
    /// `@ViewBuilder` property; a label no property has fits none.
    @Test func aStructTakesItsMemberwiseLabels() {
      let card = (
        """
        struct Card<Content: View>: View {
            @Binding var isOn: Bool
            var title: String
            @ViewBuilder let content: Content
            var body: some View { content }
        }
        """, 5
      )
      #expect(
        mistakes("Card(isOn: $on, title: \"a\") { Text(\"b\") }", page: [card]).isEmpty)
      #expect(
        mistakes("Card(value: 1)", page: [card]) == [
          .initializerNotDeclared(type: "Card", labels: ["value"], lines: [5])
        ])
    }
  }
}
