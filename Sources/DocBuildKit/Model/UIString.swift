/// The site's own words (navigation, callout titles, run results), in every language of the site.
public enum UIString: Hashable, Sendable {
  case siteName
  case contents
  case onThisPage
  case output
  case previous
  case next
  case home
  case chooseLanguage
  case languages
  case translations
  case notTranslated
  case callout(Callout.Kind)
  case diagramNotRendered
  case expected
  case actual
  case notRun
  case compiledOnly
  case failed
  case passed
  case console
  case bodiesThatRan
  case objectsCreated
  case examplesFailed
  case objectsDestroyed
  case preview
  case step
  case firstRender
  case completed
  case search
  case searchPlaceholder
  case searchNoResults
  case searchOneResult
  /// Holds `{n}`, which the search page's script replaces with the number of results.
  case searchResultCount
  case searchNeedsScript
  case skipToContent
  case footnotes
  case backToReference
  case menu
  case theme
  case copy
  case copied
  case pageNotFound
  case pageNotFoundHint
  case lastUpdated
  case editThisPage
  case scenario
  case steps
  case explore
  case startOver
  case notExplored
  case pullToRefresh
  /// Holds `{screen}`: the text of the screen an Explore action led to, for screen readers.
  case exploreNewScreen
  case exploreSameScreen
  /// Holds `{duration}` (`1 s`).
  case exploreWait
  /// Holds `{label}`: the text the list scrolls to.
  case exploreScrollTo
  /// Hold `{label}`, the view's label, and `{amount}`: the scale a pinch goes to, the degrees a
  /// rotation turns by.
  case explorePinch
  case exploreRotate
  case exploreDismiss
  case exploreSwipeToDelete
  case exploreSubmitText
  case exploreTextNotExplored
  /// Holds `{actions}`: what the reader does for the run to print the log.
  case logReproduced
  /// Holds `{n}` (the longest sequence tried) and `{actions}` (those of the closest run).
  case logNotReproduced
  case logProgramNotRun
  /// Holds `{label}`: the disabled control a scenario step touched.
  case disabledControl
  case debuggerTranscript
  case crashLog
  case peerRootsEach
  /// Holds `{n}` and `{others}` (the `root=` attributes that run the views beyond the limit).
  case peerRootsSkipped
  case peerPreviewsEach
  /// Holds `{n}`: the block's previews beyond the limit, which did not run.
  case peerPreviewsSkipped
  /// The badge of a block with nothing to run whose declarations another example's run used.
  case ran
  /// Holds `{line}`: the fence line of the example whose run used the block's declarations.
  case ranInExample
  /// Holds `{values}`: the values docbuild chose for a root's parameters (`` `count: 0` ``).
  case chosenRootValues
  /// Holds `{values}`: the values docbuild gave the arguments a note's call to a root leaves out.
  case completedRootCall
  /// Holds `{values}`: the values the note builds where it uses them (`` `User(id: 0)` (line 9) ``)
  /// that docbuild gave a root whose arguments the note makes only from other values.
  case pageBuiltRootValues
  /// A scenario step's words (`tap {0}`), with the labels put in where the language puts them.
  case action(ScenarioVerb)
}

extension UIString: CaseIterable {
  public static var allCases: [UIString] {
    [
      .siteName, .contents, .onThisPage, .output, .previous, .next, .home, .chooseLanguage,
      .languages, .translations, .notTranslated, .diagramNotRendered, .expected, .actual, .notRun,
      .compiledOnly, .failed, .passed, .console, .bodiesThatRan, .objectsCreated, .examplesFailed,
      .objectsDestroyed, .preview, .step, .firstRender, .completed, .search, .searchPlaceholder,
      .searchNoResults, .searchOneResult, .searchResultCount, .searchNeedsScript, .skipToContent,
      .footnotes, .backToReference, .menu, .theme, .copy, .copied, .pageNotFound,
      .pageNotFoundHint, .lastUpdated, .editThisPage, .scenario, .steps, .explore, .startOver,
      .notExplored, .pullToRefresh, .exploreNewScreen, .exploreSameScreen, .exploreWait,
      .exploreScrollTo, .explorePinch, .exploreRotate, .exploreDismiss, .exploreSwipeToDelete,
      .exploreSubmitText,
      .exploreTextNotExplored, .logReproduced, .logNotReproduced, .logProgramNotRun,
      .disabledControl,
      .debuggerTranscript, .crashLog, .peerRootsEach, .peerRootsSkipped,
      .peerPreviewsEach, .peerPreviewsSkipped,
      .ran, .ranInExample, .chosenRootValues, .completedRootCall, .pageBuiltRootValues,
    ] + Callout.Kind.allCases.map { .callout($0) } + ScenarioVerb.allCases.map { .action($0) }
  }

