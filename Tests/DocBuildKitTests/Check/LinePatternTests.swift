import Testing

@testable import DocBuildKit

extension CheckTests {
  @Suite struct LinePatternTests {
    @Test func literalLinesIgnoreTrailingSpacesOnly() {
      #expect(LinePattern("카운터 init").matches("카운터 init   "))
      #expect(!LinePattern("카운터 init").matches(" 카운터 init"))
      #expect(!LinePattern("a").matches("ab"))
    }

    @Test func placeholders() {
      let id = LinePattern("type:Observed id:{int} init")
      #expect(id.matches("type:Observed id:537 init"))
      #expect(id.matches("type:Observed id:-3 init"))
      #expect(!id.matches("type:Observed id: init"))
      #expect(!id.matches("type:Observed id:5a init"))
      #expect(LinePattern("object {hex}").matches("object 0x00006000034d6340"))
      #expect(LinePattern("object {hex}").matches("object ff"))
      #expect(!LinePattern("object {hex}").matches("object 0xZZ"))
      #expect(LinePattern("用户 {word} 登录").matches("用户 小明 登录"))
      #expect(!LinePattern("用户 {word} 登录").matches("用户 小 明 登录"))
      #expect(LinePattern("log: {any}").matches("log: "))
      #expect(LinePattern("log: {any}!").matches("log: a b c!"))
    }

    @Test func otherBracesAreLiteral() {
      #expect(LinePattern("{count} = {int}").matches("{count} = 3"))
      #expect(!LinePattern("{count} = {int}").matches("7 = 3"))
    }
  }
}
