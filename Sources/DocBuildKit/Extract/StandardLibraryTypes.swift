/// Types of Swift's standard library and Foundation that notes explain with a pseudo-definition
/// (`protocol Equatable { static func == (lhs: Self, rhs: Self) -> Bool }`). A page's
/// illustration under one of these names must not hide the real one from its other blocks:
/// conformances the compiler synthesises (`struct User: Equatable`) only exist for the real one.
enum StandardLibraryTypes {
  static let names: Set<String> = [
    // Swift's protocols
    "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
    "Sequence", "IteratorProtocol", "Collection", "BidirectionalCollection",
    "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "Error",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
    "Sendable", "AnyObject", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
    "ExpressibleByArrayLiteral", "AsyncSequence", "AsyncIteratorProtocol", "Actor", "Numeric",
    "AdditiveArithmetic", "Strideable", "OptionSet", "SetAlgebra",
    // Swift's types
    "Optional", "Result", "Array", "Dictionary", "Set", "String", "Int", "Double", "Bool",
    "Character", "Substring", "Range", "ClosedRange", "Task", "AsyncStream", "Never",
    // Foundation's
    "Data", "Date", "URL", "UUID", "Decimal", "Locale", "Calendar", "TimeZone", "DateFormatter",
    "NumberFormatter", "JSONEncoder", "JSONDecoder", "NotificationCenter", "Notification",
    "UserDefaults", "Timer", "Bundle", "FileManager", "IndexSet", "IndexPath", "NSObject",
  ]
}
