import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  @Suite struct CompileFailClaimTests {
    func claims(_ paragraph: String, _ side: CompileFailClaim.Side) -> Bool {
      CompileFailClaim.claimLine(in: [paragraph], side: side) != nil
    }

    @Test func readsTheSentenceIntroducingTheBlock() {
      #expect(claims("A view is a value. So this version won't compile:", .before))
      #expect(claims("Try changing the label inside the action; it doesn’t compile:", .before))
      #expect(claims("뷰는 구조체라서 액션이 값을 바꿀 수 없습니다. 그래서 아래처럼 쓰면 컴파일 에러가 납니다:", .before))
      #expect(claims("If you write the action like this, it won't compile:", .before))
      #expect(claims("如果这样写，就会编译报错：", .before))
      #expect(claims("뷰는 구조체라서 액션이 값을 바꿀 수 없습니다. 이 코드는 컴파일 오류가 납니다:", .before))
      #expect(claims("视图是结构体，按钮的动作改不了它的属性。这段代码会编译报错：", .before))
      // Before a block, only a sentence that introduces it counts.
      #expect(claims("This won't compile. Here is the version with `@State`:", .before) == false)
      #expect(claims("This won't compile", .before) == false)
    }

    @Test func readsTheFirstSentenceAfterTheBlock() {
      #expect(claims("Xcode complains that `self` is immutable. The fix is `@State`.", .after))
      #expect(claims("But this fails to compile!", .after))
      #expect(claims("하지만 이 코드는 컴파일되지 않습니다. 뷰가 구조체이기 때문입니다.", .after))
      #expect(claims("可是这样写会得到一个编译错误！原因在于视图是值类型。", .after))
      // A later sentence of the paragraph is about something else.
      #expect(
        claims("The counter starts at zero. A plain `var` would not compile.", .after) == false)
      // Introducing the next block, it is not about this one.
      #expect(claims("Without `@State` it does not compile, as in:", .after) == false)
    }

    @Test func negationsDoNotCount() {
      #expect(claims("This version compiles without any compile errors.", .after) == false)
      #expect(claims("Now there is no compiler error:", .before) == false)
      #expect(claims("이제 에러 없이 컴파일됩니다. 컴파일 에러는 더 이상 없습니다.", .after) == false)
      #expect(claims("这样就没有编译错误了。", .after) == false)
      #expect(claims("改成 `@State` 以后，不会再编译报错：", .before) == false)
    }

    @Test func conditionsDoNotCount() {
      #expect(claims("If you remove `@State`, it won't compile.", .after) == false)
      #expect(claims("`body`가 없으면 컴파일 오류가 납니다.", .after) == false)
      #expect(claims("如果去掉 `@State`，就会编译失败。", .after) == false)
      // Compiling it is no condition on the code.
      #expect(claims("이 코드를 컴파일하면 컴파일 에러가 납니다.", .after))
      #expect(claims("Remove the wrapper and the view fails to compile.", .after) == false)
    }

    @Test func sentencesAboutAnotherBlockDoNotCount() {
      #expect(claims("That is why the previous example won't compile:", .before) == false)
      #expect(claims("The code below fails to compile.", .after) == false)
      #expect(claims("앞에서 본 코드가 컴파일되지 않는 이유는 이렇습니다:", .before) == false)
      #expect(claims("这就是刚才那段代码无法编译的原因：", .before) == false)
      #expect(claims("下面这段代码会编译失败。", .after) == false)
    }

    @Test func theClaimIsFoundOnTheLineOfItsSentence() throws {
      let note = """
        # Counter

        A view is a struct, and its action cannot change
        a stored property. This won't
        compile:

        ```swift
        struct Counter: View { var body: some View { Text("0") } }
        ```

        ```swift
        struct Label: View { var body: some View { Text("1") } }
        ```

        This is fine.

        ```swift compile_fail
        struct Broken: View { var body: some View { Text(2) } }
        ```

        This does not compile.

        """
      let document = try #require(NoteParser.parse(Data(note.utf8), path: "en/a.md").document)
      let examples = ExampleAssociation.examples(in: document).examples
      #expect(examples.map(\.compileFailClaim) == [SourcePosition(line: 4, column: 1), nil, nil])
    }
  }
}
