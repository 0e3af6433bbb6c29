import Foundation
import Testing

@testable import DocBuildKit

@Suite struct ChildProcessTests {
  let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func capturesOutputAndStatus() {
    let result = ChildProcess(
      executable: shell, arguments: ["-c", "echo 안녕; echo oops >&2; exit 3"], timeout: 10
    ).run()
    #expect(result.output == "안녕\n")
    #expect(result.errorOutput == "oops\n")
    #expect(result.status == 3)
    #expect(!result.timedOut && !result.crashed && !result.truncated)
  }

  @Test func stopsAProcessThatRunsTooLong() {
    let result = ChildProcess(executable: shell, arguments: ["-c", "exec sleep 30"], timeout: 0.5)
      .run()
    #expect(result.timedOut)
  }

  @Test func capsOutput() {
    let result = ChildProcess(
      executable: shell, arguments: ["-c", "exec yes"], timeout: 10, outputLimit: 4096
    ).run()
    #expect(result.truncated)
    #expect(result.output.utf8.count == 4096)
    #expect(!result.timedOut)
  }

  @Test func reportsACrash() {
    let result = ChildProcess(executable: shell, arguments: ["-c", "kill -SEGV $$"], timeout: 10)
      .run()
    #expect(result.crashed)
  }
}
