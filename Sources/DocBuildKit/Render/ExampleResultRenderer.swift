/// The box under a Swift block: the run's status as a badge, its steps as a timeline (each step's
/// screen, console, objects and the view tree with the bodies that ran), the example's scenario
/// and expected output folded in, and its problems as an error callout.
enum ExampleResultRenderer {
  /// The example's own scenario and expected-output blocks, shown inside the box instead of
  /// after it.
  struct Sources {
    var scenario: String?
    var expected: String?
    /// On a mismatch, what the run did, written as the expected block would say it.
    var actual: String?
  }

  /// `completion`: the code as compiled when docbuild completed the block (elisions left out, a
  /// fragment wrapped); the page says so and shows it on request. `peerRoot`: the block's views
  /// that nothing uses, each run as its own root, which the page says (and how to run those
  /// beyond the limit). `view`: the name the result is labelled with, when the block's views run
  /// apart. `exploreID`: the example's
  /// entry in the page's exploration data, which makes an explorable run's preview explorable.
  /// `chosenValues`: the values docbuild chose for the root's parameters, which the page names;
  /// `completesCall`: they fill what the note's own call to the root leaves out.
  /// `builtValues`: the values the note builds elsewhere that the root was given, named with
  /// their lines.
  /// `typeCheckedOnBlankView`: a modifier chain with no view of the note, compiled on a blank one.
  /// `mode`: what the fence asked for (`no_run`, `compile_fail`), which says why it only compiled.
  /// `claimedCompileError`: the block's first error, when the note's prose says it does not
  /// compile (`CompileFailClaim`) and it does not.
  /// `ranInExample`: for a block with nothing to run, the fence line of the example whose run
  /// used its declarations, which the page links to. `hostsOthers`: the box is such an example's,
  /// and takes the anchor those links point to.
  static func html(
    _ outcome: ExampleOutcome, scenario: Scenario, problems: [Diagnostic],
    completion: String? = nil, peerRoot: PeerRootChoice? = nil, chosenValues: [String] = [],
    completesCall: Bool = false, builtValues: [NoteValue] = [], language: Language,
    sources: Sources = Sources(), exploreID: String? = nil,
    ranInExample: Int? = nil, typeCheckedOnBlankView: Bool = false,
    mode: FenceAttributes.Mode = .run, claimedCompileError: String? = nil, anchor: Int? = nil,
    view: String? = nil
  ) -> String? {
    var html: String
    var mismatch = false
    var timeline = false
    switch outcome {
    case .ignored:
      return nil
    case .notRun(let reason):
      html = badge(.notRun, detail: reason.text(in: language), language: language)
    case .compiledOnly:
      html =
        ranInExample.map { sharedRunNote(host: $0, language: language) }
        ?? badge(
          .compiledOnly,
          detail: typeCheckedOnBlankView
            ? blankViewNote(language)
            : claimedCompileError.map { claimedFailureNote($0, language) }
              ?? compiledOnlyNote(mode, language), language: language)
    case .ran(let report, let matched):
      // A checked example says how its check went; an unchecked one just shows what it did.
      html = matched.map { badge($0 ? .passed : .failed, detail: nil, language: language) } ?? ""
      if let peerRoot { html += peerRootNote(peerRoot, language: language) }
      if !builtValues.isEmpty { html += builtValuesNote(builtValues, language: language) }
      if !chosenValues.isEmpty {
        html += chosenValuesNote(chosenValues, completesCall: completesCall, language: language)
      }
      mismatch = matched == false
      html += RunTimelineRenderer.html(report, scenario: scenario, language: language)
      timeline = report.steps.count > 1
      if let exploreID, report.exploration?.isExplorable == true {
        html += ExplorePanel.html(id: exploreID, language: language)
      }
    case .failed(let report):
      // What went wrong is in the error callout below, as the compiler or the check said it.
      html = badge(.failed, detail: nil, language: language)
      if let report {
        html += RunTimelineRenderer.html(report, scenario: scenario, language: language)
        timeline = report.steps.count > 1
      }
    }
    html += folded(.scenario, sources.scenario, language: language, open: false)
    if mismatch, let expected = sources.expected, let actual = sources.actual {
      // Expected and actual side by side, only when they differ.
      html += "<div class=\"run-compare\">"
      html += folded(.expected, expected, language: language, open: true)
      html += folded(.actual, actual, language: language, open: true)
      html += "</div>"
    } else {
      html += folded(.expected, sources.expected, language: language, open: mismatch)
    }
    if let completion {
      html =
        "<details class=\"run-completed\"><summary>"
        + HTMLEscaping.text(UIString.completed.text(in: language)) + "</summary><pre><code>"
        + HTMLEscaping.text(completion) + "</code></pre></details>" + html
    }
    if let view {
      html = "<p class=\"run-view\"><code>" + HTMLEscaping.text(view) + "</code></p>" + html
    }
    if !problems.isEmpty {
      // A block not run (API the engine lacks, pointed at) did not fail: its callout says where,
      // under the badge's words, not "failed"; nor did one that ran with only warnings (requests
      // refused, work left pending).
      let title: UIString? =
        switch outcome {
        case .notRun: .notRun
        case .ran where problems.allSatisfy({ $0.severity == .warning }): .callout(.warning)
        default: nil
        }
      html +=
        "<aside class=\"callout \(title == nil ? "callout-error" : "callout-warning")\"><p class=\"callout-title\">"
        + HTMLEscaping.text((title ?? .failed).text(in: language)) + "</p>"
      for problem in problems {
        let location = problem.range.map { "\($0.start.line):\($0.start.column): " } ?? ""
        let message = ProblemText.text(problem, in: language)
        // Names in backticks show as code, as in a not-run block's reason; swiftc's own 'x' stays.
        html += "<p>" + HTMLEscaping.text(location) + CodeSpanText.html(message) + "</p>"
        if !problem.notes.isEmpty {
          html +=
            "<pre class=\"diff\">" + problem.notes.map(diffLine).joined(separator: "\n") + "</pre>"
        }
      }
      html += "</aside>"
    }
    let id = anchor.map { " id=\"\(exampleAnchor($0))\"" } ?? ""
    return "<div class=\"run\(timeline ? " run-timeline" : "")\"\(id)>" + html + "</div>"
  }

