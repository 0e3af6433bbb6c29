/// The width of text in columns as a monospace terminal or a diagram box counts it:
/// Chinese, Japanese and Korean characters (and full-width forms) take two columns.
enum TextWidth {
  static func columns(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
      if scalar.properties.generalCategory == .nonspacingMark { return width }
      return width + (isWide(scalar) ? 2 : 1)
    }
  }

  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F,  // Hangul Jamo
      0x2E80...0x303E, 0x3041...0x33FF,  // CJK radicals, punctuation, kana, compatibility
      0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
      0xA000...0xA4CF,  // Yi
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
      0x1F300...0x1F64F, 0x1F900...0x1F9FF,  // emoji
      0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}
