/// What a view does when the user touches it or its keyboard, beyond a control's own action: the
/// gestures attached to it, where focus goes, what submitting and pulling to refresh run. The host
/// performs these as scenario actions and Explore offers them.
package enum Interaction {
  case gesture(GestureRecognizer)
  /// `.focused`: the focusable view below takes focus by writing the binding.
  case focus(FocusTarget)
  /// `.onSubmit`: run, innermost first, when the return key is pressed in a field below.
  case submit(SubmitTriggers, action: () -> Void)
  /// `.refreshable`: what pulling the list down runs.
  case refresh(action: () async -> Void)
  /// Toolbar items placed on the keyboard: shown only while a text field has focus.
  case keyboardItems
  /// `.onKeyPress`: offered the hardware keys pressed while the view or one inside it has focus.
  case keyPress(KeyPressHandler)

  /// Focus is read from the bindings when the screen is drawn, so it is a live value.
  var showsLiveValue: Bool {
    switch self {
    case .focus, .keyboardItems: true
    default: false
    }
  }
}

/// A `.focused` modifier's binding, seen from the field it wraps.
package struct FocusTarget {
  /// Whether the binding names this view as focused.
  package let isFocused: () -> Bool
  /// Writes the binding so that it names this view.
  package let focus: () -> Void
  /// Writes the binding so that it names no view, if it named this one.
  package let resign: () -> Void
  /// The binding as the views inside read it (`isFocused`); a search field's own focus has none.
  var reading: FocusReading? = nil
}

/// A `.focused` binding read by the views it wraps. The same state and value are the same reading,
/// so an owner that renders again leaves its content's environment unchanged.
struct FocusReading: Equatable {
  let storage: ObjectIdentifier
  let value: AnyHashable
  /// Whether the binding names the view, read as a dependency of the body reading it.
  let read: () -> Bool

  static func == (lhs: FocusReading, rhs: FocusReading) -> Bool {
    lhs.storage == rhs.storage && lhs.value == rhs.value
  }
}
