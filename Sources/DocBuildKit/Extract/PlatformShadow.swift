/// A type a note declares under a platform name, usually to explain it (`struct State<Value> {
/// var wrappedValue: Value }`): complete programs elsewhere on the page mean the platform's.
extension Declaration {
  /// Whether the declaration is a type named like one of SwiftUI's, Combine's, Observation's,
  /// UIKit's or AppKit's.
  var shadowsPlatform: Bool {
    isType && extendedType == nil
      && names.contains { PlatformAPI.shared.module(of: $0) != nil }
  }

  /// The members that tell a use of this declaration from a use of the platform's type: its
  /// members, less `body` and the names the platform's own API uses.
  var ownMembers: Set<String> {
    memberNames.filter { $0 != "body" && PlatformAPI.shared.member(named: $0) == nil }
  }
}