  /// The anchor of the result box of the example whose fence is on `line`.
  static func exampleAnchor(_ line: Int) -> String { "example-\(line)" }

  /// "Ran: as part of the example at line 30", linked to that example's result.
  private static func sharedRunNote(host: Int, language: Language) -> String {
    let text = UIString.ranInExample.text(in: language)
      .replacingOccurrences(of: "{line}", with: String(host))
    return "<p class=\"run-status\"><span class=\"status-badge status-ran\">"
      + HTMLEscaping.text(UIString.ran.text(in: language)) + "</span> <a href=\"#"
      + exampleAnchor(host) + "\">" + HTMLEscaping.text(text) + "</a></p>"
  }

  /// That each of the block's views nothing uses runs apart, and how to run those beyond the limit.
  private static func peerRootNote(_ choice: PeerRootChoice, language: Language) -> String {
    let skipped = PeerRun.skipped(choice)
    guard !choice.arePreviews else {
      var text = UIString.peerPreviewsEach.text(in: language)
      if !skipped.isEmpty {
        text +=
          " "
          + UIString.peerPreviewsSkipped.text(in: language)
          .replacingOccurrences(of: "{n}", with: String(skipped.count))
      }
      return "<p class=\"run-peer-root\">" + HTMLEscaping.text(text) + "</p>"
    }
    var text = UIString.peerRootsEach.text(in: language)
    if !skipped.isEmpty {
      text +=
        " "
        + UIString.peerRootsSkipped.text(in: language)
        .replacingOccurrences(of: "{n}", with: String(skipped.count))
        .replacingOccurrences(
          of: "{others}", with: skipped.map { "`root=\($0)`" }.joined(separator: ", "))
    }
    return "<p class=\"run-peer-root\">" + HTMLEscaping.text(text) + "</p>"
  }

  /// That the root ran with values docbuild chose, and which.
  private static func chosenValuesNote(_ values: [String], completesCall: Bool, language: Language)
    -> String
  {
    let text = (completesCall ? UIString.completedRootCall : .chosenRootValues).text(in: language)
      .replacingOccurrences(
        of: "{values}", with: values.codeList)
    return "<p class=\"run-chosen-values\">" + HTMLEscaping.text(text) + "</p>"
  }

