/// What a primitive element means to the graph, the snapshot and the host. Indirect: a value is one
/// boxed reference, so elements and modifiers holding one copy it with a retain, not case by case.
package indirect enum Primitive {
  /// Structure only: tuples, branches, optionals, ForEach, `.id`, AnyView, custom-modifier wrappers.
  case transparent
  case container(ContainerKind)
  case text(String)
  case image(String)
  case color(Color)
  /// A shape style shown as a view (a gradient), filling its space: its paint, as `Paint` writes it.
  case paint(String)
  case spacer
  case divider
  /// The role draws the button (destructive in red, cancel in bold) and places it in alerts.
  case button(action: () -> Void, role: ButtonRole? = nil)
  case toggle(isOn: Binding<Bool>)
  case textField(title: String, text: Binding<String>, kind: TextInputKind)
  case slider(value: Binding<Double>, bounds: ClosedRange<Double>)
  case shape(String)
  /// A custom shape, path or canvas, drawn as SVG.
  case drawing(Drawing)
  /// Without a selection binding, the selected tab is the node's own `selectedTab`.
  case tabView(selection: AnySelection?)
  case tabItem
  case tag(AnyHashable)
  case picker(selection: AnySelection)
  case toolbar
  /// A toolbar item: in a navigation stack, its placement says whether the bar draws it.
  case toolbarItem(ToolbarItemPlacement)
  case progress(fraction: Double?)
  /// With a path binding, the pushed destinations follow the path's values. A collapsed
  /// `NavigationSplitView` also lists the columns after its sidebar, pushed as rows are selected.
  case navigationContainer(path: NavigationPathBinding?, columns: [any View] = [])
  case navigationLink(NavigationTarget)
  /// `navigationDestination(for:)`: how the stack around it shows values of one type.
  case navigationDestination(NavigationDestination)
  case navigationTitle(String)
  /// `navigationSubtitle(_:)`: drawn under the title in the bar.
  case navigationSubtitle(String)
  case disabled(Bool)
  case environment((inout EnvironmentValues) -> Void)
  /// `onDelete` on a ForEach: what swiping a row to delete calls, with the row's offset.
  case onDelete((IndexSet) -> Void)
  /// `List(selection:)`: its rows are chosen by tapping them, each by its tag or ForEach id.
  case selection(ListSelection)
  /// A `DisclosureGroup` or `Menu`: its label, and its content while it is expanded.
  case disclosure(Disclosure)
  case lifecycle(onAppear: (() -> Void)?, onDisappear: (() -> Void)?)
  /// `.animation(_:value:)`: the animation the changes below it get when the value changes.
  case animationScope(AnimationScope)
  case attached(any AttachedWork)
  /// A view that presents a sheet, cover, popover, alert or dialog while its binding is true.
  case presenter(Presenter)
  /// The content of a presentation or pushed destination; `dismiss` closes it.
  case presentation(PresentationKind, dismiss: DismissAction)
  /// `overlay` or `background` with a view: the content, and the layer (its accessory) drawn above
  /// or below it at an alignment.
  case layered(above: Bool, alignment: Alignment)
  /// A modifier accepted for source compatibility, with no visible effect here.
  case attribute(String)
  /// A modifier whose values previews draw: padding, frame, colours, font, bold.
  case appearance(Appearance)
  /// Gestures, focus, submission and refresh: what user actions other than a control's run.
  case interaction(Interaction)
  /// `GeometryReader`, or a view naming its coordinate space.
  case geometry(GeometryRole)
  /// A view sending a preference to its ancestors, or reading what its content sends.
  case preference(PreferenceRole)

  package enum ContainerKind: String {
    case vStack = "VStack", hStack = "HStack", zStack = "ZStack", list = "List", form = "Form"
    case lazyVStack = "LazyVStack", lazyHStack = "LazyHStack", lazyVGrid = "LazyVGrid"
    case scrollView = "ScrollView", group = "Group", section = "Section", label = "Label"
    case lazyHGrid = "LazyHGrid", grid = "Grid", gridRow = "GridRow", groupBox = "GroupBox"
    case controlGroup = "ControlGroup", labeledContent = "LabeledContent"
    case contentUnavailable = "ContentUnavailableView", datePicker = "DatePicker"
  }

  /// A screenful of rows: lazy containers build this many rows of each ForEach until the host scrolls.
  package static var rowsPerScreen: Int { 19 }

  package enum PresentationKind: String {
    case sheet, fullScreenCover, popover, alert, dialog, pushed

    /// Alerts and dialogs close after any of their buttons runs its action.
    package var closesAfterAction: Bool { self == .alert || self == .dialog }
  }

  /// Toggles, text fields, sliders, pickers and tab views show a binding's current value, which can
  /// change without their node rendering again.
  var showsLiveValue: Bool {
    switch self {
    case .toggle, .textField, .slider, .picker, .tabView: true
    case .interaction(let interaction): interaction.showsLiveValue
    default: false
    }
  }

  /// The name a node contributes to identity paths; nil for purely structural elements.
  var pathName: String? {
    switch self {
    case .transparent, .environment, .lifecycle, .animationScope, .attached, .attribute,
      .appearance, .layered,
      .navigationTitle, .navigationSubtitle, .disabled,
      .presenter, .navigationDestination, .onDelete,
      .presentation, .tabItem, .tag, .toolbar, .toolbarItem, .interaction, .preference,
      .geometry(.coordinateSpace), .geometry(.effect), .selection:
      return nil
    case .geometry(.reader): return "GeometryReader"
    case .geometry(.scrollReader): return "ScrollViewReader"
    case .shape(let name): return name
    case .drawing: return "Drawing"
    case .tabView: return "TabView"
    case .picker: return "Picker"
    case .progress: return "ProgressView"
    case .container(let kind): return kind.rawValue
    case .text: return "Text"
    case .image: return "Image"
    case .color: return "Color"
    case .paint: return "Gradient"
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .button: return "Button"
    case .toggle: return "Toggle"
    case .textField: return "TextField"
    case .slider: return "Slider"
    case .disclosure(let disclosure): return disclosure.kind.rawValue
    case .navigationContainer(_, let columns):
      return columns.isEmpty ? "NavigationStack" : "NavigationSplitView"
    case .navigationLink: return "NavigationLink"
    }
  }

  func transform(_ environment: inout EnvironmentValues) {
    switch self {
    case .environment(let transform): transform(&environment)
    case .presentation(_, let dismiss): environment.dismiss = dismiss
    case .disabled(true): environment.isEnabled = false
    case .interaction(.focus(let target)): environment.focusReading = target.reading
    case .appearance(let appearance) where appearance.font != nil:
      environment.font = appearance.font
    default: break
    }
  }
}
