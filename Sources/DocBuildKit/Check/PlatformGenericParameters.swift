/// `extension Label where Title == Text, Icon == Image`: the generic parameters a `where` clause
/// of an extension constrains, by the type extended. Where the type is the platform's, they are
/// its parameters, never names a note forgets to declare.
enum PlatformGenericParameters {
  static func constrained(in code: String) -> [(type: String, parameters: [String])] {
    code.matches(of: #/\bextension\s+([A-Za-z_][A-Za-z0-9_]*)\s+where\s+([^{]+)\{/#).map { match in
      let parameters = match.2.split(separator: ",").compactMap { requirement in
        requirement.firstMatch(of: #/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:==|:)/#).map { String($0.1) }
      }
      return (String(match.1), parameters.firstOccurrences)
    }.filter { !$0.parameters.isEmpty }
  }
}
