import EngineInterface

/// A scenario step as the run's step list names it: the verbs in the page's language, the labels
/// and values as the note wrote them (`"Add one" 탭` for `tap "Add one"`). In English it is the
/// scenario line itself.
enum StepTitle {
  static func text(_ action: UserAction, in language: Language) -> String {
    let quote = QuotedStringScanner.quote
    // Each `{n}` is replaced once, in one pass: a label that itself holds `{1}` stays as written.
    func words(_ verb: ScenarioVerb, _ values: String...) -> String {
      UIString.action(verb).text(in: language).replacing(/\{([0-9])\}/) { match in
        Int(match.1).flatMap { $0 < values.count ? values[$0] : nil } ?? String(match.0)
      }
    }
    /// A label with the view it is in and which of several it is (`"+" in Counter #2`).
    func scoped(_ label: String, _ view: String?, _ index: Int? = nil) -> String {
      let inView = view.map { words(.inView, quote(label), $0) } ?? quote(label)
      return inView + (index.map { " #\($0)" } ?? "")
    }
    return switch action {
    case .tap(let label, let view, let index): words(.tap, scoped(label, view, index))
    case .toggle(let label, let view, let index): words(.toggle, scoped(label, view, index))
    case .type(let text, let field, let view, let index):
      words(.type, quote(text), scoped(field, view, index))
    case .open(let label, let view): words(.open, scoped(label, view))
    case .back: words(.back)
    case .dismiss: words(.dismiss)
    case .wait(let seconds): words(.wait, WaitDuration.describe(seconds))
    case .pick(let option, let picker): words(.pick, quote(option), quote(picker))
    case .drag(let label, let value, let view, let index):
      words(.drag, scoped(label, view, index), "\(value)")
    case .swipeToDelete(let label): words(.swipeToDelete, quote(label))
    case .scroll(let label): words(.scroll, quote(label))
    case .doubleTap(let label, let view, let index): words(.doubleTap, scoped(label, view, index))
    case .longPress(let label, let view, let index): words(.longPress, scoped(label, view, index))
    case .dragView(let label, let offset, let view, let index):
      words(.dragView, scoped(label, view, index), "\(offset)")
    case .focus(let label, let view, let index): words(.focus, scoped(label, view, index))
    case .submit(let label, let view, let index): words(.submit, scoped(label, view, index))
    case .refresh: words(.refresh)
    case .pinch(let label, let scale, let view, let index):
      words(.pinch, scoped(label, view, index), ScenarioNumber.describe(scale))
    case .rotate(let label, let degrees, let view, let index):
      words(.rotate, scoped(label, view, index), ScenarioNumber.describe(degrees))
    }
  }
}
