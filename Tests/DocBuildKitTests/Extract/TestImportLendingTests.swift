import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A block taking a later block's types takes the page's later imports with them, but never a
  /// test's (`import XCTest`, `@testable import` of the app's own module): the app under test is
  /// the page's code itself, and a module no block is stops every block that takes it.
  @Suite struct TestImportLendingTests {
    let app = fencedBlock(
      """
      @main
      struct 서재앱: App {
        var body: some Scene {
          WindowGroup { 책목록() }
        }
      }

      """, fenceLine: 1)
    let list = fencedBlock(
      """
      import Combine

      struct 책목록: View {
        var body: some View { Text("책") }
      }

      """, fenceLine: 10)
    let tests = fencedBlock(
      """
      import XCTest
      @testable import 서재

      final class 책목록테스트: XCTestCase {
        func test제목() { XCTAssertNotNil(책목록()) }
      }

      """, fenceLine: 20)

    @Test func theAppTakesTheLaterViewAndImportsButNotTheTestsModules() throws {
      let entries = notebook([app, list, tests])
      let unit = try #require(entries[0].unit)
      #expect(unit.source.contains("struct 책목록"))
      #expect(unit.source.contains("import Combine"))
      #expect(!unit.source.contains("import XCTest"))
      #expect(!unit.source.contains("import 서재"))
    }
  }
}
