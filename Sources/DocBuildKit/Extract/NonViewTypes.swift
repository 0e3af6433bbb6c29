/// Capitalised names whose call at the top of a block is not a view being built, so the call is a
/// statement: work a type starts (`Task { await … }`), or a value of the standard library or
/// Foundation (`String(text.characters)`, `AttributedString(localized: …)`), which notes about
/// text and formatting show alone to say what it evaluates to; or a SwiftUI value that is no view
/// (`Alert(title: Text("Saved"))`, the content an `.alert` modifier takes; `GridItem(.flexible())`,
/// a column a grid takes), shown alone to say how it is written.
enum NonViewTypes {
  static let names: Set<String> = [
    "Task",
    // The standard library.
    "Array", "Bool", "Character", "ClosedRange", "Dictionary", "Double", "Float", "Int", "Range",
    "Set", "String", "Substring",
    // Foundation.
    "AttributedString", "Calendar", "Data", "Date", "DateComponents", "DateFormatter", "Decimal",
    "JSONDecoder", "JSONEncoder", "Locale", "Measurement", "NSAttributedString", "NSPredicate",
    "NSSortDescriptor", "NSString", "NumberFormatter", "TimeZone", "URL", "URLComponents",
    "URLRequest", "UUID",
    // SwiftUI values that are not views.
    "ActionSheet", "Alert", "GridItem",
  ]
}
