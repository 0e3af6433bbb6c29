/// A type a note declares under a platform name, usually to explain it (`struct State<Value> {
/// var wrappedValue: Value }`, `protocol Equatable { … }`): complete programs elsewhere on the
/// page mean the platform's.
extension Declaration {
  /// Whether the declaration is a type named like one of SwiftUI's, Combine's, Observation's,
  /// UIKit's or AppKit's, or like one of the standard library's or Foundation's.
  var shadowsPlatform: Bool {
    isType && extendedType == nil
      && names.contains {
        PlatformAPI.shared.module(of: $0) != nil || StandardLibraryTypes.names.contains($0)
      }
  }

  /// The members that tell a use of this declaration from a use of the platform's type: its
  /// members, less its private ones (no other code reads them), the names the language gives
  /// views and property wrappers (any wrapper has a `wrappedValue`) and the names the platform's
  /// own API uses. A protocol has none: a conformance (`var id: UUID` for `Identifiable`) meets
  /// the platform's protocol as well.
  var ownMembers: Set<String> {
    guard !isProtocol else { return [] }
    return memberNames.subtracting(privateMemberNames).filter {
      !Self.conventionalMembers.contains($0) && PlatformAPI.shared.member(named: $0) == nil
    }
  }

  private static let conventionalMembers: Set = ["body", "wrappedValue", "projectedValue"]
}
