import Testing

@testable import DocBuildKit

/// A Foundation type's conformance to the page's protocol that only Linux's Foundation refuses
/// (its completion handlers are `@Sendable`, the protocol's are not) is a difference of
/// platforms: the block and the blocks using it say so, naming the requirement, not the
/// compiler's "does not conform" as the note's error.
@Suite struct PlatformDifferenceReasonTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    import Foundation

    protocol Resumable {
        func resume()
    }

    protocol Downloading {
        associatedtype Job: Resumable
        func dataTask(with url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> Job
    }

    extension URLSessionDataTask: Resumable {}
    extension URLSession: Downloading {}
    ```

    ```swift
    final class Mirror<D: Downloading> {
        let source: D
        init(source: D) { self.source = source }
    }

    let mirror = Mirror(source: URLSession.shared)
    ```

    """
  }

  @Test func theConformanceAndItsUsersSayThePlatform() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/mirror.md", Self.note("Mirrors"))
    let said =
      "not run (platform difference): on Linux `URLSession` does not conform to `Downloading`: Linux's Foundation declares the completion handler of `URLSession`'s `dataTask(with:completionHandler:)` `@Sendable`, and the protocol's requirement does not, so the two no longer match. Apple's Foundation, which the note is written for, accepts this conformance: a difference of platforms, not the note's mistake"
    #expect(report == ["en/mirror.md:3: " + said, "en/mirror.md:19: " + said])
    #expect(!page.contains("usually code inside"), "\(page)")
  }

  @Test func koreanAndChinesePagesSayItInTheirLanguage() throws {
    let (_, _, ko) = try SiteFixture.buildNote("ko/mirror.md", Self.note("미러"))
    #expect(
      ko.contains(
        "Linux의 Foundation은 URLSession의 dataTask(with:completionHandler:) 완료 핸들러를 @Sendable로 선언"),
      "\(ko)")
    #expect(ko.contains("글의 잘못이 아니라 플랫폼의 차이입니다"), "\(ko)")
    let (_, _, zh) = try SiteFixture.buildNote("zh/mirror.md", Self.note("镜像"))
    #expect(zh.contains("这是平台之间的差异，不是本文的错误"), "\(zh)")
  }

  /// With the requirement's handler marked `@Sendable`, the conformance compiles on Linux too:
  /// nothing is said about platforms.
  @Test func aSendableRequirementConforms() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/mirror.md",
      Self.note("Mirrors").replacingOccurrences(
        of: "completionHandler: @escaping (", with: "completionHandler: @escaping @Sendable ("))
    #expect(!report.contains { $0.contains("platform difference") }, "\(report)")
  }
}
