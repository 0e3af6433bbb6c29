/// What a scenario step does, as the run's step list names it in the page's language: each verb's
/// words hold `{0}` (the label, as the note wrote it) and, for some, `{1}` (a second label or a value).
public enum ScenarioVerb: String, CaseIterable, Hashable, Sendable {
  case tap, toggle, type, open, back, dismiss, wait, pick, drag, swipeToDelete, scroll, doubleTap
  case longPress, dragView, focus, submit, refresh, pinch, rotate
  /// Not a verb: how a label names the view it is in (`{0}` the label, `{1}` the view).
  case inView
}