  /// Its name in `docbuild.yml`'s `strings:` (`onThisPage`, `callout.warning`).
  public var key: String {
    if case .callout(let kind) = self { return "callout.\(kind.rawValue)" }
    if case .action(let verb) = self { return "action.\(verb.rawValue)" }
    return "\(self)"
  }

  /// The word in `language`: the language's own (from `docbuild.yml`), else the built-in one for
  /// its tag, else English.
  public func text(in language: Language) -> String {
    if let word = language.words[self] { return word }
    return Self.builtIn(self, language.primarySubtag) ?? translations.en
  }

  /// The built-in word for a primary language subtag, nil for a language without built-in words.
  static func builtIn(_ string: UIString, _ subtag: String) -> String? {
    let words = string.translations
    switch subtag {
    case "ko": return words.ko
    case "zh": return words.zh
    case "en": return words.en
    case "ja": return words.ja
    default: return nil
    }
  }

  /// (Korean, Simplified Chinese, English, Japanese).
  private var translations: BuiltInWords {
    switch self {
    case .siteName: ("SwiftUI 노트", "SwiftUI 笔记", "SwiftUI Notes", "SwiftUI ノート")
    case .contents: ("목차", "目录", "Contents", "目次")
    case .onThisPage: ("이 페이지에서", "本页内容", "On this page", "このページの内容")
    case .output: ("출력", "输出", "Output", "出力")
    case .previous: ("이전", "上一页", "Previous", "前へ")
    case .next: ("다음", "下一页", "Next", "次へ")
    case .home: ("홈", "首页", "Home", "ホーム")
    case .chooseLanguage: ("언어 선택", "选择语言", "Choose a language", "言語を選択")
    case .languages: ("언어", "语言", "Languages", "言語")
    case .translations: ("번역", "译文", "Translations", "翻訳")
    case .notTranslated:
      ("이 언어로 된 글이 없습니다", "暂无该语言版本", "Not available in this language", "この言語の版はありません")
    case .callout(let kind): kind.translations
    case .action(let verb): verb.translations
    case .diagramNotRendered:
      (
        "다이어그램을 그리지 못했습니다. 원본을 그대로 보여 줍니다.",
        "无法绘制此图表，下面显示其源代码。",
        "Diagram not rendered; its source is shown instead.",
        "図を描けませんでした。元のソースを表示します。"
      )
    case .expected: ("기대한 결과", "预期结果", "Expected", "期待する結果")
    case .actual: ("실제 결과", "实际结果", "Actual", "実際の結果")
    case .notRun: ("실행하지 않음", "未运行", "Not run", "実行していません")
    case .completed:
      (
        "실행하려고 보완했습니다 (생략 표시를 빼거나, 뷰로 감싸거나, 페이지의 호출대로 루트 뷰를 만들거나, 프렐류드를 더했습니다): 컴파일한 코드",
        "为运行而补全（去掉省略标记、包进视图、按页面中的调用创建根视图，或加入前置代码）：实际编译的代码",
        "Completed to run it (elision marks left out, wrapped in a view, its root built as the page builds it, or a prelude added): the code as compiled",
        "実行のために補いました（省略記号を除くか、ビューで包むか、ページの呼び出しのとおりにルートビューを作るか、プレリュードを加えました）: コンパイルしたコード"
      )
    case .compiledOnly: ("컴파일만 함", "仅编译", "Compiled only", "コンパイルのみ")
    case .failed: ("실패", "失败", "Failed", "失敗")
    case .passed: ("통과", "通过", "Passed", "成功")
    case .console: ("콘솔", "控制台", "Console", "コンソール")
    case .bodiesThatRan: ("다시 계산된 body", "重新计算的 body", "Bodies that ran", "再計算された body")
    case .objectsCreated: ("생성된 객체", "创建的对象", "Objects created", "作成されたオブジェクト")
    case .examplesFailed:
      (
        "이 페이지에서 실패했거나 기대한 출력과 다른 예제 수", "本页失败或与预期输出不符的示例数",
        "Examples on this page that failed or did not match their expected output",
        "このページで失敗した、または期待する出力と異なる例の数"
      )
    case .objectsDestroyed: ("해제된 객체", "释放的对象", "Objects destroyed", "解放されたオブジェクト")
    case .preview: ("미리 보기", "预览", "Preview", "プレビュー")
    case .step: ("단계", "步骤", "Step", "ステップ")
    case .firstRender: ("첫 렌더링", "首次渲染", "First render", "最初の描画")
    case .explore: ("직접 눌러 보기", "亲手试试", "Explore", "触ってみる")
    case .startOver: ("처음부터", "从头开始", "Start over", "最初から")
    case .pullToRefresh: ("당겨서 새로 고침", "下拉刷新", "Pull to refresh", "引っ張って更新")
    case .notExplored:
      (
        "빌드할 때 탐색하지 않은 동작입니다", "构建时没有探索过这个操作",
        "This action was not explored when the site was built",
        "サイトを作るときに試していない操作です"
      )
    case .exploreNewScreen:
      ("새 화면: {screen}", "新画面：{screen}", "New screen: {screen}", "新しい画面: {screen}")
    case .exploreSameScreen:
      ("화면은 그대로입니다", "画面没有变化", "The screen did not change", "画面は変わりません")
    case .exploreWait: ("{duration} 기다리기", "等待 {duration}", "Wait {duration}", "{duration} 待つ")
    case .exploreScrollTo:
      ("“{label}”까지 스크롤", "滚动到“{label}”", "Scroll to “{label}”", "「{label}」までスクロール")
    case .explorePinch:
      (
        "“{label}” {amount}배로 핀치", "把“{label}”捏合到 {amount} 倍", "Pinch “{label}” to {amount}×",
        "「{label}」を {amount} 倍にピンチ"
      )
    case .exploreRotate:
      (
        "“{label}” {amount}도 회전", "把“{label}”旋转 {amount} 度", "Rotate “{label}” by {amount}°",
        "「{label}」を {amount} 度回転"
      )
    case .exploreDismiss: ("닫기", "关闭", "Dismiss", "閉じる")
    case .exploreSwipeToDelete:
      (
        "밀어서 삭제 (Delete 키)", "滑动删除（Delete 键）", "Swipe to delete (Delete key)",
        "スワイプして削除（Delete キー）"
      )
    case .exploreSubmitText: ("입력", "提交", "Submit", "確定")
    case .exploreTextNotExplored:
      (
        "빌드할 때 넣어 보지 않은 글입니다: 제안 목록에서 고르세요", "构建时没有试过这段文字：请从建议中选一个",
        "This text was not tried when the site was built: choose one of the suggestions",
        "サイトを作るときに試していない文字です: 候補から選んでください"
      )
    case .search: ("검색", "搜索", "Search", "検索")
    case .searchPlaceholder: ("검색어를 입력하세요", "输入要搜索的内容", "Type words to find", "検索する語を入力")
    case .searchNoResults: ("검색 결과가 없습니다", "没有找到结果", "No results", "見つかりませんでした")
    case .searchOneResult: ("검색 결과 1개", "找到 1 个结果", "1 result", "1 件見つかりました")
    case .searchResultCount: ("검색 결과 {n}개", "找到 {n} 个结果", "{n} results", "{n} 件見つかりました")
    case .searchNeedsScript:
      (
        "검색하려면 JavaScript를 켜야 합니다.", "搜索需要启用 JavaScript。", "Search needs JavaScript.",
        "検索には JavaScript が必要です。"
      )
    case .skipToContent: ("본문으로 건너뛰기", "跳到正文", "Skip to content", "本文へ移動")
    case .footnotes: ("각주", "脚注", "Footnotes", "脚注")
    case .backToReference: ("본문으로 돌아가기", "返回正文", "Back to text", "本文に戻る")
    case .menu: ("메뉴", "菜单", "Menu", "メニュー")
    case .theme: ("어두운 테마", "深色主题", "Dark theme", "ダークテーマ")
    case .copy: ("복사", "复制", "Copy", "コピー")
    case .copied: ("복사함", "已复制", "Copied", "コピーしました")
    case .pageNotFound: ("페이지를 찾을 수 없습니다", "找不到该页面", "Page not found", "ページが見つかりません")
    case .pageNotFoundHint:
      (
        "주소가 바뀌었거나 없는 페이지입니다. 목차나 검색에서 찾아보세요.", "该页面可能已移动或不存在。请从目录或搜索中查找。",
        "The page may have moved or never existed. Try the contents or the search.",
        "ページは移動したか、存在しません。目次か検索から探してください。"
      )
    case .lastUpdated: ("마지막 수정", "最后更新", "Last updated", "最終更新")
    case .editThisPage: ("이 페이지 고치기", "编辑此页", "Edit this page", "このページを編集")
    case .scenario: ("시나리오", "场景", "Scenario", "シナリオ")
    case .steps: ("단계별 실행", "运行步骤", "Steps of the run", "実行のステップ")
    case .logReproduced:
      (
        "실행해 보니 다음 동작 뒤에 이 로그가 그대로 나옵니다: {actions}", "运行结果在以下操作后重现了这段日志：{actions}",
        "The run reproduces this log after: {actions}", "実行すると次の操作のあとにこのログが再現されます: {actions}"
      )
    case .logNotReproduced:
      (
        "동작을 {n}번까지 이어 해 봐도 이 로그가 나오지 않습니다. 가장 가까운 실행({actions} 뒤)과 다른 곳:",
        "最多 {n} 个操作的任何序列都无法重现这段日志；最接近的运行（{actions} 之后）在这里不同：",
        "No sequence of up to {n} actions reproduces this log; the closest run (after {actions}) differs here:",
        "{n} 回までのどの操作の列でもこのログは再現されません。最も近い実行（{actions} のあと）との違い:"
      )
    case .disabledControl:
      (
        "{label}은(는) 비활성 상태라 아무 일도 일어나지 않았습니다", "{label} 已停用，什么也没有发生",
        "{label} is disabled: nothing happened", "{label} は無効なので、何も起きませんでした"
      )
    case .logProgramNotRun:
      (
        "앞의 프로그램을 실행하지 못해 이 로그를 확인하지 않았습니다", "前面的程序没有运行，这段日志未经核对",
        "Not checked: the program before it did not run", "前のプログラムが実行されなかったため、このログは確認していません"
      )
    case .debuggerTranscript:
      (
        "디버거 기록입니다: 실행 결과와 비교하지 않습니다", "调试器记录：不与运行结果比较",
        "Debugger transcript: not compared with the run", "デバッガの記録です: 実行結果とは比べません"
      )
    case .crashLog:
      (
        "크래시 로그입니다: 실행 결과와 비교하지 않습니다", "崩溃日志：不与运行结果比较", "Crash log: not compared with the run",
        "クラッシュログです: 実行結果とは比べません"
      )
    case .peerRootsEach:
      (
        "이 블록에는 다른 뷰가 쓰지 않는 뷰가 여럿이라, 각 뷰를 따로 실행했습니다. 결과마다 뷰 이름이 붙어 있습니다.",
        "这个代码块里有多个没有被别的视图使用的视图，每个都单独运行，结果上标着视图的名字。",
        "This block declares several views that no other view uses; each runs as its own root, its result labelled with its name.",
        "このブロックには他のビューから使われないビューが複数あるため、それぞれを別々に実行しました。結果にはビューの名前が付いています。"
      )
    case .peerRootsSkipped:
      (
        "나머지 {n}개는 실행하지 않았습니다. 펜스에 다음을 적으면 실행됩니다: {others}",
        "另有 {n} 个没有运行；在围栏上写 {others} 即可运行。",
        "{n} more were not run: write {others} on the fence to run one.",
        "残りの {n} 個は実行していません。フェンスに {others} と書くと実行されます。"
      )
    case .peerPreviewsEach:
      (
        "이 블록에는 미리 보기가 여럿이라, Xcode 캔버스처럼 각각을 따로 실행했습니다. 결과마다 어느 미리 보기인지 붙어 있습니다.",
        "这个代码块有多个预览，像 Xcode 画布一样每个都单独运行，结果上标着是哪一个预览。",
        "This block has several previews; as in Xcode's canvas, each runs on its own, its result labelled with the preview.",
        "このブロックにはプレビューが複数あるため、Xcode のキャンバスと同じくそれぞれを別々に実行しました。結果にはどのプレビューかが付いています。"
      )
    case .peerPreviewsSkipped:
      (
        "나머지 {n}개의 미리 보기는 실행하지 않았습니다. 따로 실행하려면 다른 블록으로 옮기세요.",
        "另有 {n} 个预览没有运行；要运行它们，请把它们移到另一个代码块。",
        "{n} more previews were not run: move one to a block of its own to run it.",
        "残りの {n} 個のプレビューは実行していません。実行するには別のブロックに移してください。"
      )
    case .ran: ("실행됨", "已运行", "Ran", "実行済み")
    case .ranInExample:
      (
        "{line}행의 예제를 실행할 때 함께 실행되었습니다", "作为第 {line} 行示例的一部分运行",
        "as part of the example at line {line}", "{line} 行目の例の一部として実行されました"
      )
    case .chosenRootValues:
      (
        "노트가 이 뷰를 만들지 않아 docbuild가 고른 값으로 실행했습니다: {values}",
        "笔记没有创建这个视图，以 docbuild 选择的值运行：{values}",
        "The note never builds this view; it ran with values docbuild chose: {values}",
        "ノートがこのビューを作らないため、docbuild が選んだ値で実行しました: {values}"
      )
    case .pageBuiltRootValues:
      (
        "노트가 만드는 첫 값으로 실행했습니다: {values}", "以笔记创建的第一个值运行：{values}",
        "It ran with the first value the note builds: {values}",
        "ノートが作る最初の値で実行しました: {values}"
      )
    case .completedRootCall:
      (
        "노트가 이 뷰를 만드는 호출에서 빠뜨린 인자를 docbuild가 고른 값으로 채워 실행했습니다: {values}",
        "笔记创建这个视图的调用缺少一些参数，以 docbuild 选择的值补上后运行：{values}",
        "The note's call building this view leaves out arguments; it ran with values docbuild chose for them: {values}",
        "ノートがこのビューを作る呼び出しに足りない引数を、docbuild が選んだ値で補って実行しました: {values}"
      )
    }
  }
}

