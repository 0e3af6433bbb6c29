extension Array where Element == Block {
  /// The code blocks of these blocks and of the quotes, lists and callouts they hold, in order.
  var nestedCodeBlocks: [CodeBlock] {
    flatMap { block -> [CodeBlock] in
      switch block {
      case .codeBlock(let code): [code]
      case .blockQuote(let quote): quote.children.nestedCodeBlocks
      case .list(let list): list.items.flatMap(\.children.nestedCodeBlocks)
      case .callout(let callout): callout.children.nestedCodeBlocks
      default: []
      }
    }
  }
}
