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
}

extension UIString {
  public func text(in language: Language) -> String {
    let (ko, zh, en) = translations
    switch language {
    case .ko: return ko
    case .zh: return zh
    case .en: return en
    }
  }

  /// (Korean, Simplified Chinese, English).
  private var translations: (String, String, String) {
    switch self {
    case .siteName: ("SwiftUI 노트", "SwiftUI 笔记", "SwiftUI Notes")
    case .contents: ("목차", "目录", "Contents")
    case .onThisPage: ("이 페이지에서", "本页内容", "On this page")
    case .output: ("출력", "输出", "Output")
    case .previous: ("이전", "上一页", "Previous")
    case .next: ("다음", "下一页", "Next")
    case .home: ("홈", "首页", "Home")
    case .chooseLanguage: ("언어 선택", "选择语言", "Choose a language")
    case .languages: ("언어", "语言", "Languages")
    case .translations: ("번역", "译文", "Translations")
    case .notTranslated: ("이 언어로 된 글이 없습니다", "暂无该语言版本", "Not available in this language")
    case .callout(let kind): kind.translations
    case .diagramNotRendered:
      (
        "다이어그램을 그리지 못했습니다. 원본을 그대로 보여 줍니다.",
        "无法绘制此图表，下面显示其源代码。",
        "Diagram not rendered; its source is shown instead."
      )
    case .expected: ("기대한 결과", "预期结果", "Expected")
    case .actual: ("실제 결과", "实际结果", "Actual")
    case .notRun: ("실행하지 않음", "未运行", "Not run")
    case .completed:
      (
        "실행하려고 보완했습니다 (생략 표시를 빼거나, 뷰로 감싸거나, 페이지의 호출대로 루트 뷰를 만들었습니다): 컴파일한 코드",
        "为运行而补全（去掉省略标记、包进视图，或按页面中的调用创建根视图）：实际编译的代码",
        "Completed to run it (elision marks left out, wrapped in a view, or its root built as the page builds it): the code as compiled"
      )
    case .compiledOnly: ("컴파일만 함", "仅编译", "Compiled only")
    case .failed: ("실패", "失败", "Failed")
    case .passed: ("통과", "通过", "Passed")
    case .console: ("콘솔", "控制台", "Console")
    case .bodiesThatRan: ("다시 계산된 body", "重新计算的 body", "Bodies that ran")
    case .objectsCreated: ("생성된 객체", "创建的对象", "Objects created")
    case .examplesFailed:
      (
        "이 페이지에서 실패했거나 기대한 출력과 다른 예제 수", "本页失败或与预期输出不符的示例数",
        "Examples on this page that failed or did not match their expected output"
      )
    case .objectsDestroyed: ("해제된 객체", "释放的对象", "Objects destroyed")
    case .preview: ("미리 보기", "预览", "Preview")
    case .step: ("단계", "步骤", "Step")
    case .firstRender: ("첫 렌더링", "首次渲染", "First render")
    case .explore: ("직접 눌러 보기", "亲手试试", "Explore")
    case .startOver: ("처음부터", "从头开始", "Start over")
    case .notExplored:
      (
        "빌드할 때 탐색하지 않은 동작입니다", "构建时没有探索过这个操作",
        "This action was not explored when the site was built"
      )
    case .search: ("검색", "搜索", "Search")
    case .searchPlaceholder: ("검색어를 입력하세요", "输入要搜索的内容", "Type words to find")
    case .searchNoResults: ("검색 결과가 없습니다", "没有找到结果", "No results")
    case .searchOneResult: ("검색 결과 1개", "找到 1 个结果", "1 result")
    case .searchResultCount: ("검색 결과 {n}개", "找到 {n} 个结果", "{n} results")
    case .searchNeedsScript:
      ("검색하려면 JavaScript를 켜야 합니다.", "搜索需要启用 JavaScript。", "Search needs JavaScript.")
    case .skipToContent: ("본문으로 건너뛰기", "跳到正文", "Skip to content")
    case .footnotes: ("각주", "脚注", "Footnotes")
    case .backToReference: ("본문으로 돌아가기", "返回正文", "Back to text")
    case .menu: ("메뉴", "菜单", "Menu")
    case .theme: ("어두운 테마", "深色主题", "Dark theme")
    case .copy: ("복사", "复制", "Copy")
    case .copied: ("복사함", "已复制", "Copied")
    case .pageNotFound: ("페이지를 찾을 수 없습니다", "找不到该页面", "Page not found")
    case .pageNotFoundHint:
      (
        "주소가 바뀌었거나 없는 페이지입니다. 목차나 검색에서 찾아보세요.", "该页面可能已移动或不存在。请从目录或搜索中查找。",
        "The page may have moved or never existed. Try the contents or the search."
      )
    case .lastUpdated: ("마지막 수정", "最后更新", "Last updated")
    case .editThisPage: ("이 페이지 고치기", "编辑此页", "Edit this page")
    case .scenario: ("시나리오", "场景", "Scenario")
    case .steps: ("단계별 실행", "运行步骤", "Steps of the run")
    }
  }
}

extension Callout.Kind {
  fileprivate var translations: (String, String, String) {
    switch self {
    case .note: ("참고", "备注", "Note")
    case .tip: ("팁", "提示", "Tip")
    case .info: ("정보", "信息", "Info")
    case .success: ("성공", "成功", "Success")
    case .important: ("중요", "重要", "Important")
    case .warning: ("경고", "警告", "Warning")
    case .caution: ("주의", "注意", "Caution")
    case .danger: ("위험", "危险", "Danger")
    }
  }
}
