/// Every module a block imports that docbuild cannot compile it with, not only the first one
/// swiftc stops at: a test imports its matchers, its view-inspection library and the app under
/// test together, and its reader needs all of them named.
struct MissingModules: Hashable, Sendable {
  /// The modules docbuild lacks, in the order the block imports them.
  var modules: [String]
  /// Those imported with `@testable`: the app the block tests, not a library.
  var underTest: [String]
  /// The block imports XCTest: it is a test, which docbuild has nothing to run as.
  var isTest: Bool

  /// The modules `code` imports that docbuild lacks, `reported` (the one swiftc named) among them.
  init(in code: String, reported: String) {
    var modules: [String] = []
    var underTest: [String] = []
    var isTest = false
    for match in CodeWithoutComments.of(code).matches(of: Self.importLine) {
      let module = String(match.module)
      isTest = isTest || module == "XCTest"
      guard module == reported || !ExampleModules.all.contains(module), !modules.contains(module)
      else { continue }
      modules.append(module)
      if match.testable != nil { underTest.append(module) }
    }
    if !modules.contains(reported) { modules.insert(reported, at: 0) }
    self.modules = modules
    self.underTest = underTest
    self.isTest = isTest
  }

  /// The modules `code` imports, in the order it imports them.
  static func imported(in code: String) -> [String] {
    var modules: [String] = []
    for match in CodeWithoutComments.of(code).matches(of: importLine) {
      let module = String(match.module)
      if !modules.contains(module) { modules.append(module) }
    }
    return modules
  }

  /// `@testable import App`, `import struct Foo.Bar`: the module's name.
  private static var importLine: Regex<(Substring, testable: Substring?, module: Substring)> {
    #/(?m)^[ \t]*(?<testable>@testable[ \t]+)?(?:@\w+[ \t]+)*import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(?<module>[A-Za-z_]\w*)/#
  }
}
