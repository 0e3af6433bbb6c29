import Testing

@testable import DocBuildKit

/// A custom modifier's `func body(content:)` shown apart: `Content` is what `ViewModifier` gives
/// its conformers, and the method is the modifier's, not the view's whose `var body` is nearer.
@Suite struct ModifierBodyApartTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    struct Glow: ViewModifier {
        func body(content: Content) -> some View {
            content
        }
    }
    ```

    ```swift
    struct GlowDemo: View {
        var body: some View {
            Text("Hi").modifier(Glow())
        }
    }
    ```

    ```swift
    struct Glow: ViewModifier {
        @State var radius: CGFloat = 2

        //...
    }
    ```

    ```swift
    func body(content: Content) -> some View {
        content.shadow(radius: self.radius)
    }
    ```

    """
  }

  static let contentOnly = """
    # Outline

    ```swift
    func body(content: Content) -> some View {
        content.overlay(Color.clear)
    }
    ```

    """

  @Test(arguments: [
    ("ko/glow.md", "빛", "body은(는) 3행의 Glow에 속하므로", "ViewModifier을(를) 따르는 타입 안의 코드입니다"),
    ("zh/glow.md", "光晕", "body 属于第 3 行的 Glow", "这是遵循 ViewModifier 的类型内部的代码"),
    (
      "en/glow.md", "Glow", "body belongs to Glow (line 3)",
      "code from inside a type conforming to ViewModifier"
    ),
  ])
  func theMethodIsTheModifiers(path: String, title: String, owner: String, conformer: String)
    throws
  {
    let (_, _, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(page.contains(owner), "\(page)")
    #expect(!page.contains("GlowDemo (line 11)") && !page.contains("11행의 GlowDemo"))
    let (_, _, outline) = try SiteFixture.buildNote(path, Self.contentOnly)
    #expect(outline.contains(conformer), "\(outline)")
    #expect(!outline.contains("never declares") && !outline.contains("선언하지 않은"))
  }
}
