/// The site's stylesheet, written to `assets/style.css`: light and dark colours, a layout that
/// stacks on phones, CJK fonts and line breaking, callouts, highlighting, run results, previews
/// drawn as phone screens and diagrams. The text is `Assets/style.css` then `Assets/preview.css`,
/// embedded at build time.
public enum Stylesheet {
  public static let path = "assets/style.css"
  public static var css: String { EmbeddedAssets.styleCss + "\n" + EmbeddedAssets.previewCss }
}
