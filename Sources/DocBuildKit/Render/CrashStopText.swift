/// A crash as its page says it: where in the note, and the runtime's trap in the page's
/// language, its own English words kept only as a quoted detail.
extension CrashStop {
  func text(in language: Language) -> String {
    guard language.pick("ko", "zh", "en") != "en" else { return message }
    let crashed =
      line.map {
        language.pick("예제가 \($0)행에서 비정상 종료했습니다", "示例在第 \($0) 行崩溃了", "")
      } ?? language.pick("예제가 비정상 종료했습니다", "示例崩溃了", "")
    let colon = language.pick(": ", "：", "")
    guard let trap else {
      return crashed + colon + language.pick("\"\(text)\"", "“\(text)”", "")
    }
    return crashed + colon + trap.text(in: language)
      + language.pick(" (\"\(text)\")", "（“\(text)”）", "")
  }
}

extension CrashStop.Trap {
  /// Said in Korean or Chinese (English pages keep the runtime's words).
  func text(in language: Language) -> String {
    switch self {
    case .nilUnwrapped:
      language.pick(
        "옵셔널 값을 강제로 풀었는데(`!`) 값이 nil이었습니다", "强制解包（`!`）的可选值是 nil", "")
    case .indexOutOfRange:
      language.pick("컬렉션의 범위를 벗어난 인덱스에 접근했습니다", "访问的下标超出了集合的范围", "")
    case .castFailed:
      language.pick(
        "강제 형변환(`as!`)이 실패했습니다: 값이 그 타입이 아닙니다", "强制类型转换（`as!`）失败：值不是那个类型", "")
    case .divisionByZero:
      language.pick("정수를 0으로 나누었습니다", "整数除以了零", "")
    case .invalidRange:
      language.pick("범위의 아래 경계가 위 경계보다 큽니다", "区间的下界大于上界", "")
    }
  }
}
