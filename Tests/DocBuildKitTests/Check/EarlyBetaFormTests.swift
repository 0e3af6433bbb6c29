import Testing

@testable import DocBuildKit

extension CheckTests {
  /// Calls and names in the form of SwiftUI's 2019 betas are said with the form SwiftUI took at
  /// release, not as arguments missing or names the note forgot.
  @Suite struct EarlyBetaFormTests {
    @Test func aFieldMadeFromItsBindingAloneNeedsItsTitle() {
      let code = """
        @State var 닉네임 = ""
        TextField($닉네임)
        SecureField($닉네임)
        """
      let mistakes = OwnMistake.found(in: code, declared: [])
      #expect(
        mistakes == [
          .earlyBetaCall(written: "TextField($닉네임)", released: "TextField(\"…\", text: $닉네임)"),
          .earlyBetaCall(
            written: "SecureField($닉네임)", released: "SecureField(\"…\", text: $닉네임)"),
        ])
      let ko = mistakes[0].text(in: .ko)
      #expect(ko.contains("`TextField($닉네임)`은(는) 2019년 SwiftUI 베타의 형태입니다"), "\(ko)")
      #expect(ko.contains("지금은 `TextField(\"…\", text: $닉네임)`처럼 씁니다"), "\(ko)")
    }

    /// The betas' `Length` is `CGFloat` since release (an alignment guide's value).
    @Test func theBetasLengthIsNowCGFloat() {
      #expect(EarlyBetaNames.releasedName(of: "Length") == "CGFloat")
    }

    /// A field given its title is SwiftUI's released form: no mistake.
    @Test func aFieldWithItsTitleIsNoBetaForm() {
      #expect(OwnMistake.found(in: #"TextField("Name", text: $name)"#, declared: []).isEmpty)
    }

    @Test func aSliderWithFromThroughByTakesARangeAndAStep() {
      let code = "Slider(value: $音量, from: 0, through: 10, by: 2)"
      let mistakes = OwnMistake.found(in: code, declared: [])
      #expect(
        mistakes == [
          .earlyBetaCall(
            written: "Slider(value:from:through:by:)",
            released: "Slider(value: $音量, in: 0...10, step: 2)")
        ])
      let zh = mistakes[0].text(in: .zh)
      #expect(zh.contains("是 2019 年 SwiftUI 测试版的写法"), "\(zh)")
      #expect(zh.contains("现在写成 `Slider(value: $音量, in: 0...10, step: 2)`"), "\(zh)")
    }

    @Test func anActionSheetButtonsTriggerIsNowItsAction() {
      let code = """
        ActionSheet(title: Text("Share"), buttons: [
          .destructive(Text("Delete"), onTrigger: { remove() })
        ])
        """
      let mistakes = OwnMistake.found(in: code, declared: [])
      #expect(
        mistakes == [
          .earlyBetaCall(written: ".destructive(_:onTrigger:)", released: ".destructive(_:action:)")
        ])
      #expect(mistakes[0].accountedNames == [".destructive(onTrigger:)"])
      let en = mistakes[0].text(in: .en)
      #expect(
        en
          == "`.destructive(_:onTrigger:)` is the form of SwiftUI's 2019 betas, changed before release: it is now `.destructive(_:action:)`"
      )
    }

    @Test func aSegmentedControlIsNowASegmentedPicker() {
      let code = """
        SegmentedControl(selection: $tab) {
          Text("One").tag(0)
        }
        """
      #expect(
        OwnMistake.found(in: code, declared: []) == [
          .earlyBetaCall(
            written: "SegmentedControl(selection:)",
            released: "Picker(\"…\", selection: $tab) { … }.pickerStyle(.segmented)")
        ])
    }

    /// A type of the page's own named like a beta one is the page's.
    @Test func thePagesOwnTypeIsNoBetaForm() {
      #expect(
        OwnMistake.found(in: "Slider(value: $v, from: 0, through: 1)", declared: ["Slider"]).isEmpty
      )
    }

    /// The beta's one `.presentation` modifier became `.alert` for an alert, `.sheet` otherwise.
    @Test func aPresentationShowingAnAlertIsNowTheAlertModifier() {
      let alert = """
        List { Text("行") }
          .presentation($showsError) { () -> Alert in
            Alert(title: Text("出错了"))
          }
        """
      #expect(
        EarlyBetaNames.releasedName(of: "List<Never, Text>.presentation", in: alert)
          == "alert(isPresented:content:)")
      let modal = """
        Text("Open")
          .presentation(showsEditor ? Modal(EditorView()) : nil)
        """
      #expect(
        EarlyBetaNames.releasedName(of: ".presentation", in: modal)
          == "sheet(isPresented:onDismiss:content:)")
      #expect(
        EarlyBetaNames.releasedName(of: "PresentationButton")
          == "sheet(isPresented:onDismiss:content:)")
    }
  }
}
