/// One thing a control's label shows: a text, or an image by its symbol's name.
package enum LabelPart: Equatable {
  case text(String)
  case symbol(String)

  package var isSymbol: Bool {
    if case .symbol = self { true } else { false }
  }

  /// The part in the control's name: a text as it reads, an image by its symbol.
  package var name: String {
    switch self {
    case .text(let text), .symbol(let text): text
    }
  }
}
