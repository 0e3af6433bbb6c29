import Testing

@testable import DocBuildKit

extension CheckTests {
  /// Names that look like slips but are not: a platform member spelt right, a generic parameter of
  /// the type a block extends, a note's own type beside a platform type the engine lacks.
  @Suite struct PlatformNameSlipTests {
    /// `.combine` (accessibility children) and `.point(_:)` (a popover's anchor) are SwiftUI's
    /// own members, not slips of `.combined(with:)` or Combine's `print`.
    @Test func platformMembersSpeltRightAreNoSlips() {
      let ko = """
        // 별점 행: 자식 요소를 하나로 읽어 줍니다
        StarRow(score: 4)
            .accessibilityElement(children: .combine)
        """
      let zh = """
        // 在手写笔停下的位置弹出调色板
        paletteAnchor = .point(stylusLocation)
        """
      let en = """
        // Both together: read as one element, anchored where the tap landed.
        Badge().accessibilityElement(children: .combine)
        tapAnchor = .point(tapLocation)
        """
      for code in [ko, zh, en] {
        let found = MisspeltName.found(in: code, declared: [])
        #expect(found.isEmpty, "\(found)")
      }
      // `.ignored` of a key press's result is SwiftUI's, one letter from accessibility's `.ignore`.
      let keyPress = """
        .onKeyPress(.escape) {
            return .ignored
        }
        """
      #expect(MisspeltName.found(in: keyPress, declared: []).isEmpty)
      // One letter off a member that is no platform member is still a slip.
      let slip = MisspeltName.found(
        in: "Badge().accessibilityElement(children: .combie)", declared: [])
      #expect(slip.map(\.meant) == ["combine"])
    }

    /// An extension of the page's generic type reads its parameters bare: `Modifier` is
    /// `Wrapped<Content, Modifier>`'s, not a slip of another name one letter away.
    @Test func theExtendedTypesGenericParametersAreNoSlips() {
      let pageType = """
        // 감싼 내용과 그 수정자를 함께 보관합니다
        struct Wrapped<Content, Modifier> {
            var content: Content
            var modifier: Modifier
        }
        """
      let extensionCode = """
        // 内容是视图、修饰符是 ViewModifier 时，整体也是视图
        extension Wrapped: View where Content: View, Modifier: ViewModifier {}
        """
      let parameters = DeclaredWords.parametersByType(in: [(pageType, 3), (extensionCode, 12)])
      #expect(parameters["Wrapped"] == ["Content", "Modifier"])
      let declared: Set<String> = ["Wrapped", "Modified"]
      let found = MisspeltName.found(
        in: extensionCode, declared: declared, genericParameters: parameters)
      #expect(found.isEmpty, "\(found)")
      // Without the page's parameters the same name reads as a slip of `Modified`.
      let unaware = MisspeltName.found(in: extensionCode, declared: declared)
      #expect(unaware.map(\.written) == ["Modifier"])
    }

    /// `SubView` beside SwiftUI's `Subview`, which the engine does not have, is the note's own
    /// view; a case slip of a type the engine has (`NavigationStack`) is still named.
    @Test func aCaseVariantOfATypeTheEngineLacksIsTheNotesOwn() throws {
      let api = PlatformAPI.shared
      #expect(api.module(of: "Subview") == "SwiftUI")
      #expect(!api.engineDeclares("Subview"))
      #expect(api.engineDeclares("NavigationStack"))
      let en = """
        // The child counts how often it is made.
        GeometryReader { proxy in
            SubView().frame(width: proxy.size.width)
        }
        """
      #expect(MisspeltName.found(in: en, declared: []).isEmpty)
      let zh = """
        // 大小写写错了
        Navigationstack { Text("首页") }
        """
      #expect(MisspeltName.found(in: zh, declared: []).map(\.meant) == ["NavigationStack"])
    }

