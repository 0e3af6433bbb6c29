/// A fragment reading members a type gains where the page declares it again (`animals` of a
/// second `struct Continent`) through a value another block builds from the type's earlier
/// declaration (`continents`, made of `Continent(name:)`): no value of the new version exists,
/// and swiftc's message about the overloads it tried instead says nothing of that.
struct EarlierVersionData: Hashable, Sendable {
  var value: String
  var valueLine: Int
  var type: String
  var oldLine: Int
  var newLine: Int
  var members: [String]

  /// The first value `code` (the block at `block`) reads that way, if any. Lines are blocks'
  /// fence lines, as `declarationLines` and `memberOwners` give them.
  static func read(
    in code: String, block: Int, declarationLines: [String: Int], blockCodes: [Int: String],
    memberOwners: [String: [MemberOwners.Owner]]
  ) -> EarlierVersionData? {
    let dotted = Set(code.matches(of: #/\.([\p{L}_][\p{L}\p{N}_]*)/#).map { String($0.1) })
    let words = code.matches(of: #/[\p{L}_][\p{L}\p{N}_]*/#).map { String($0.0) }
    var seen: Set<String> = []
    for value in words where seen.insert(value).inserted && NameUsage.namesAValue(value) {
      guard let valueLine = declarationLines[value], valueLine < block,
        let source = blockCodes[valueLine]
      else { continue }
      let built = source.matches(of: #/([\p{L}_][\p{L}\p{N}_]*)\s*\(/#).map { String($0.1) }
      for type in Set(built).sorted() {
        let versions = Set(memberOwners.values.joined().filter { $0.type == type }.map(\.line))
        guard let oldLine = versions.filter({ $0 <= valueLine }).max(),
          let newLine = versions.filter({ $0 > oldLine && $0 < block }).max()
        else { continue }
        let gained = members(of: type, at: newLine, in: memberOwners)
          .subtracting(members(of: type, at: oldLine, in: memberOwners))
        let members = gained.intersection(dotted).sorted()
        guard !members.isEmpty else { continue }
        return EarlierVersionData(
          value: value, valueLine: valueLine, type: type, oldLine: oldLine, newLine: newLine,
          members: members)
      }
    }
    return nil
  }

  private static func members(
    of type: String, at line: Int, in owners: [String: [MemberOwners.Owner]]
  ) -> Set<String> {
    Set(owners.filter { $0.value.contains { $0.type == type && $0.line == line } }.keys)
  }
}
