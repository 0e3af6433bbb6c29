/// Types of Swift's standard library, Foundation, Core Graphics, Dispatch and PlaygroundSupport
/// that notes about SwiftUI name: the compiler has them, so a block naming one does not lack it.
/// Only used to decide that a type a block names is one the note never shows, which must never
/// be said of these.
enum StandardTypeNames {
  static let all: Set<String> = [
    // Swift
    "Any", "AnyObject", "AnyHashable", "Array", "Bool", "Character", "ClosedRange", "Codable",
    "Collection", "Comparable", "CustomStringConvertible", "Decodable", "Dictionary", "Double",
    "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8",
    "Int16", "Int32", "Int64", "UInt16", "UInt32", "Never", "Optional", "Range",
    "RandomAccessCollection", "Result",
    "Sendable", "Sequence", "Set", "String", "StringProtocol", "Substring", "UInt", "UInt8",
    "UInt64", "Void", "Actor", "MainActor", "Task", "AsyncStream", "AsyncSequence",
    "CaseIterable", "RawRepresentable", "Self", "Type", "KeyPath", "WritableKeyPath",
    "ReferenceWritableKeyPath", "Duration", "ContinuousClock", "CheckedContinuation", "Mirror",
    "Hasher", "Numeric", "BinaryInteger", "FloatingPoint", "StaticString", "Unicode",
    // Foundation
    "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateFormatter",
    "DateInterval",
    "Decimal", "FileManager", "IndexPath", "IndexSet", "ISO8601DateFormatter", "JSONDecoder",
    "JSONEncoder", "Locale", "LocalizedError", "Measurement", "Notification",
    "NotificationCenter", "NSObject", "NSString", "NumberFormatter", "ObjectIdentifier",
    "OperationQueue", "ProcessInfo", "PropertyListDecoder", "PropertyListEncoder", "Timer",
    "TimeInterval", "TimeZone", "URL", "URLComponents", "URLError", "URLRequest", "URLSession",
    "UserDefaults", "UUID", "AttributedString", "Formatter", "NSSortDescriptor", "NSPredicate",
    "NSAttributedString", "NSNumber", "NSError", "RunLoop", "Thread", "HTTPURLResponse",
    "URLResponse", "JSONSerialization", "Scanner", "NSRange", "NSValue", "NSCoder",
    // SwiftUI's, missing from the platform list
    "FetchedResults", "SectionedFetchResults",
    // Core Graphics
    "CGAffineTransform", "CGFloat", "CGPoint", "CGRect", "CGSize", "CGVector",
    // Dispatch
    "DispatchQueue", "DispatchTime", "DispatchWorkItem", "DispatchGroup",
    // PlaygroundSupport, which docbuild's playground page module declares
    "PlaygroundPage",
  ]

  /// Modules a type is qualified with (`SwiftUI.Text`, `Swift.Int`).
  static let modules: Set<String> = [
    "Swift", "SwiftUI", "Foundation", "Combine", "Observation", "CoreFoundation", "CoreGraphics",
    "Dispatch", "_Concurrency", "UIKit", "AppKit",
  ]
}
