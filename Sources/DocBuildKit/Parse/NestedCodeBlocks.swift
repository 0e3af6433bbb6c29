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

extension Block {
  /// This block with `transform` applied to the blocks a quote, a list's items or a callout
  /// holds; any other block as it is.
  func transformingChildren(_ transform: ([Block]) -> [Block]) -> Block {
    switch self {
    case .blockQuote(var quote):
      quote.children = transform(quote.children)
      return .blockQuote(quote)
    case .list(var list):
      for index in list.items.indices {
        list.items[index].children = transform(list.items[index].children)
      }
      return .list(list)
    case .callout(var callout):
      callout.children = transform(callout.children)
      return .callout(callout)
    default:
      return self
    }
  }
}
