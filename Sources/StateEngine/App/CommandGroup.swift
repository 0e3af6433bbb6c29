/// Controls added to, or replacing, one of the standard groups of the menu bar.
public struct CommandGroup<Content: View>: Commands {
  public typealias Body = Never
  let placement: CommandGroupPlacement
  let content: Content

  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }

  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    content = addition()
  }
}

/// The standard groups of the menu bar, by name.
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String

  public static var appInfo: Self { Self(name: "appInfo") }
  public static var appSettings: Self { Self(name: "appSettings") }
  public static var systemServices: Self { Self(name: "systemServices") }
  public static var appVisibility: Self { Self(name: "appVisibility") }
  public static var appTermination: Self { Self(name: "appTermination") }
  public static var newItem: Self { Self(name: "newItem") }
  public static var saveItem: Self { Self(name: "saveItem") }
  public static var importExport: Self { Self(name: "importExport") }
  public static var printItem: Self { Self(name: "printItem") }
  public static var undoRedo: Self { Self(name: "undoRedo") }
  public static var pasteboard: Self { Self(name: "pasteboard") }
  public static var textEditing: Self { Self(name: "textEditing") }
  public static var textFormatting: Self { Self(name: "textFormatting") }
  public static var toolbar: Self { Self(name: "toolbar") }
  public static var sidebar: Self { Self(name: "sidebar") }
  public static var windowSize: Self { Self(name: "windowSize") }
  public static var windowArrangement: Self { Self(name: "windowArrangement") }
  public static var windowList: Self { Self(name: "windowList") }
  public static var singleWindowList: Self { Self(name: "singleWindowList") }
  public static var help: Self { Self(name: "help") }
}
