/// The languages of the site. A note's language comes from its folder or its front matter.
public enum Language: String, CaseIterable, Hashable, Sendable, Comparable {
  case ko, zh, en

  public static func < (lhs: Language, rhs: Language) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The language's own name, as the language switcher shows it.
  public var nativeName: String {
    switch self {
    case .ko: "한국어"
    case .zh: "中文"
    case .en: "English"
    }
  }

  /// The value of `<html lang>`.
  public var htmlTag: String {
    switch self {
    case .ko: "ko"
    case .zh: "zh-Hans"
    case .en: "en"
    }
  }
}
