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

  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let windowList = CommandGroupPlacement(name: "windowList")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  public static let help = CommandGroupPlacement(name: "help")
}
