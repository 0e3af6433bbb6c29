/// The types whose bodies declare each member name on a page (`quantity` of
/// `struct QuantitySelector { @Binding var quantity: Int … }`), with their blocks' fence lines:
/// members shown alone elsewhere on the page belong to one of them, and their reason names it.
/// (Words and braces, not a parse: blocks shown alone are often not whole.)
enum MemberOwners {
  struct Owner: Hashable, Sendable {
    var type: String
    var line: Int
    /// Declared as an enum's `case`: a value of the type, not a property its members store.
    var isCase = false
    /// Declared in a `class`: no `mutating` method is one of its members.
    var isClass = false
  }

  private static let typeWords: Set<Substring> = ["struct", "class", "enum", "actor", "extension"]
  private static let memberWords: Set<Substring> = ["var", "let", "func", "case"]

  /// Each member name with every type declaring it directly in its body, in page order.
  static func owners(in blocks: [(code: String, line: Int)]) -> [String: [Owner]] {
    scan(blocks).owners
  }

  /// The stored properties each struct must be given when it is made through its memberwise
  /// initializer (`let story: Story`, a `@Binding var`: no value, no body, not a wrapper that
  /// makes its own), in order; none for a struct that declares an `init` of its own.
  static func requiredProperties(in blocks: [(code: String, line: Int)]) -> [String: [String]] {
    let found = scan(blocks)
    return found.required.filter { !found.initialized.contains($0.key) }
  }

  /// The classes that give stored properties no value and declare no `init`, each with those
  /// properties: Swift gives such a class no initializer at all, so `Donut()` cannot make one.
  /// A page that declares a class several times (its model growing through the note) is read
  /// as the block at `line` sees it: its own version, else the nearest before it, else the first.
  static func classesWithoutInitializer(
    in blocks: [(code: String, line: Int)], seenFrom line: Int
  ) -> [String: [String]] {
    var versions: [String: [(line: Int, required: [String]?)]] = [:]
    // A block showing the class's `init` apart is a version that has one.
    for (line, type) in initializersShownApart(in: blocks) {
      versions[type, default: []].append((line, nil))
    }
    for block in blocks {
      let found = scan([block])
      for match in block.code.matches(of: #/\bclass\s+([\p{L}_][\p{L}\p{N}_]*)/#) {
        let type = String(match.1)
        let required = found.initialized.contains(type) ? nil : found.classRequired[type]
        versions[type, default: []].append((block.line, required))
      }
    }
    return versions.compactMapValues { versions in
      let copies = versions.sorted { $0.line < $1.line }
      let seen = copies.first { $0.line == line } ?? copies.last { $0.line < line } ?? copies[0]
      return seen.required
    }
  }

  /// The type each block showing an `init` outside any type belongs to (`init(showTabBar:)`
  /// beside `var showTabBar`, shown apart from `AppState`), by fence line: the type holding most
  /// of the members it declares or reaches through `self`.
  static func initializersShownApart(in blocks: [(code: String, line: Int)]) -> [Int: String] {
    let owners = scan(blocks).owners
    var found: [Int: String] = [:]
    for block in blocks {
      let own = scan([block])
      guard own.looseInit else { continue }
      let reached = block.code.matches(of: #/\bself\.([\p{L}_][\p{L}\p{N}_]*)/#).map {
        String($0.1)
      }
      let candidates = (own.loose + reached).firstOccurrences.map { name in
        holding((owners[name] ?? []).filter { $0.line != block.line })
      }
      found[block.line] = mostHolding(candidates)
    }
    return found
  }

  /// Of the types owning some of a block's names (each name's owners), the one owning most of
  /// them; of those, the first by name.
  static func mostHolding(_ ownersByName: [[Owner]]) -> String? {
    let types = Set(ownersByName.joined().map(\.type))
    let score = { (type: String) in ownersByName.filter { $0.contains { $0.type == type } }.count }
    return types.max { (score($0), $1) < (score($1), $0) }
  }

  private static let selfMadeWrappers = [
    "@State", "@StateObject", "@Environment", "@EnvironmentObject", "@AppStorage", "@FocusState",
    "@Namespace", "@FetchRequest", "@Query", "@SceneStorage", "@GestureState",
  ]

