import Foundation

/// Public names of SwiftUI, Combine, Observation, UIKit and AppKit (`Assets/platform-api.txt`),
/// and the top-level names of Swift's standard library and Foundation,
/// to give a block that does not compile its true reason: a name of SwiftUI's that the engine
/// lacks, a UIKit name (a module we do not have), or a name the note never declares. Extraction
/// reads it too, to tell a note's illustration of a platform type from its own types.
struct PlatformAPI: Sendable {
  /// Type or function name → its module.
  private var symbols: [String: String] = [:]
  /// Member base name (`alert`) → its first spelling in the list (`.alert(_:isPresented:actions:)`).
  private var members: [String: String] = [:]
  /// Member base names SwiftUI declares (`padding`): called on a value, they modify a view.
  private var swiftUIMembers: Set<String> = []
  private var combineMembers: Set<String> = []
  /// Member base names SwiftData declares (`modelContainer`): the engine's stand-in may lack one.
  private var swiftDataMembers: Set<String> = []
  /// Member base name → every spelling the list has (`.sheet(isPresented:…)`, `.sheet(item:…)`).
  private var spellings: [String: [String]] = [:]
  /// Type → the labels of each initializer the list has (`Color` → `hue`, `saturation`, …).
  private var initializers: [String: [[String]]] = [:]
  /// Types the list spells with their generic parameters (`Tab<Value, Content, Label>`).
  private var genericTypes: Set<String> = []
  /// Name (`SliderTick`, `.verticalPage`) → the platform the list says it is for, when that is an
  /// iOS newer than the engine follows (`iOS 26`) or another platform only (`watchOS 10`).
  private var platforms: [String: String] = [:]
  /// A member's spelling → its platform, when other spellings of that member are the engine's
  /// iOS (`.focusable(_:onFocusChange:)`, of macOS, tvOS and watchOS, beside iOS 17's
  /// `.focusable(_:)`): the platform is that spelling's alone.
  private var spellingPlatforms: [String: String] = [:]
  /// Top-level name → `Swift` or `Foundation`: the standard library's and Foundation's public
  /// names (`ManagedBuffer`, `NSLocalizedString`), which every program has. Kept apart from
  /// `symbols`: the engine never lacks them.
  private var standard: [String: String] = [:]

  /// The engine's top-level public types (`Assets/engine-types.txt`).
  private var engineTypes: Set<String> = []

  /// The lists are embedded in the binary (`Assets/platform-api.txt`,
  /// `Assets/engine-types.txt`), so an installed docbuild needs no resource bundle beside it.
  static let shared = PlatformAPI(
    list: EmbeddedAssets.platformApiTxt, engineTypes: EmbeddedAssets.engineTypesTxt)

