import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Drop: DropDelegate {
  @Binding var links: [String]

  func performDrop(info: DropInfo) -> Bool {
    links.append("dropped")
    return true
  }
}

private struct Bookmarks: View {
  @State private var links = ["one", "two"]

  var body: some View {
    List {
      ForEach(links, id: \.self) { link in
        Button(link) { links.removeAll { $0 == link } }
          .onDrag { NSItemProvider(object: link as NSString) }
      }
      .onInsert(of: ["public.text"]) { index, _ in links.insert("inserted", at: index) }
      .onDrop(of: ["public.url"], delegate: Drop(links: $links))
    }
    .onDrop(of: ["public.text"], isTargeted: nil) { providers in !providers.isEmpty }
  }
}

extension Engine {
  /// `onDrag(_:)`, `onDrop(of:delegate:)`, `onDrop(of:isTargeted:perform:)` and `onInsert(of:perform:)`
  /// make views and rows draggable and drop targets (Apple's documentation of each); a page has
  /// no pointer to drag with, so the rows stay usable and no drop ever happens.
  @Suite struct DragAndDrop {
    @Test func draggableRowsStayUsableAndNothingIsDropped() throws {
      let host = ViewHost(Bookmarks())
      try host.tap("one")
      let html = host.snapshotHTML()
      #expect(!html.contains(">one<") && html.contains(">two<"))
      #expect(!html.contains("dropped") && !html.contains("inserted"))
    }

    /// "Asynchronously loads an object of the specified class" (Apple's documentation of
    /// `NSItemProvider.loadObject(ofClass:completionHandler:)`): the object the provider carries.
    @Test func aProviderLoadsTheObjectItCarries() {
      let provider = NSItemProvider(object: "link" as NSString)
      var loaded: NSString?
      provider.loadObject(ofClass: NSString.self) { object, _ in loaded = object }
      #expect(loaded == "link")
      #expect(!provider.canLoadObject(ofClass: NSURL.self))
    }
  }
}
