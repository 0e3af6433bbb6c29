import Foundation
import Testing

@testable import DocBuildKit

/// A macro's declaration and the swift-syntax plugin implementing it are not SwiftUI and have
/// nothing to run: the page says so in its language, never a compile error or a missing block.
@Suite struct MacroCodeReasonTests {
  private static let reason =
    "not run (macro): a macro declaration or the compiler plugin (swift-syntax) that implements it, "
    + "not SwiftUI: nothing to run"

  @Test func koreanMacroDeclarationAndItsPluginAreNotRun() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/macro.md",
      """
      # 매크로 만들기

      ```swift
      @attached(member, names: named(init))
      public macro 모든경우() = #externalMacro(module: "내매크로", type: "모든경우매크로")
      ```

      구현은 플러그인에 둡니다.

      ```swift
      public struct 모든경우매크로: MemberMacro {
        public static func expansion(
          of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
          in context: some MacroExpansionContext
        ) throws -> [DeclSyntax] {
          []
        }
      }
      ```

      """)
    #expect(report == ["ko/macro.md:3: \(Self.reason)", "ko/macro.md:10: \(Self.reason)"])
    #expect(page.contains("매크로 선언이나 그 매크로를 구현하는 컴파일러 플러그인(swift-syntax)입니다"))
    #expect(!page.contains("AttributeSyntax'"))
  }

  @Test func chinesePluginImportingSwiftSyntaxIsNotRun() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/macro.md",
      """
      # 宏

      ```swift
      import SwiftCompilerPlugin
      import SwiftSyntaxMacros

      @main
      struct 插件: CompilerPlugin {
        let providingMacros: [Macro.Type] = []
      }
      ```

      """)
    #expect(report == ["zh/macro.md:3: \(Self.reason)"])
    #expect(page.contains("这是宏的声明或实现它的编译器插件"))
  }

  @Test func englishMacroWithoutDefinitionIsNotRunButItsViewIs() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/macro.md",
      """
      # Macros

      ```swift
      @freestanding(expression)
      macro twice(_ value: Int) -> Int
      ```

      ```swift
      struct Twice: View {
        var body: some View { Text("Twice") }
      }
      ```

      """)
    #expect(report == ["en/macro.md:3: \(Self.reason)", "en/macro.md:8: run"])
    #expect(page.contains("a macro declaration or the compiler plugin (swift-syntax)"))
  }
}
