import Testing

@testable import DocBuildKit

/// A crash says why at the start of its error output and prints a long backtrace after it: the
/// result keeps both ends, so the reason reaches the diagnostic.
@Suite struct CrashOutputTests {
  @Test func aLongCrashKeepsItsFatalErrorAndItsEnd() {
    let reason = "Fatal error: No ObservableObject of type Basket found."
    let backtrace = (1...400).map { "#\($0) 0x0000 in frame \($0)" }.joined(separator: "\n")
    let kept = ExampleRunner.kept(reason + "\n" + backtrace)
    #expect(kept.hasPrefix(reason))
    #expect(kept.hasSuffix("frame 400"))
    #expect(kept.count < 4100)
  }

  @Test func aShortOutputIsKeptWhole() {
    let output = "Fatal error: 바구니가 없습니다\n#0 frame"
    #expect(ExampleRunner.kept(output) == output)
  }
}