    /// Widgets, Live Activities and App Intents are frameworks of their own; `FileWrapper`,
    /// `NSItemProvider` and `NSUserActivity` are Apple's Foundation's, which Linux's lacks.
    @Test func widgetAndIntentNamesAreTheirFrameworks() {
      #expect(ForeignFrameworks.module(of: "TimelineEntry") == "WidgetKit")
      #expect(ForeignFrameworks.module(of: "StaticConfiguration") == "WidgetKit")
      #expect(ForeignFrameworks.module(of: "WidgetRelevanceEntry") == "WidgetKit")
      #expect(ForeignFrameworks.module(of: "ActivityAttributes") == "ActivityKit")
      #expect(ForeignFrameworks.module(of: "AppIntent") == "AppIntents")
      #expect(ForeignFrameworks.module(of: "FileWrapper") == "Foundation")
      #expect(PlatformAPI.shared.standardModule(of: "FileWrapper") == nil)
      // Drag and drop's item providers and Handoff's activities too.
      for name in ["NSItemProvider", "NSUserActivity"] {
        #expect(ForeignFrameworks.module(of: name) == "Foundation")
        #expect(PlatformAPI.shared.standardModule(of: name) == nil)
      }
    }

    /// A Mac's appearance, font panel and colour well are AppKit's; the photo picker's UIKit side
    /// is PhotosUI's and the library's assets Photos'; key-value observation is Apple's
    /// Foundation's, which Linux's lacks.
    @Test func pickerAppearanceAndObservationNamesAreTheirFrameworks() {
      for name in ["NSAppearance", "NSFontManager", "NSColorWell"] {
        #expect(ForeignFrameworks.module(of: name) == "AppKit")
      }
      #expect(ForeignFrameworks.module(of: "PHPickerViewController") == "PhotosUI")
      #expect(ForeignFrameworks.module(of: "PHPickerConfiguration") == "PhotosUI")
      #expect(ForeignFrameworks.module(of: "PHAsset") == "Photos")
      #expect(ForeignFrameworks.module(of: "NSKeyValueObservation") == "Foundation")
      #expect(ForeignFrameworks.module(of: "NSNumber") == nil)
    }

    /// SwiftUI's map views are MapKit's; Xcode's library items its developer tools'.
    @Test func mapAndLibraryNamesAreTheirFrameworks() {
      #expect(ForeignFrameworks.module(of: "MapAnnotation") == "MapKit")
      #expect(ForeignFrameworks.module(of: "MapCameraPosition") == "MapKit")
      #expect(ForeignFrameworks.module(of: "LibraryContentProvider") == "DeveloperToolsSupport")
    }

    /// A Mac app's interface is AppKit's; Foundation's `NS` names are not.
    @Test func macInterfaceNamesAreAppKits() {
      #expect(ForeignFrameworks.module(of: "NSApp") == "AppKit")
      #expect(ForeignFrameworks.module(of: "NSSplitViewController") == "AppKit")
      #expect(ForeignFrameworks.module(of: "NSStatusItem") == "AppKit")
      #expect(PlatformAPI.shared.foreignModule(of: "NSSplitViewController") == "AppKit")
      #expect(ForeignFrameworks.module(of: "NSTableViewDataSource") == "AppKit")
      #expect(ForeignFrameworks.module(of: "NSWindowDelegate") == "AppKit")
      #expect(ForeignFrameworks.module(of: "NSPredicate") == nil)
      #expect(ForeignFrameworks.module(of: "NSFetchedResultsControllerDelegate") == nil)
      #expect(ForeignFrameworks.module(of: "NSAttributedString") == nil)
      #expect(ForeignFrameworks.module(of: "NSLock") == nil)
    }

