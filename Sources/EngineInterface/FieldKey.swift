/// The one coding key of the interface's records, named by a string literal. A derived coding
/// writes a keys enum for each type, with its conformances and descriptions: a tenth of this
/// module's code in the engine's library, for keys that are only ever names.
struct FieldKey: CodingKey, ExpressibleByStringLiteral {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
  init(stringLiteral value: String) { stringValue = value }
}
