import Testing

@testable import DocBuildKit

/// A later block of a test file, shown without its imports, uses names the file's first block
/// imports modules for: its reason names those modules, hedged, with that block's line.
@Suite struct CarriedImportsReasonTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    import XCTest
    import ScreenProbe
    import Matchbox

    @testable import Kettle

    final class KettleTests: XCTestCase {
        func testStartsCold() throws {
            let probe = ProbeHost.host(KettleView())
            try assertThat(probe.text()).equals("cold")
        }
    }
    ```

    ```swift
    final class KettleTests: XCTestCase {
        func testBoils() throws {
            let probe = ProbeHost.host(KettleView())
            try probe.button("Boil").tap()
            try assertThat(probe.text()).equals("hot")
        }
    }
    ```

    """
  }

  @Test func theLaterBlockNamesTheFirstBlocksModules() throws {
    let (report, _, _) = try SiteFixture.buildNote("en/kettle.md", Self.note("Kettle"))
    #expect(
      report.last
        == "en/kettle.md:18: not run (foreign module): needs `XCTest`, a module docbuild does not have, and it uses `KettleView`, `ProbeHost`, which the note never declares (they may come from `ScreenProbe`, `Matchbox`, `Kettle`, which the block at line 3 imports: this block shows more of the same file without its imports)",
      "\(report)")
  }

  @Test func koreanAndChinesePagesNameThem() throws {
    let (_, _, ko) = try SiteFixture.buildNote("ko/kettle.md", Self.note("주전자"))
    #expect(ko.contains("3행 블록이 가져오는 ScreenProbe, Matchbox, Kettle에서 온 이름일 수 있습니다"), "\(ko)")
    let (_, _, zh) = try SiteFixture.buildNote("zh/kettle.md", Self.note("水壶"))
    #expect(zh.contains("它们可能来自第 3 行代码块导入的 ScreenProbe、Matchbox、Kettle"), "\(zh)")
  }

  /// A block importing its own modules is not said to borrow another's.
  @Test func aBlockWithItsOwnImportsBorrowsNone() throws {
    let note = Self.note("Kettle").replacingOccurrences(
      of: "```swift\nfinal class KettleTests",
      with: "```swift\nimport XCTest\n\nfinal class KettleTests")
    let (report, _, _) = try SiteFixture.buildNote("en/kettle.md", note)
    #expect(!(report.last ?? "").contains("which the block at line 3 imports"), "\(report)")
  }
}
