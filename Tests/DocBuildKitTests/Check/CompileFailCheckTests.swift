import Testing

@testable import DocBuildKit

extension CheckTests {
  @Suite struct CompileFailCheckTests {
    let block = fencedBlock("counter = 1\n", info: "swift", fenceLine: 12)

    func attributes(_ info: String) -> FenceAttributes {
      FenceAttributes.parse(fencedBlock("", info: info, fenceLine: 12), path: "zh/n.md").0
    }

    @Test func mustFail() {
      let diagnostic = CompileFailCheck.check(
        attributes("swift compile_fail"), compiled: true, compilerErrors: [], block: block,
        path: "zh/n.md")
      #expect(
        diagnostic?.formatted
          == "zh/n.md:12:1: error: this `compile_fail` example compiled; it must fail to compile")
      #expect(
        CompileFailCheck.check(
          attributes("swift compile_fail"), compiled: false, compilerErrors: ["anything"],
          block: block,
          path: "zh/n.md") == nil)
    }

    @Test func expectedMessageMatchesCaseInsensitivelyAsASubstring() {
      let expecting = attributes(
        #"swift compile_fail="cannot assign to PROPERTY: 'counter' is a get-only property""#)
      let errors = ["Cannot assign to property: 'counter' is a get-only property", "another error"]
      #expect(
        CompileFailCheck.check(
          expecting, compiled: false, compilerErrors: errors, block: block, path: "zh/n.md") == nil)
      let other = CompileFailCheck.check(
        expecting, compiled: false, compilerErrors: ["cannot find 'counter' in scope"],
        block: block, path: "zh/n.md")
      #expect(other?.id == "example.compile-fail-message")
      #expect(other?.notes == ["error: cannot find 'counter' in scope"])
    }

    @Test func notCompileFailIsNotChecked() {
      #expect(
        CompileFailCheck.check(
          attributes("swift"), compiled: false, compilerErrors: ["x"], block: block, path: "n.md")
          == nil)
    }
  }
}
