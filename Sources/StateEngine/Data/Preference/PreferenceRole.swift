/// What a preference primitive does: write a key's value for its ancestors, or read the value its
/// content sends.
package enum PreferenceRole {
  case writer(PreferenceWriter)
  case reader(PreferenceReader)
}

/// `.preference`, `.transformPreference`, `.anchorPreference`: the value the view sends, from the
/// value its content sends (nil when the content sends none) and the view's node (for anchors).
package struct PreferenceWriter {
  let key: ObjectIdentifier
  let write: (Any?, Node) -> Any
}

/// `.onPreferenceChange` (an action after the update in which the value changed) and
/// `.overlayPreferenceValue`/`.backgroundPreferenceValue` (a view built from the value).
package struct PreferenceReader {
  enum Use {
    case action((Any) -> Void, isEqual: (Any, Any) -> Bool)
    case content((Any) -> Element, behind: Bool)
  }

  let key: AnyPreferenceKey
  let defaultValue: Any
  let use: Use
}
