import Testing

@testable import DocBuildKit

/// The Swift standard library's and Foundation's names (`ManagedBuffer`, `UnsafeRawPointer`,
/// `NSLocalizedString`) are read from the toolchain into the platform list: a block using them
/// beside a type the note never shows is an excerpt for that type alone, in every language.
@Suite struct StandardNamesReasonTests {
  /// A buffer of counters over Swift's own storage types, titled through Foundation's
  /// localization, whose element type the note never declares.
  static func counterStore(_ title: String, element: String) -> String {
    """
    # \(title)

    ```swift
    final class CounterStore {
        let storage = ManagedBuffer<Int, \(element)>.create(minimumCapacity: 4) { _ in 0 }
        let title = NSLocalizedString("counters", comment: "")

        func address() -> UnsafeRawPointer? {
            nil
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/store.md", "카운터 저장소", "계수기", "이 글에서 선언하지 않은 계수기을(를) 사용합니다"),
    ("zh/store.md", "计数器存储", "计数器", "使用了本文没有声明的 计数器"),
    ("en/store.md", "Counter store", "Tally", "uses Tally, which the note never declares"),
  ])
  func onlyTheNotesOwnTypeIsUndeclared(
    path: String, title: String, element: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(
      path, Self.counterStore(title, element: element))
    #expect(report.count == 1)
    #expect(page.contains(expected), "\(report)")
    for standard in ["ManagedBuffer", "UnsafeRawPointer", "NSLocalizedString"] {
      #expect(!report.joined().contains(standard), "\(standard) in \(report)")
    }
  }

  @Test func theListKnowsTheToolchainsNamesApartFromThePlatforms() {
    let api = PlatformAPI.shared
    #expect(api.standardModule(of: "ManagedBuffer") == "Swift")
    #expect(api.standardModule(of: "UnsafeRawPointer") == "Swift")
    #expect(api.standardModule(of: "NSLocalizedString") == "Foundation")
    #expect(api.standardModule(of: "DispatchQueue") == "Foundation")
    #expect(api.standardModule(of: "VStack") == nil)
    // Never a name the engine could lack: not among the platform's modules.
    #expect(api.module(of: "ManagedBuffer") == nil)
    #expect(api.isPlatformName("ManagedBuffer"))
    #expect(api.member(named: "destructive") == ".destructive(_:action:)")
  }
}