  private static func scan(_ blocks: [(code: String, line: Int)]) -> (
    owners: [String: [Owner]], required: [String: [String]], classRequired: [String: [String]],
    initialized: Set<String>, loose: [String], looseInit: Bool
  ) {
    var owners: [String: [Owner]] = [:]
    var required: [String: [String]] = [:]
    var classRequired: [String: [String]] = [:]
    var initialized: Set<String> = []
    // Members declared outside any type, and whether an `init` is among them.
    var loose: [String] = []
    var looseInit = false
    for (code, line) in blocks {
      // The open types, each with the brace depth of its body.
      var open: [(type: String, depth: Int, keyword: Substring)] = []
      var depth = 0
      var pendingType: String?
      var pendingKeyword: Substring = ""
      var previous: Substring = ""
      var word = ""
      // Whether a `.` came between the word before and this one.
      var afterDot = false
      func endWord() {
        guard !word.isEmpty else { return }
        let current = Substring(word)
        if typeWords.contains(previous) {
          pendingType = word
          pendingKeyword = previous
        } else if let type = pendingType, afterDot, type.hasSuffix(previous) {
          // `extension LocalizedStringKey.StringInterpolation`: a nested type's whole name.
          pendingType = type + "." + word
        } else if word == "init", let owner = open.last, owner.depth == depth {
          initialized.insert(owner.type)
        } else if word == "init", !afterDot, open.isEmpty, depth == 0 {
          looseInit = true
        } else if ["var", "let", "func"].contains(previous), open.isEmpty, depth == 0 {
          loose.append(word)
        } else if memberWords.contains(previous), let owner = open.last, owner.depth == depth {
          let found = Owner(
            type: owner.type, line: line, isCase: previous == "case",
            isClass: owner.keyword == "class")
          if owners[word]?.contains(found) != true { owners[word, default: []].append(found) }
          if ["struct", "class"].contains(owner.keyword), previous == "let" || previous == "var",
            isRequired(lineText)
          {
            if owner.keyword == "struct", required[owner.type]?.contains(word) != true {
              required[owner.type, default: []].append(word)
            } else if owner.keyword == "class", !(previous == "var" && isOptional(lineText)),
              classRequired[owner.type]?.contains(word) != true
            {
              classRequired[owner.type, default: []].append(word)
            }
          }
        }
        previous = current
        word = ""
        afterDot = false
      }
      var lineText = Substring(code.prefix { $0 != "\n" })
      for (index, character) in zip(code.indices, code) {
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
          continue
        }
        endWord()
        if character == "\n" {
          lineText = code[code.index(after: index)...].prefix { $0 != "\n" }
        }
        afterDot = character == "."
        switch character {
        case "{":
          depth += 1
          if let type = pendingType { open.append((type, depth, pendingKeyword)) }
          pendingType = nil
        case "}":
          if open.last?.depth == depth { open.removeLast() }
          depth = max(0, depth - 1)
        case "(", "=", ";":
          // `class func make()`: a call or a value, never a type's body.
          pendingType = nil
        default: break
        }
        if !character.isWhitespace, character != ".", character != ":", character != "<",
          character != ">", character != ",", character != "{"
        {
          previous = ""
        }
      }
      endWord()
    }
    return (owners, required, classRequired, initialized, loose, looseInit)
  }

  /// `var note: String?`: a variable of optional type, which starts as `nil`.
  private static func isOptional(_ line: Substring) -> Bool {
    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      .trimmingCharacters(in: .whitespaces)
    return code.hasSuffix("?") || code.hasSuffix("!")
  }

  /// A property line with a type and nothing that gives it a value.
  private static func isRequired(_ line: Substring) -> Bool {
    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
    return code.contains(":") && !code.contains("=") && !code.contains("{")
      && !selfMadeWrappers.contains { code.contains($0) } && !code.contains("static ")
  }

  /// The owners a block assigning or reading a name can belong to: the types declaring it as a
  /// property or method (`User`'s `@Published var name`), before those only having a `case` of it
  /// (`CodingKeys`), whose cases are no stored values.
  static func holding(_ candidates: [Owner]) -> [Owner] {
    let holders = candidates.filter { !$0.isCase }
    return holders.isEmpty ? candidates : holders
  }

  /// The owner a block at `line` means: the nearest declared before it (a page with copies in
  /// two languages cites the copy of its own section), else the first.
  static func nearest(_ candidates: [Owner], before line: Int) -> Owner? {
    candidates.last { $0.line <= line } ?? candidates.first
  }
}
