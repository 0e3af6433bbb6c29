import Testing

@testable import DocBuildKit

extension ExtractTests {
  @Suite struct FenceAttributesTests {
    func parse(_ info: String) -> (FenceAttributes, [Diagnostic]) {
      FenceAttributes.parse(fencedBlock("", info: info, fenceLine: 7), path: "ko/state.md")
    }

    @Test func languageSpellings() {
      #expect(FenceAttributes.isSwift(fencedBlock("", info: "Swift", fenceLine: 1)))
      #expect(FenceAttributes.isSwift(fencedBlock("", info: "swift no_run", fenceLine: 1)))
      #expect(!FenceAttributes.isSwift(fencedBlock("", info: "scenario", fenceLine: 1)))
      #expect(!FenceAttributes.isSwift(fencedBlock("", info: "swiftui", fenceLine: 1)))
    }

    @Test func plainBlockRuns() {
      let (attributes, diagnostics) = parse("swift")
      #expect(attributes == FenceAttributes())
      #expect(diagnostics.isEmpty)
    }

    @Test func modesAndOptions() {
      #expect(parse("swift ignore").0.mode == .ignore)
      #expect(parse("swift no_run").0.mode == .compileOnly)
      #expect(parse("swift compile_fail").0.mode == .compileFail(expectedMessage: nil))
      let (all, diagnostics) = parse("swift standalone, root=카운터뷰 timeout=2.5")
      #expect(all == FenceAttributes(mode: .run, standalone: true, root: "카운터뷰", timeout: 2.5))
      #expect(diagnostics.isEmpty)
    }

    @Test func quotedCompileFailMessageKeepsSpacesAndEscapes() {
      let (attributes, diagnostics) = parse(
        #"swift compile_fail="Cannot assign to property: 'counter' is a \"get-only\" property" no_run_later"#
      )
      #expect(
        attributes.mode
          == .compileFail(
            expectedMessage: #"Cannot assign to property: 'counter' is a "get-only" property"#))
      #expect(diagnostics.map(\.id) == ["fence.unknown-attribute"])
      #expect(parse(#"swift compile_fail="不能赋值""#).0.mode == .compileFail(expectedMessage: "不能赋值"))
    }

    @Test func unknownAttributeIsAWarningAtTheFence() {
      let (_, diagnostics) = parse("swift norun")
      #expect(diagnostics.count == 1)
      #expect(diagnostics.first?.severity == .warning)
      #expect(
        diagnostics.first?.formatted.hasPrefix(
          "ko/state.md:7:1: warning: unknown fence attribute `norun`") == true)
    }

    @Test func malformedAttributesAreErrorsAndIgnored() {
      let (timeout, timeoutDiagnostics) = parse("swift timeout=soon")
      #expect(timeout.timeout == nil)
      #expect(timeoutDiagnostics.map(\.severity) == [.error])
      #expect(parse("swift root=").1.map(\.id) == ["fence.malformed-attribute"])
      #expect(parse("swift ignore=yes").1.map(\.id) == ["fence.malformed-attribute"])
      let (unterminated, diagnostics) = parse(#"swift compile_fail="no end"#)
      #expect(unterminated.mode == .run)
      #expect(diagnostics.map(\.id) == ["fence.malformed-attribute"])
    }

    @Test func conflictingModesWarnAndTheLastWins() {
      let (attributes, diagnostics) = parse("swift no_run ignore")
      #expect(attributes.mode == .ignore)
      #expect(diagnostics.map(\.id) == ["fence.conflicting-attributes"])
    }
  }
}
