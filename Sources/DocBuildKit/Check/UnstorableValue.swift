/// `@SceneStorage("offset") var offset: CGFloat = 0`: a storage wrapper given a type it cannot
/// store, in SwiftUI too (it stores `Bool`, `Int`, `Double`, `String`, `URL`, `Data` and
/// enumerations with such raw values). swiftc says only "no exact matches in call to initializer".
enum UnstorableValue {
  /// The cause, when `error` is about such a property on its line of the compiled file (`lines`):
  /// the wrapper and the type it refuses. A type of the note's own may be such an enumeration,
  /// so only standard and platform types are named.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard error.text.hasPrefix("no exact matches in call to initializer"),
      lines.indices.contains(error.line - 1),
      let match = lines[error.line - 1].firstMatch(
        of: #/@(SceneStorage|AppStorage)\s*\([^)]*\)[^:=]*:\s*([A-Za-z_][A-Za-z0-9_.]*)\??/#)
    else { return nil }
    let type = String(match.2)
    guard !storable.contains(type),
      StandardTypeNames.all.contains(type) || PlatformAPI.shared.module(of: type) != nil
    else { return nil }
    return .unstorableValue(wrapper: String(match.1), type: type)
  }

  /// What SwiftUI's storage wrappers store (Apple's documentation of `AppStorage`, iOS 18).
  static let storable: Set<String> = [
    "Bool", "Int", "Double", "String", "URL", "Data", "Date",
  ]
}
