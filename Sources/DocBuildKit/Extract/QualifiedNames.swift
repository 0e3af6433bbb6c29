extension Declaration {
  /// The full names of the type and of what it or the extension declares inside its braces
  /// (`Button.Kind` for `extension Button { enum Kind … }`): what a later extension may extend.
  var qualifiedNames: Set<String> {
    guard let outer = extendedType ?? (isType ? names.first : nil) else { return [] }
    return Set(memberNames.map { outer + "." + $0 }).union(isType ? [outer] : [])
  }

  /// The base names this declaration declares: its own (`View.alert(_:)` of an extension is
  /// `alert`) and its members'.
  var declaredBaseNames: [String] {
    names.map { name in
      String((name.split(separator: ".").last ?? Substring(name)).prefix { $0 != "(" })
    } + memberNames
  }
}
