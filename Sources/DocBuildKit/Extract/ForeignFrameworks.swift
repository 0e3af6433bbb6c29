/// Names of Apple frameworks (and a few packages) that docbuild cannot give a program, beyond the
/// UIKit and AppKit names `platform-api.txt` lists: a note that uses `NSFetchRequest` needs Core
/// Data, it does not leave a type undeclared, and its reason must say so.
enum ForeignFrameworks {
  /// The framework a name the page never declares comes from, if it reads as one.
  static func module(of name: String) -> String? {
    if let module = names[name] { return module }
    // A C constant puts `k` before the prefix: `kCLLocationAccuracyBest`.
    if name.hasPrefix("k"), name.dropFirst().first?.isUppercase == true {
      return module(of: String(name.dropFirst()))
    }
    // Apple's two-letter prefixes, followed by a capitalised word: `UITextField`, `MKMapView`.
    for (prefix, module) in prefixes where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if rest.count >= 2, rest.first!.isUppercase, rest.dropFirst().first!.isLowercase {
        return module
      }
    }
    if isAppKitName(name) { return "AppKit" }
    return nil
  }

  /// `NS` names are Foundation's as often as AppKit's: only those naming a piece of a Mac app's
  /// interface (`NSSplitViewController`, `NSStatusItem`, the shared `NSApp`), or the delegate or
  /// data source of one (`NSTableViewDataSource`), are read as AppKit.
  private static func isAppKitName(_ name: String) -> Bool {
    guard name.hasPrefix("NS"), name.dropFirst(2).first?.isUppercase == true else { return false }
    let piece = ["Delegate", "DataSource"].first { name.hasSuffix($0) }.map {
      String(name.dropLast($0.count))
    }
    return name == "NSApp"
      || [
        "View", "ViewController", "Window", "WindowController", "Panel", "Menu", "MenuItem",
        "Button", "Alert", "StatusItem", "StatusBar", "Workspace", "Pasteboard", "Cursor",
        "Application", "Image", "Color", "Font", "TextField", "Event", "Screen", "Appearance",
        "FontManager", "ColorWell",
      ].contains { (piece ?? name).hasSuffix($0) }
  }

  /// Whether the table knows names of `module`: a module it does not know may declare any name.
  static func knows(module: String) -> Bool {
    prefixes.contains { $0.1 == module } || names.values.contains(module)
  }

  /// Every name the table lists (`NSFetchRequest`, `Firestore`).
  static var typeNames: Set<String> { Set(names.keys) }

  /// Keys other frameworks add to `EnvironmentValues` (`\.managedObjectContext` is Core Data's),
  /// by the framework.
  static let environmentKeys: [String: String] = [
    "managedObjectContext": "CoreData", "authorizationController": "AuthenticationServices",
    "webAuthenticationSession": "AuthenticationServices",
  ]

  private static let prefixes: [(String, String)] = [
    ("UI", "UIKit"), ("MK", "MapKit"), ("CL", "CoreLocation"), ("XCT", "XCTest"),
    ("AV", "AVFoundation"), ("UN", "UserNotifications"), ("WK", "WebKit"), ("CK", "CloudKit"),
    ("HK", "HealthKit"), ("MTL", "Metal"), ("XCTest", "XCTest"), ("AS", "AuthenticationServices"),
    // The photo picker's UIKit side is PhotosUI's; the library's assets are Photos'.
    ("PHPicker", "PhotosUI"), ("PH", "Photos"),
  ]

  private static let names: [String: String] = {
    var table: [String: String] = [:]
    let modules: [(String, [String])] = [
      (
        "CoreData",
        [
          "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer",
          "NSPersistentCloudKitContainer", "NSFetchRequest", "NSEntityDescription",
          "NSFetchedResultsController", "NSBatchDeleteRequest",
        ]
      ),
      // Widgets, Live Activities and App Intents: a widget's timeline, entry and configuration
      // are WidgetKit's even where the block leaves out `import WidgetKit`.
      (
        "WidgetKit",
        [
          "Widget", "WidgetBundle", "WidgetConfiguration", "StaticConfiguration",
          "IntentConfiguration", "AppIntentConfiguration", "TimelineProvider",
          "IntentTimelineProvider", "AppIntentTimelineProvider", "TimelineEntry", "Timeline",
          "TimelineReloadPolicy", "TimelineProviderContext", "WidgetFamily", "WidgetCenter",
          "WidgetPreviewContext", "WidgetRelevance", "WidgetRelevances", "WidgetRelevanceEntry",
          "ActivityConfiguration", "ActivityViewContext", "DynamicIsland", "ControlWidget",
          "ControlWidgetConfiguration", "StaticControlConfiguration", "ControlWidgetButton",
          "ControlWidgetToggle",
        ]
      ),
      ("ActivityKit", ["ActivityAttributes", "ActivityContent", "ActivityAuthorizationInfo"]),
      (
        "AppIntents",
        [
          "AppIntent", "IntentResult", "AppEntity", "AppEnum", "EntityQuery",
          "AppShortcutsProvider",
          "AppShortcut", "WidgetConfigurationIntent",
        ]
      ),
      // Apple's Foundation has them; the Linux Foundation docbuild compiles with does not.
      (
        "Foundation",
        [
          "FileWrapper", "NSFileCoordinator", "NSItemProvider", "NSMetadataQuery",
          "NSUbiquitousKeyValueStore", "NSUserActivity", "NSKeyValueObservation",
          "NSKeyValueObservedChange",
        ]
      ),
      ("Accelerate", ["vDSP", "vImage", "BNNS"]),
      // SwiftUI's maps are MapKit's, as Xcode's library items are its developer tools'.
      (
        "MapKit",
        [
          "Map", "MapAnnotation", "MapMarker", "MapPin", "Marker", "Annotation", "UserAnnotation",
          "MapCameraPosition", "MapCamera", "MapStyle", "MapReader", "MapProxy", "MapPolyline",
          "MapPolygon", "MapCircle", "MapContent", "MapContentBuilder", "MapUserLocationButton",
          "MapCompass", "MapScaleView", "MapPitchToggle",
        ]
      ),
      (
        "DeveloperToolsSupport",
        ["LibraryContentProvider", "LibraryItem", "LibraryContentBuilder", "ModifierBase"]
      ),
      ("UniformTypeIdentifiers", ["UTType"]),
      // Sign in with Apple and passkeys: SwiftUI's environment hands out its controllers.
      ("AuthenticationServices", ["AuthorizationController", "WebAuthenticationSession"]),
      ("SafariServices", ["SFSafariViewController"]),
      ("CoreImage", ["CIFilter", "CIImage", "CIContext"]),
      ("PhotosUI", ["PhotosPicker", "PhotosPickerItem"]),
      ("SpriteKit", ["SKScene", "SKView", "SKSpriteNode", "SKNode"]),
      ("StoreKit", ["SKProduct", "SKPaymentQueue", "SKStoreReviewController"]),
      ("Alamofire", ["AF", "AFError", "AFDataResponse"]),
      // Firebase's packages: `Firestore.firestore()` is no name the note forgot to declare.
      ("FirebaseFirestore", ["Firestore", "DocumentSnapshot", "QuerySnapshot", "FieldValue"]),
      ("FirebaseCore", ["FirebaseApp"]),
      // WatchKit's `WK` names, which the prefix would read as WebKit's (SwiftUI's own watchOS
      // `WKNotificationScene` is in the platform list).
      (
        "WatchKit",
        [
          "WKInterfaceController", "WKUserNotificationInterfaceController", "WKExtension",
          "WKExtensionDelegate", "WKApplication", "WKApplicationDelegate", "WKInterfaceDevice",
          "WKHapticType",
        ]
      ),
    ]
    for (module, names) in modules {
      for name in names { table[name] = module }
    }
    return table
  }()
}