  /// That the root ran with values the note builds where it uses them, and which.
  private static func builtValuesNote(_ values: [NoteValue], language: Language) -> String {
    let named = values.map { value in
      "`\(value.expression)`"
        + language.pick("(\(value.line)행)", "（第 \(value.line) 行）", " (line \(value.line))")
    }
    let text = UIString.pageBuiltRootValues.text(in: language).replacingOccurrences(
      of: "{values}", with: named.joined(separator: language.pick(", ", "、", ", ")))
    return "<p class=\"run-chosen-values\">" + HTMLEscaping.text(text) + "</p>"
  }

  /// The status as a coloured badge with an icon (the icon is decoration: the word says it).
  /// Why a modifier chain compiled on a blank view was not run.
  private static func blankViewNote(_ language: Language) -> String {
    language.pick(
      "이 글은 이 수정자들을 적용할 뷰를 보여 주지 않아서, 빈 뷰에 적용해 타입 검사만 하고 실행하지 않았습니다",
      "本文没有给出这些修饰符所修饰的视图：把它们应用在空白视图上只做了类型检查，没有运行",
      "the note shows no view for these modifiers: type-checked on a blank view, not run")
  }

  /// A block the note says does not compile, and that does not, with its first error.
  private static func claimedFailureNote(_ error: String, _ language: Language) -> String {
    language.pick(
      "글이 말하는 대로 이 코드는 컴파일되지 않습니다: ",
      "如笔记所说，这段代码无法编译：",
      "the note says this code does not compile, and it does not: ")
      + CompilerMessageText.explained(error, in: language)
  }

  /// Why a block that compiled was not run: every outcome short of a run says why.
  private static func compiledOnlyNote(_ mode: FenceAttributes.Mode, _ language: Language)
    -> String
  {
    switch mode {
    case .compileOnly:
      language.pick(
        "코드 블록에 `no_run`이 적혀 있어 컴파일만 하고 실행하지 않았습니다",
        "代码块标注了 `no_run`：只编译，不运行", "the fence says `no_run`: compiled, not run")
    case .compileFail:
      language.pick(
        "코드 블록에 `compile_fail`이 적혀 있고, 글이 말하는 대로 컴파일되지 않습니다",
        "代码块标注了 `compile_fail`，它也如笔记所说无法编译",
        "the fence says `compile_fail`, and the code does not compile, as the note says")
    case .run, .ignore:
      language.pick(
        "컴파일되지만 실행되는 것이 없습니다: 이 블록에는 최상위 코드도, docbuild가 혼자 만들어 보여 줄 수 있는 뷰도 없고, 이 블록의 선언을 쓰는 다른 예제도 없습니다",
        "可以编译，但没有运行任何内容：这个代码块既没有顶层代码，也没有 docbuild 能单独创建并显示的视图，也没有别的示例用到它的声明",
        "it compiles, but nothing in it runs: the block has no top-level code and no view docbuild can make and show on its own, and no other example uses its declarations"
      )
    }
  }

  private static func badge(_ word: UIString, detail: String?, language: Language) -> String {
    let kind: String
    switch word {
    case .passed: kind = "passed"
    case .failed: kind = "failed"
    case .compiledOnly: kind = "compiled"
    default: kind = "not-run"
    }
    var html =
      "<p class=\"run-status\"><span class=\"status-badge status-\(kind)\">"
      + HTMLEscaping.text(word.text(in: language)) + "</span>"
    if let detail { html += " " + CodeSpanText.html(detail) }
    return html + "</p>"
  }

  /// A labelled, folded block (the scenario, the expected output).
  private static func folded(_ label: UIString, _ text: String?, language: Language, open: Bool)
    -> String
  {
    guard var text else { return "" }
    while text.hasSuffix("\n") { text.removeLast() }
    return "<details class=\"run-source\"\(open ? " open" : "")><summary>"
      + HTMLEscaping.text(label.text(in: language)) + "</summary><pre class=\"console\">"
      + HTMLEscaping.text(text) + "</pre></details>"
  }

  private static func diffLine(_ line: String) -> String {
    let escaped = HTMLEscaping.text(line)
    if line.hasPrefix("+") && !line.hasPrefix("+++") { return "<ins>" + escaped + "</ins>" }
    if line.hasPrefix("-") && !line.hasPrefix("---") { return "<del>" + escaped + "</del>" }
    return escaped
  }
}
