/// How a picker is drawn where that changes what a reader sees: as a menu row (its label and the
/// selection; the options wait in its menu), or with every option in sight. The `.menu` style is a
/// menu row anywhere ("The button itself indicates the selected option", Apple's documentation of
/// `PickerStyle.menu`), and the automatic style, which "may also take into account other factors —
/// like whether the picker appears in a container view", is one in a `Form`, as on iOS 16 and
/// later. Elsewhere the automatic style, and the inline, wheel and segmented styles, keep their
/// options in sight.
enum PickerPresentation {
  case automatic, menu, optionsInSight

  init<S: PickerStyle>(_ style: S.Type) {
    switch style {
    case is DefaultPickerStyle.Type: self = .automatic
    case is MenuPickerStyle.Type: self = .menu
    default: self = .optionsInSight
    }
  }

  /// Whether the picker at `node` is a menu row: by its style, or automatic inside a form (up to
  /// the presentation it is in, which a form around the presenter does not reach).
  static func isMenuRow(_ node: Node) -> Bool {
    switch node.environment.pickerPresentation {
    case .menu: return true
    case .optionsInSight: return false
    case .automatic: break
    }
    var ancestor = node.parent
    while let current = ancestor {
      switch current.primitive {
      case .container(.form)?: return true
      case .presentation?: return false
      default: ancestor = current.parent
      }
    }
    return false
  }
}

private enum PickerPresentationKey: EnvironmentKey {
  static var defaultValue: PickerPresentation { .automatic }
}

extension EnvironmentValues {
  var pickerPresentation: PickerPresentation {
    get { self[PickerPresentationKey.self] }
    set { self[PickerPresentationKey.self] = newValue }
  }
}

extension View {
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    builtIn(.environment { $0.pickerPresentation = PickerPresentation(S.self) })
  }
}
