import Foundation
import Testing

@testable import DocBuildKit

/// A block whose run crashes says so at the note's line it crashed on, with the runtime's trap
/// in the page's language, and never shows the path or line of the file docbuild compiled.
@Suite struct CrashCalloutTests {
  @Test func aKoreanPageSaysTheNilUnwrapAtTheNotesLine() throws {
    let note = """
      # 주소 만들기

      빈 문자열로는 주소를 만들 수 없습니다.

      ```swift
      let 입력 = ""
      let 주소 = URL(string: 입력)!
      print(주소)
      ```

      """
    let (_, diagnostics, page) = try SiteFixture.buildNote("ko/01-url.md", note)
    let failure = try #require(diagnostics.first { $0.id == "example.failed" })
    #expect(failure.message.hasPrefix("the example crashed at line 7: "), "\(failure.message)")
    #expect(page.contains("예제가 7행에서 비정상 종료했습니다"), "\(page)")
    #expect(page.contains("옵셔널 값을 강제로 풀었는데(!) 값이 nil이었습니다"), "\(page)")
    #expect(!page.contains(".swift:"), "\(page)")
    #expect(!page.contains("main/"), "\(page)")
  }

  @Test func aChinesePageSaysTheIndexOutOfRange() throws {
    let note = """
      # 数组下标

      ```swift
      let 分数 = [90, 85]
      let 第三个 = 分数[2]
      print(第三个)
      ```

      """
    let (_, _, page) = try SiteFixture.buildNote("zh/01-index.md", note)
    // The runtime names the standard library's file, no line of the note: none is said.
    #expect(page.contains("示例崩溃了：访问的下标超出了集合的范围"), "\(page)")
    #expect(!page.contains(".swift:"), "\(page)")
  }

  /// The runtime's words without the compiled file's place, the line mapped to the note's.
  @Test func theStopIsReadFromTheErrorOutput() {
    let output = """
      main/main.swift:4: Fatal error: Index out of range
      Current stack trace:
      0    libswiftCore.so    0x00007f
      """
    let stop = CrashStop.of(output) { $0 + 20 }
    #expect(stop == CrashStop(line: 24, text: "Fatal error: Index out of range"))
    #expect(stop?.trap == .indexOutOfRange)
    #expect(CrashStop.parse(stop!.message) == stop)
  }

  /// A failed cast names each type's metadata address, which changes from run to run: the
  /// page keeps the types and drops the addresses, so two builds give the same page.
  @Test func aFailedCastLosesTheAddressesOfItsTypes() {
    let output =
      "Could not cast value of type 'Swift.Optional<Any>' (0x7f82f85df8d8) to 'Swift.Int' (0x7f82f85da698)."
    let stop = CrashStop.of(output) { $0 }
    #expect(stop?.text == "Could not cast value of type 'Swift.Optional<Any>' to 'Swift.Int'.")
    #expect(stop?.trap == .castFailed)
  }

  /// Another file's place (the standard library's) is no line of the note.
  @Test func aPlaceInAnotherFileIsNoLineOfTheNote() {
    let stop = CrashStop.of(
      "Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range"
    ) {
      $0
    }
    #expect(stop == CrashStop(line: nil, text: "Fatal error: Index out of range"))
  }

  /// A place docbuild cannot map to the note is dropped, never shown.
  @Test func anUnmappedPlaceIsDropped() {
    let stop = CrashStop.of("/tmp/x/main.swift:2: Fatal error: Division by zero") { _ in nil }
    #expect(stop == CrashStop(line: nil, text: "Fatal error: Division by zero"))
    #expect(stop?.text(in: .zh) == "示例崩溃了：整数除以了零（“Fatal error: Division by zero”）")
    #expect(stop?.text(in: .en) == "the example crashed: Fatal error: Division by zero")
  }

  /// A trap docbuild does not know keeps the runtime's words, quoted, in the page's sentence.
  @Test func anUnknownTrapIsQuoted() {
    let stop = CrashStop(line: 9, text: "Fatal error: 아직 구현하지 않음")
    #expect(stop.trap == nil)
    #expect(stop.text(in: .ko) == "예제가 9행에서 비정상 종료했습니다: \"Fatal error: 아직 구현하지 않음\"")
  }
}
