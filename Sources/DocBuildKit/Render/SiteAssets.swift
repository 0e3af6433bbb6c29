/// The site's fixed files under `assets/`: the stylesheet, the scripts and the icon, from the
/// package's `Assets/` folder (embedded in the binary at build time), the stylesheet and scripts
/// compacted.
public enum SiteAssets {
  public static let siteScriptPath = "assets/site.js"
  public static let themeScriptPath = "assets/theme.js"
  public static let faviconPath = "assets/favicon.svg"

  /// Every fixed file: (path in the site, text).
  public static var files: [(path: String, text: String)] {
    [
      (Stylesheet.path, AssetCompaction.css(Stylesheet.css)),
      (siteScriptPath, AssetCompaction.javascript(EmbeddedAssets.siteJs)),
      (themeScriptPath, AssetCompaction.javascript(EmbeddedAssets.themeJs)),
      (faviconPath, EmbeddedAssets.faviconSvg),
      (SearchPage.scriptPath, AssetCompaction.javascript(SearchPage.script)),
    ]
  }
}
