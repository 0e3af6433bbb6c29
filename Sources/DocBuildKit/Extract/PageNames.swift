/// The names a page's Swift blocks declare for other blocks to read, and the values a block reads
/// that none of them declares: code of a bigger project the note never shows.
enum PageNames {
  /// Every name the blocks declare but the locals of their functions and closures (`locals`,
  /// `LocalDeclarations.names(in:)` of the blocks: no other block can read those), each with the
  /// fence line of the first block declaring it.
  static func declarationLines(in blocks: [(code: String, line: Int)], locals: Set<String>)
    -> [String: Int]
  {
    DeclaredWords.lines(in: blocks).filter { !locals.contains($0.key) }
  }

  /// The names of `read` that the page does not declare (`declared`) and that are no platform
  /// name (SwiftUI, Combine, Observation, Foundation, Core Graphics, Swift) nor another
  /// framework's, in their order.
  /// `_count` is declared with `count`: the storage Swift synthesizes for `@State var count`.
  static func unshown(_ read: [String], declared: Set<String>) -> [String] {
    read.filter { name in
      !declared.contains(name) && !isWrapperStorage(name, declared: declared)
        && PlatformAPI.shared.module(of: name) == nil && !StandardTypeNames.all.contains(name)
        && PlatformAPI.shared.standardModule(of: name) == nil
        // Another framework's constant (`kCLLocationAccuracyBest`) is that framework's.
        && ForeignFrameworks.module(of: name) == nil
    }
  }

  static func isWrapperStorage(_ name: String, declared: Set<String>) -> Bool {
    wrappedProperty(of: name).map(declared.contains) ?? false
  }

  /// `count` of `_count`: the property whose storage the name may be.
  static func wrappedProperty(of name: String) -> String? {
    name.hasPrefix("_") && name.count > 1 && !name.dropFirst().hasPrefix("_")
      ? String(name.dropFirst()) : nil
  }
}
