import EngineInterface
import Foundation
import Testing

/// The values docbuild and the engine's host exchange as JSON read back as they were written.
@Suite struct EngineInterfaceTests {
  static let actions: [UserAction] = [
    .tap("+1", in: "Counter", index: 2), .tap("Go", in: nil), .toggle("Wi-Fi", in: nil, index: 1),
    .type("a \"b\" ✓", into: "Name", in: "Form"), .open("Details", in: nil), .back, .dismiss,
    .wait(seconds: 0.25), .pick("Mint", in: "Flavor"), .drag("Volume", to: -0.5),
    .swipeToDelete("Banana"), .scroll(to: "Row 40"), .drag("Gain", to: 3, in: "Mixer", index: 2),
    .doubleTap("Photo", in: nil), .longPress("Photo", in: "Grid", index: 3),
    .dragView("Card", by: DragOffset(x: 120, y: -4.5), in: nil), .focus("Email", in: "Form"),
    .submit("Email", in: nil, index: 1), .refresh, .pinch("Map", by: 2, in: nil),
    .rotate("Dial", by: -45, in: "Panel", index: 2), .type("x", into: "Code", in: nil, index: 2),
  ]

  private func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test func aBatchPlanWithEveryKindOfActionReadsBackTheSame() throws {
    let scenario = ScenarioScript(
      steps: Self.actions.enumerated().map { .init(name: "step \($0.offset)", action: $0.element) }
    )
    let plan = BatchPlan(
      jobs: [
        .init(example: 3, folder: "/tmp/runs/3", timeout: 10, explore: false, scenario: scenario),
        .init(
          example: 4, folder: "/tmp/runs/4", timeout: 2.5, explore: true,
          scenario: ScenarioScript(steps: [])),
      ],
      width: 4, isolate: true, hidden: ["/tmp/runs"], shown: ["/usr"], outputLimit: 1 << 20,
      results: "/tmp/runs/results", summary: "/tmp/runs/summary.json")
    #expect(try roundTrip(plan) == plan)
    #expect(try roundTrip(scenario).steps.map(\.action) == Self.actions)
  }

  /// An action lacking a field its kind needs, or of a kind no build knows, does not read.
  @Test func anIncompleteOrUnknownActionDoesNotRead() {
    for json in [#"{"kind":"tap"}"#, #"{"kind":"pick","label":"Mint"}"#, #"{"kind":"shake"}"#] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(UserAction.self, from: Data(json.utf8))
      }
    }
  }

  /// Actions are equal only when their case and every field are: two kinds with the same label,
  /// or a `type` with its text and field swapped, are different actions and hash apart in a set.
  @Test func actionsAreEqualOnlyByCaseAndEveryField() {
    #expect(Set(Self.actions).count == Self.actions.count)
    #expect(UserAction.tap("Go", in: nil) != .toggle("Go", in: nil))
    #expect(UserAction.type("a", into: "b", in: nil) != .type("b", into: "a", in: nil))
    #expect(UserAction.pick("Mint", in: "Flavor") != .open("Mint", in: "Flavor"))
    #expect(
      UserAction.drag("Gain", to: 3, in: "Mixer") != .drag("Gain", to: 3, in: "Mixer", index: 1))
    #expect(UserAction.pinch("Map", by: 2, in: nil) == .pinch("Map", by: 2, in: nil, index: nil))
    let copies = Set(Self.actions + Self.actions)
    #expect(copies == Set(Self.actions))
  }

  @Test func reportsReadBackTheSame() throws {
    let body = BodyRun(view: "Row", path: "List/ForEach/Row")
    let step = StepReport(
      step: "tap \"+1\"", console: ["count = 1", ""], bodies: [body], created: ["Model"],
      destroyed: [], snapshot: "<p class=\"ui-text\">1</p>")
    let exploration = ExplorationReport(
      states: ["<p>0</p>", "<p>1</p>"], console: ["init"], bodies: [body],
      edges: [
        .init(
          from: 0,
          action: ExploredAction(kind: "text field", label: "Name", occurrence: 2, text: "ab"),
          to: 1, console: [], bodies: [])
      ], complete: false, seconds: 0.5)
    let report = RunReport(
      steps: [step],
      failure: .init(step: "tap \"Nope\"", message: "No button", available: ["button \"+1\""]),
      exploration: exploration)
    #expect(try roundTrip(report) == report)
    #expect(report.interface == RunReport.interfaceVersion)
    let summary = BatchSummary(
      outcomes: [
        .init(
          status: 0, crashed: false, timedOut: false, truncated: false, seconds: 0.01,
          report: [0, 120], errors: [120, 0]),
        nil,
        .init(
          status: 9, crashed: true, timedOut: true, truncated: false, seconds: 1, report: nil,
          errors: [120, 42]),
      ], isolationProblem: nil)
    #expect(try roundTrip(summary) == summary)
  }

  /// A report as the engine writes it, without docbuild's fields: they read as absent.
  @Test func aReportWithoutTheOptionalFieldsReads() throws {
    let json =
      #"{"interface":4,"steps":[{"step":"program","console":["hi"],"bodies":[],"created":[],"destroyed":[],"snapshot":""}]}"#
    let report = try JSONDecoder().decode(RunReport.self, from: Data(json.utf8))
    #expect(report.failure == nil && report.exploration == nil)
    #expect(report.steps.map(\.console) == [["hi"]])
  }
}
