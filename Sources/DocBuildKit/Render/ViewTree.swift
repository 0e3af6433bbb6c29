/// The custom views of a run as a tree, from the identity paths of the bodies that ran
/// (`Board/VStack/Row` is a `Row` inside `Board`): drawn under each step with the views whose
/// bodies ran in that step highlighted, as notes draw it by hand.
struct ViewTree {
  private struct Node {
    var path: String
    var children: [Int] = []
  }

  private var nodes: [Node] = []
  private var roots: [Int] = []

  /// Every path once, in the order first seen; a path's parent is the longest other path it
  /// continues.
  init(_ paths: [String]) {
    var seen: Set<String> = []
    for path in paths where seen.insert(path).inserted {
      nodes.append(Node(path: path))
    }
    for index in nodes.indices {
      let path = nodes[index].path
      let parent = nodes.indices.filter {
        $0 != index && path.hasPrefix(nodes[$0].path + "/")
      }.max { nodes[$0].path.count < nodes[$1].path.count }
      if let parent { nodes[parent].children.append(index) } else { roots.append(index) }
    }
  }

  /// The tree as nested lists; nothing when it has a single view (the list says it all).
  func html(ran: Set<String>) -> String {
    guard nodes.count > 1 else { return "" }
    return "<ul class=\"view-tree\">" + roots.map { item($0, ran: ran) }.joined() + "</ul>"
  }

  private func item(_ index: Int, ran: Set<String>) -> String {
    let node = nodes[index]
    let name = node.path.split(separator: "/").last.map(String.init) ?? node.path
    var html = "<li><span class=\"view-node\(ran.contains(node.path) ? " ran" : "")\">"
    html += HTMLEscaping.text(name) + "</span>"
    if !node.children.isEmpty {
      html += "<ul>" + node.children.map { item($0, ran: ran) }.joined() + "</ul>"
    }
    return html + "</li>"
  }
}
