/// Names listed in a reason, each in back quotes as code: ", " between them for ko and en, and
/// the enumeration comma "、" for zh.
extension Sequence<String> {
  /// "`Store`, `Item`": the list as ko and en reasons write it.
  var codeList: String { map { "`\($0)`" }.joined(separator: ", ") }

  /// "`Store`、`Item`": the list as zh reasons write it.
  var zhCodeList: String { map { "`\($0)`" }.joined(separator: "、") }
}
