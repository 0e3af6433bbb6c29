import Foundation

/// Checks a JSON value against the part of JSON Schema our schemas use (`type`, `required`,
/// `properties`, `additionalProperties: false`, `items`, `enum`); returns every violation.
enum JSONSchemaCheck {
  static func violations(of value: Any, against schema: [String: Any], at path: String = "$")
    -> [String]
  {
    var problems: [String] = []
    if let type = schema["type"] as? String, !matches(value, type) {
      return ["\(path): expected \(type), found \(value)"]
    }
    if let allowed = schema["enum"] as? [Any],
      !allowed.contains(where: { ($0 as? NSObject)?.isEqual(value) == true })
    {
      problems.append("\(path): \(value) is not one of \(allowed)")
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
      for name in schema["required"] as? [String] ?? [] where object[name] == nil {
        problems.append("\(path): missing \(name)")
      }
      for (name, member) in object {
        if let property = properties[name] {
          problems += violations(of: member, against: property, at: "\(path).\(name)")
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append("\(path): unexpected \(name)")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() {
        problems += violations(of: item, against: items, at: "\(path)[\(index)]")
      }
    }
    return problems
  }

  private static func matches(_ value: Any, _ type: String) -> Bool {
    // JSONSerialization gives booleans and numbers as NSNumber: its objCType tells them apart
    // ("c" for a boolean, "d" for a double, integer codes otherwise).
    let code = (value as? NSNumber).map { String(cString: $0.objCType) }
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return code == "c"
    case "integer": return code != nil && code != "c" && code != "d" && code != "f"
    case "number": return code != nil && code != "c"
    default: return true
    }
  }
}