extension Callout.Kind {
  fileprivate var translations: BuiltInWords {
    switch self {
    case .note: ("참고", "备注", "Note", "メモ")
    case .tip: ("팁", "提示", "Tip", "ヒント")
    case .info: ("정보", "信息", "Info", "情報")
    case .success: ("성공", "成功", "Success", "成功")
    case .important: ("중요", "重要", "Important", "重要")
    case .warning: ("경고", "警告", "Warning", "警告")
    case .caution: ("주의", "注意", "Caution", "注意")
    case .danger: ("위험", "危险", "Danger", "危険")
    }
  }
}

extension ScenarioVerb {
  /// English is the scenario language itself, so English step names read as the note wrote them.
  fileprivate var translations: BuiltInWords {
    switch self {
    case .tap: ("{0} 탭", "点按 {0}", "tap {0}", "{0} をタップ")
    case .toggle: ("{0} 전환", "切换 {0}", "toggle {0}", "{0} を切り替え")
    case .type: ("{1}에 {0} 입력", "在 {1} 中输入 {0}", "type {0} into {1}", "{1} に {0} を入力")
    case .open: ("{0} 열기", "打开 {0}", "open {0}", "{0} を開く")
    case .back: ("뒤로", "返回", "back", "戻る")
    case .dismiss: ("닫기", "关闭", "dismiss", "閉じる")
    case .wait: ("{0} 기다리기", "等待 {0}", "wait {0}", "{0} 待つ")
    case .pick: ("{1}에서 {0} 선택", "在 {1} 中选择 {0}", "pick {0} in {1}", "{1} で {0} を選択")
    case .drag:
      ("{0} 슬라이더를 {1}까지 끌기", "把 {0} 滑块拖到 {1}", "drag {0} to {1}", "{0} のスライダーを {1} まで動かす")
    case .swipeToDelete: ("{0} 밀어서 삭제", "滑动删除 {0}", "swipe to delete {0}", "{0} をスワイプで削除")
    case .scroll: ("{0}까지 스크롤", "滚动到 {0}", "scroll to {0}", "{0} までスクロール")
    case .doubleTap: ("{0} 두 번 탭", "轻点两下 {0}", "double tap {0}", "{0} をダブルタップ")
    case .longPress: ("{0} 길게 누르기", "长按 {0}", "long press {0}", "{0} を長押し")
    case .dragView: ("{0} 끌기 ({1})", "拖动 {0}（{1}）", "drag {0} by {1}", "{0} をドラッグ（{1}）")
    case .focus: ("{0}에 포커스", "聚焦到 {0}", "focus {0}", "{0} にフォーカス")
    case .submit: ("{0}에서 제출", "在 {0} 中提交", "submit {0}", "{0} で確定")
    case .refresh: ("새로 고침", "刷新", "refresh", "更新")
    case .pinch: ("{0} 핀치 ({1}배)", "捏合 {0}（{1} 倍）", "pinch {0} by {1}", "{0} をピンチ（{1} 倍）")
    case .rotate: ("{0} 회전 ({1}도)", "旋转 {0}（{1} 度）", "rotate {0} by {1}", "{0} を回転（{1} 度）")
    case .inView: ("{1}의 {0}", "{1} 中的 {0}", "{0} in {1}", "{1} の {0}")
    }
  }
}

/// One word in the four languages docbuild knows.
typealias BuiltInWords = (ko: String, zh: String, en: String, ja: String)