    /// Sign in with Apple's controllers, and the environment keys that hand them out, are
    /// AuthenticationServices'.
    @Test func signInNamesAreAuthenticationServices() {
      #expect(ForeignFrameworks.module(of: "AuthorizationController") == "AuthenticationServices")
      #expect(
        ForeignFrameworks.module(of: "ASAuthorizationAppleIDProvider") == "AuthenticationServices")
      #expect(
        ForeignFrameworks.environmentKeys["authorizationController"] == "AuthenticationServices")
    }

    /// iOS 18 and macOS 15 names are the platform's; those for macOS only say so.
    @Test func recentPlatformNamesAreListed() {
      let api = PlatformAPI.shared
      for type in [
        "TableColumnForEach", "TextSelection", "DocumentGroupLaunchScene", "VectorArithmetic",
      ] {
        #expect(api.module(of: type) == "SwiftUI", "\(type)")
      }
      #expect(api.platform(of: "WindowDragGesture") == "macOS 15")
      #expect(api.platform(of: ".pointerStyle") == "macOS 15")
      #expect(api.isSwiftUIMember("searchFocused"))
      #expect(api.isSwiftUIMember("mix"))
      #expect(
        api.initializer(of: "TextField", acceptingLabels: ["_", "text", "selection"])
          == "TextField(_:text:selection:prompt:axis:)")
    }

    /// An argument label one slip from a label of the platform type's initializers is a
    /// misspelling; the labels it has, and a page's own type of that name, are not.
    @Test func aLabelOneSlipFromThePlatformTypesIsAMisspelling() {
      let ko = """
        Label("토양 산성도", systemIamge: "drop.fill")
        """
      let zh = """
        Label("土壤酸度", systemIamge: "drop.fill")
        """
      let en = """
        Label("Soil acidity", systemIamge: "drop.fill")
        """
      for code in [ko, zh, en] {
        let found = MisspeltName.found(in: code, declared: [])
        #expect(found.map(\.written) == ["systemIamge"], "\(found)")
        #expect(found.map(\.meant) == ["systemImage"], "\(found)")
      }
      let right = #"Label("Soil acidity", systemImage: "drop.fill")"#
      #expect(MisspeltName.found(in: right, declared: []).isEmpty)
      #expect(MisspeltName.found(in: en, declared: ["Label"]).isEmpty)
      // A member's: Combine's `sink(receiveCompletion:receiveValue:)`.
      let sink = "updates.sink(receiveCompletion: { _ in }, receivedValue: { print($0) })"
      #expect(MisspeltName.found(in: sink, declared: []).map(\.meant) == ["receiveValue"])
      #expect(MisspeltName.found(in: sink, declared: ["sink"]).isEmpty)
    }

    /// A method of Swift's collections (`insert`, one letter from SwiftUI's `inset`) is no slip.
    @Test func aCollectionsMethodIsNoSlipOfAModifier() {
      #expect(MisspeltName.member("insert") == nil)
      #expect(MisspeltName.member("yello") == "yellow")
    }

    /// A compile error on a line calling a platform member with a label one slip from its own
    /// (swiftc: "cannot call value of non-function type 'Animation'") is that misspelling.
    @Test func aCompileErrorOnAMisspeltLabelIsTheMisspelling() {
      let lines: [Substring] = [
        "withAnimation(.linear(duratrion: 2)) {", "    카드.뒤집기()", "}",
      ]
      let error = CompilerMessage(
        file: "main.swift", line: 1, column: 16, severity: .error,
        text: "cannot call value of non-function type 'Animation'")
      #expect(
        MisspeltName.cause(of: error, lines: lines)
          == .misspeltLabel(written: "duratrion", meant: "duration"))
      var right = error
      right.line = 2
      #expect(MisspeltName.cause(of: right, lines: lines) == nil)
    }

    /// `.move(edge: .traling)`: swiftc says the transition has no `move`, for want of the
    /// misspelt edge: the misspelling is the cause, and no engine gap.
    @Test func aMisspeltEdgeIsTheCauseOfTheCallsError() {
      let lines: [Substring] = ["Text(\"안녕\").transition(.move(edge: .traling))"]
      let error = CompilerMessage(
        file: "main.swift", line: 1, column: 25, severity: .error,
        text: "type 'Transition' has no member 'move'")
      #expect(
        MisspeltName.cause(of: error, lines: lines)
          == .misspeltMember(written: "traling", meant: "trailing"))
      #expect(
        CompileErrorCause.misspeltMember(written: "traling", meant: "trailing").text(in: .en)
          .contains("`.traling`"))
      #expect(MisspeltName.member("center") == nil)
    }

    /// A generic parameter the block declares (`Content`) is its own name, not a slip of a name
    /// the page declares one letter away (`Context`).
    @Test func aGenericParameterOfTheBlockIsNoSlip() {
      let code = """
        struct 卡片<Content: View>: View {
          let content: () -> Content
          var body: some View { content() }
        }
        """
      #expect(MisspeltName.found(in: code, declared: ["Context"]).isEmpty)
    }
  }
}