  /// Reads the platform list (below) and the engine's types, one a line.
  init(list: String, engineTypes: String) {
    self.init(list: list)
    self.engineTypes = Set(
      engineTypes.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
  }

  /// Whether the engine declares a top-level type of this name (`VectorArithmetic`): a platform
  /// type it lacks (`Subview`) fails to compile whatever the note means by it.
  func engineDeclares(_ type: String) -> Bool { engineTypes.contains(type) }

  /// Reads the list: `[Module]` headers, then one name a line; `#` starts a comment.
  init(list: String) {
    var module = ""
    for written in list.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !written.isEmpty && !written.hasPrefix("#") {
      // `SliderTick @ iOS 26`: the name, then the platform it is for.
      let parts = written.components(separatedBy: " @ ")
      let line = parts[0]
      if parts.count == 2 {
        platforms[String(line.prefix { $0 != "(" })] = parts[1]
        if line.hasPrefix(".") { spellingPlatforms[line] = parts[1] }
      }
      if line.hasPrefix("[") && line.hasSuffix("]") {
        module = String(line.dropFirst().dropLast())
      } else if Self.standardModules.contains(module) {
        standard[String(line.prefix { $0 != "(" })] = module
      } else if line.hasPrefix(".") {
        let base = String(line.dropFirst().prefix { $0 != "(" })
        if members[base] == nil { members[base] = line }
        if module == "SwiftUI" { swiftUIMembers.insert(base) }
        if module == "Combine" { combineMembers.insert(base) }
        if module == "SwiftData" { swiftDataMembers.insert(base) }
        spellings[base, default: []].append(line)
      } else if let open = line.firstIndex(of: "<") {
        genericTypes.insert(String(line[..<open]))
      } else {
        let name = String(line.prefix { $0 != "(" })
        symbols[name] = module
        if name.first?.isUppercase == true, line.contains("(") {
          initializers[name, default: []].append(Self.labels(of: line))
        }
      }
    }
    for (base, written) in spellings
    where written.contains(where: { spellingPlatforms[$0] == nil }) {
      platforms["." + base] = nil
    }
    spellingPlatforms = spellingPlatforms.filter { spelling, _ in
      platforms[String(spelling.prefix { $0 != "(" })] == nil
    }
  }

  /// The module of Swift's standard library or Foundation (`Swift`, `Foundation`) that declares
  /// a top-level name, if one does: a name a note uses without declaring it, never undeclared.
  func standardModule(of name: String) -> String? { standard[name] }

  /// Whether a top-level name is the platform's or the standard library's (`ViewThatFits`,
  /// `ManagedBuffer`): a declaration of it quoted in an API listing is theirs, not a page's.
  func isPlatformName(_ name: String) -> Bool { symbols[name] != nil || standard[name] != nil }

  /// Every type and function name the list has.
  var typeNames: Set<String> { Set(symbols.keys) }

  /// The module declaring a type or function name, if the list has it.
  func module(of name: String) -> String? { symbols[name] }

  /// The platform a type or member (`.verticalPage`) is for when the engine cannot follow it: an
  /// iOS newer than the engine's (`iOS 26`) or another platform only (`watchOS 10`); nil for the
  /// rest, and for names the list does not have. `name` may carry labels (`SliderTick(_:)`).
  func platform(of name: String) -> String? {
    spellingPlatforms[name] ?? platforms[String(name.prefix { $0 != "(" })]
  }

  /// The spelling of the member `base` that only another platform or a newer iOS declares and
  /// that a call with these labels, and more arguments or a trailing closure, would call
  /// (`.focusable(_:onFocusChange:)` for `.focusable(true) { … }`).
  func platformSpelling(of base: String, extending labels: [String]) -> String? {
    spellings[base, default: []].first { spelling in
      spellingPlatforms[spelling] != nil && Self.labels(of: spelling).starts(with: labels)
    }
  }

  /// The names of `code` (`SliderTick`, `.verticalPage`) that are API of a newer iOS or another
  /// platform (`platform(of:)`), in the order of the code.
  func beyondEngine(in code: String) -> [String] {
    var found: [String] = []
    for match in code.matches(of: #/(\.?)([\p{L}_][\p{L}\p{N}_]*)/#) {
      let name = String(match.1) + match.2
      if platforms[name] != nil, !found.contains(name) { found.append(name) }
    }
    return found
  }

  /// Whether the platform's type of this name is generic: written as a type without generic
  /// arguments (`func show(_ tab: Tab)`), the name means a page's own type, not the platform's.
  func isGeneric(_ type: String) -> Bool { genericTypes.contains(type) }

  /// Every member base name the list has (`padding`, `yellow`).
  var memberNames: Dictionary<String, String>.Keys { members.keys }

  /// The full spelling of a member with this base name, if the list has one.
  func member(named base: String) -> String? { members[base] }

  /// The spelling of the member `base` a call with these labels (`_` unlabelled) calls
  /// (`.scrollPosition(id:anchor:)` for `id:`), else its first spelling.
  func member(named base: String, calledWith labels: [String]) -> String? {
    spellings[base, default: []].first { Self.labels(of: $0).starts(with: labels) }
      ?? members[base]
  }

  /// Whether SwiftUI declares a member with this base name (`padding`, `onAppear`).
  func isSwiftUIMember(_ base: String) -> Bool { swiftUIMembers.contains(base) }

  /// Whether Combine declares a member with this base name (`map`, `debounce`, `sink`).
  func isCombineMember(_ base: String) -> Bool { combineMembers.contains(base) }

  /// Whether a type or member (`HistoryDescriptor`, `.modelContainer(for:)`) is SwiftData's.
  func isSwiftData(_ name: String) -> Bool {
    guard name.hasPrefix(".") else { return symbols[name] == "SwiftData" }
    return swiftDataMembers.contains(String(name.dropFirst().prefix { $0 != "(" }))
  }

  /// Whether some spelling of the member `base` takes an argument labelled `label`.
  func member(named base: String, takes label: String) -> Bool {
    spellings[base, default: []].contains { $0.contains("(\(label):") || $0.contains(":\(label):") }
  }

  /// Whether some spelling of the member `base` takes a call with these labels (`_` unlabelled);
  /// trailing closures may leave out the last ones.
  func member(named base: String, acceptsLabels labels: [String]) -> Bool {
    spellings[base, default: []].contains { Self.labels(of: $0).starts(with: labels) }
  }

  /// The first initializer of `type` the list has that takes a call with these labels, spelt as
  /// Apple's documentation does (`Image(size:label:opaque:colorMode:renderer:)`); defaulted
  /// arguments and a trailing closure may leave out the last ones.
  func initializer(of type: String, acceptingLabels labels: [String]) -> String? {
    initializers[type, default: []].first { $0.starts(with: labels) }.map {
      CallLabels.spelling(type, labels: $0)
    }
  }

  /// The initializers the list has for `type`, spelt `ScrollView(_:content:)`.
  func initializerSpellings(of type: String) -> [String] {
    initializers[type, default: []].map { labels in
      "\(type)(" + labels.map { "\($0):" }.joined() + ")"
    }
  }

  /// Every argument label some initializer of `type` the list has takes.
  func initializerLabels(of type: String) -> Set<String> {
    Set(initializers[type, default: []].joined())
  }

  /// Every argument label some spelling of the member `base` takes (`sink`: `receiveValue`…).
  func memberLabels(of base: String) -> Set<String> {
    Set(spellings[base, default: []].flatMap(Self.labels(of:)))
  }

  private static func labels(of spelling: String) -> [String] {
    spelling.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }.split(separator: ":")
      .map(String.init)
  }

  /// The list's sections of names every Swift program on Apple's platforms has.
  static let standardModules: Set<String> = ["Swift", "Foundation"]

  /// Modules docbuild cannot give a program: their names mean the code is for another platform.
  static let foreignModules: Set<String> = ["UIKit", "AppKit"]

  /// The module docbuild does not have that a name comes from: UIKit or AppKit as listed, else
  /// another framework or package whose name it reads as (`NSFetchRequest`: Core Data).
  func foreignModule(of name: String) -> String? {
    if let module = symbols[name] { return Self.foreignModules.contains(module) ? module : nil }
    return ForeignFrameworks.module(of: name)
  }
}
