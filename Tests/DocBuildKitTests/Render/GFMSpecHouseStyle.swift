import Foundation

/// docbuild's own markup around what cmark-gfm writes, taken off its HTML before a spec example
/// is compared. Each step is a deliberate difference that holds for every example, so it is
/// stated once here rather than example by example in `GFMSpecDifferences`.
enum GFMSpecHouseStyle {
  static func undo(_ html: String) -> String {
    var html = html
    // Headings carry the id the table of contents and `#` links point to.
    html = replacing(#"<h([1-6]) id="[^"]*">"#, in: html, with: "<h$1>")
    // A code block is `<pre class="code language-x"><code>`: the stylesheet styles the `pre`.
    html = replacing(
      #"<pre class="code language-([^"]*)"><code>"#, in: html,
      with: #"<pre><code class="language-$1">"#)
    html = replacing(#"<pre class="code"><code>"#, in: html, with: "<pre><code>")
    // Tables scroll inside a wrapper, and cells and rows leave out their optional end tags.
    html = replacing(#"<div class="table-wrapper">(<table[^>]*>)"#, in: html, with: "$1")
    html = html.replacingOccurrences(of: "</table></div>", with: "</table>")
    html = closingTableRows(html)
    // Images load lazily; links to other sites get `rel="noopener"`.
    html = html.replacingOccurrences(of: " loading=\"lazy\"", with: "")
    html = html.replacingOccurrences(of: " rel=\"noopener\"", with: "")
    // Task lists carry the classes the stylesheet draws them with.
    html = html.replacingOccurrences(of: " class=\"contains-task-list\"", with: "")
    html = html.replacingOccurrences(of: "<li class=\"task-list-item\">", with: "<li>")
    return html
  }

  /// `<tr><td>a<td>b` lines written out as `<tr><td>a</td><td>b</td></tr>`.
  private static func closingTableRows(_ html: String) -> String {
    var lines: [String] = []
    for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("<tr><t") else {
        lines.append(String(line))
        continue
      }
      let cell = line.hasPrefix("<tr><th") ? "th" : "td"
      let cells = String(line.dropFirst(4)).components(separatedBy: "<\(cell)").dropFirst()
      lines.append(
        "<tr>" + cells.map { "<\(cell)\($0)</\(cell)>" }.joined() + "</tr>")
    }
    return lines.joined(separator: "\n")
  }

  private static func replacing(_ pattern: String, in text: String, with template: String)
    -> String
  {
    let expression = try! NSRegularExpression(pattern: pattern)
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
  }
}
