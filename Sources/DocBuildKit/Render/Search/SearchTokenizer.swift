import Foundation

/// Splits text into search terms. Hangul, Han and kana have no word boundaries, so their runs
/// become overlapping character bigrams (a lone character stays one term): a query's bigrams are
/// then found inside any longer word, which is how `바인딩` finds `바인딩은` without a list of
/// particles. Other letters and digits form words, lower-cased one character at a time.
/// `SearchScript.tokenizer` is the same function in JavaScript; the two must agree.
public enum SearchTokenizer {
  enum Script: Equatable {
    case hangul, han, kana, word, separator
  }

  /// Every term of `text` in reading order, repeats included (they count as frequency).
  public static func terms(_ text: some StringProtocol) -> [String] {
    var terms: [String] = []
    var run: [Unicode.Scalar] = []
    var runScript = Script.separator
    func flush() {
      switch runScript {
      case .separator: break
      case .word:
        var word = ""
        for scalar in run {
          // ASCII is lowered in place; other letters one at a time, as the JavaScript does.
          if scalar.isASCII {
            word.unicodeScalars.append(
              "A"..."Z" ~= scalar ? Unicode.Scalar(scalar.value + 32)! : scalar)
          } else {
            word += String(scalar).lowercased()
          }
        }
        terms.append(word)
      case .hangul, .han, .kana:
        if run.count == 1 { terms.append(String(run[0])) }
        for index in run.indices.dropLast() {
          terms.append(String(run[index]) + String(run[index + 1]))
        }
      }
      run.removeAll(keepingCapacity: true)
    }
    // Korean typed on one system and stored on another may be decomposed into jamo; ASCII text
    // is already in normal form.
    let normal =
      text.utf8.allSatisfy { $0 < 0x80 } ? String(text) : text.precomposedStringWithCanonicalMapping
    for scalar in normal.unicodeScalars {
      let script = script(of: scalar)
      if script != runScript {
        flush()
        runScript = script
      }
      if script != .separator { run.append(scalar) }
    }
    flush()
    return terms
  }

  static func script(of scalar: Unicode.Scalar) -> Script {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      return .hangul
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F, 0x30000...0x3134F:
      return .han
    case 0x3040...0x30FF:
      return .kana
    default:
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber:
        return .word
      default:
        return .separator
      }
    }
  }
}
