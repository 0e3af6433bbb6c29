import Testing

@testable import DocBuildKit

/// Code taken from inside a type the note never shows (a statement reading `self`, a property
/// with observers, a computed property using another platform's framework) says so, not only
/// swiftc's complaint about top-level code.
@Suite struct UnshownTypePartReasonTests {
  @Test func aStatementReadingSelfIsFromAMethod() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/actor.md",
      """
      # 메인 액터

      ```swift
      Task { @MainActor in
        self.상태문구 = "완료"
        self.진행률 = 1.0
      }
      ```

      """)
    #expect(
      report == [
        "ko/actor.md:3: not run (excerpt): a statement from inside a method of a type the note never shows: it reads `상태문구`, `진행률` of `self`"
      ])
    #expect(
      page.contains("이 글이 보여 주지 않는 타입의 메서드 안에서 가져온 문장입니다: self의 상태문구, 진행률을(를) 읽습니다"))
  }

  @Test func aPropertyWithObserversBelongsToAType() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/brightness.md",
      """
      # 亮度

      ```swift
      var 亮度: Double {
        didSet { 亮度 = min(max(亮度, 0), 1) }
      }
      ```

      """)
    #expect(
      report == [
        "zh/brightness.md:3: not run (excerpt): `亮度` is a property of a type the note never shows: outside a type, a property with observers (`didSet`, `willSet`) needs an initial value"
      ])
    #expect(page.contains("这是本文没有展示的类型的属性 亮度：带观察器（didSet、willSet）的属性在类型之外必须有初始值"))
  }

  /// The methods its observers call, which the note never declares, are said too: an initial
  /// value alone would not let the property compile.
  @Test func aPropertyWithObserversSaysTheMethodsItCalls() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/timer.md",
      """
      # 타이머

      ```swift
      var 켜짐: Bool {
        willSet {
          if newValue { 타이머시작() } else { 타이머정지() }
        }
      }
      ```

      """)
    #expect(
      report == [
        "ko/timer.md:3: not run (excerpt): `켜짐` is a property of a type the note never shows: outside a type, a property with observers (`didSet`, `willSet`) needs an initial value, and it uses `타이머시작`, `타이머정지`, which the note never declares"
      ])
    #expect(page.contains("이 글에서 선언하지 않은 타이머시작, 타이머정지을(를) 사용합니다"))
  }

  /// `os(iOS)` is a condition of the build, not a value the property reads: reading nothing
  /// undeclared, the property stands at top level, and only AppKit is missing.
  @Test func aPropertyUsingAppKitNeedsIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/window.md",
      """
      # Window size

      ```swift
      private var windowWidth: CGFloat {
        #if os(iOS)
        return UIScreen.main.bounds.width
        #else
        return NSScreen.main?.frame.width ?? 0
        #endif
      }
      ```

      """)
    #expect(
      report == [
        "en/window.md:3: not run (foreign module): needs `AppKit`, a module docbuild does not have"
      ])
  }

  @Test func theHostingControllerIsSwiftUIs() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/hosting.md",
      """
      # Hosting

      ```swift
      let controller = UIHostingController(rootView: Text("Hi"))
      ```

      """)
    #expect(report.count == 1)
    #expect(report.first?.contains("UIKit") == false)
    #expect(report.first?.contains("`UIHostingController`") == true)
  }

  /// `self.offset` of a member the block declares itself is no unshown type's.
  @Test func selfOfTheBlocksOwnMemberIsNotAnUnshownType() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/drag.md",
      """
      # 拖动

      ```swift
      @State var 偏移 = CGSize.zero

      .offset(偏移)
      .gesture(
        DragGesture().onChanged { 值 in
          self.偏移 = 值.translation
        }
      )
      ```

      """)
    #expect(report.count == 1)
    #expect(report.first?.contains("a type the note never shows") == false)
  }
}
