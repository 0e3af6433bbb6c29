/// Control styles travel down the environment, as in SwiftUI: `.buttonStyle(MyStyle())` on a
/// `VStack` or `Form` draws every button inside it, the innermost style winning. A style's body is
/// built with that style taken off the stack, so a `Toggle` inside a toggle style's body is drawn
/// by the next style out (or the system's), never by the same style again.
struct StyleStack<Configuration>: Equatable {
  /// The styles set around a control, innermost last; empty: the system's style.
  private(set) var styles: [ErasedStyle<Configuration>] = []

  /// A style of the note's own (or a system one, which draws as the engine's control).
  mutating func push<S>(_ style: S, makeBody: @escaping (S, Configuration) -> any View) {
    styles.append(ErasedStyle(style, makeBody: makeBody))
  }

  /// A system style set inside a custom one: the controls inside draw as the system's.
  mutating func pushSystem() {
    styles.append(ErasedStyle<Configuration>.system)
  }

  /// The innermost style's body for the control, under the styles outside it; nil for the
  /// system's look.
  func body(for configuration: Configuration) -> (any View)? {
    guard let style = styles.last, let makeBody = style.makeBody else { return nil }
    let outer = Self(styles: styles.dropLast())
    func underOuterStyles<V: View>(_ body: V) -> any View {
      body.builtIn(.environment { $0[styles: Configuration.self] = outer })
    }
    return underOuterStyles(makeBody(configuration))
  }
}

/// One environment entry per kind of control, told apart by the configuration its styles take.
private enum StyleStackKey<Configuration>: EnvironmentKey {
  static var defaultValue: StyleStack<Configuration> { StyleStack() }
}

extension EnvironmentValues {
  /// The styles set around the controls whose styles take this configuration.
  subscript<Configuration>(styles _: Configuration.Type) -> StyleStack<Configuration> {
    get { self[StyleStackKey<Configuration>.self] }
    set { self[StyleStackKey<Configuration>.self] = newValue }
  }
}

extension View {
  /// What every `…Style(_:)` modifier does: a system style draws the controls inside as the
  /// engine does, any other style draws them with its body.
  func environmentStyle<Configuration, S>(
    _ style: S, for _: Configuration.Type, isSystem: Bool,
    makeBody: @escaping (S, Configuration) -> any View
  ) -> some View {
    builtIn(
      .environment {
        if isSystem {
          $0[styles: Configuration.self].pushSystem()
        } else {
          $0[styles: Configuration.self].push(style, makeBody: makeBody)
        }
      })
  }
}

/// One style, compared with the style set at the same place by the previous body run field by
/// field, so an unchanged style does not re-run the views below that read the environment.
struct ErasedStyle<Configuration>: Equatable {
  let makeBody: ((Configuration) -> any View)?
  private let isSame: (ErasedStyle) -> Bool
  private let style: Any?

  init<S>(_ style: S, makeBody: @escaping (S, Configuration) -> any View) {
    self.style = style
    self.makeBody = { makeBody(style, $0) }
    isSame = { other in (other.style as? S).map { InputComparison.equalValues(style, $0) } ?? false
    }
  }

  private init() {
    style = nil
    makeBody = nil
    isSame = { $0.style == nil }
  }

  static var system: Self { Self() }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.isSame(rhs) }
}

/// A control the environment's style may draw: built when its node's environment is known.
protocol EnvironmentStyled {
  /// The style's view for this control, or nil to draw the control itself.
  func styled(in environment: EnvironmentValues) -> (any View)?
}

extension Element {
  /// The element itself, or the view the environment's style draws for it. The style's reads
  /// (the configuration's bindings) make `owner`, the node reconciling it, depend on them.
  func styled(in environment: EnvironmentValues, owner: Node) -> Element {
    guard let restyle else { return self }
    return Tracking.evaluating(owner) { restyle(environment) } ?? self
  }
}
