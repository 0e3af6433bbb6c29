import Foundation

/// Notices edits under the content folder by polling: every file's path, size and modification
/// time, compared with the previous look. Polling needs no platform API and costs a directory walk
/// (a few milliseconds for hundreds of notes) per interval.
struct ContentWatcher {
  let root: URL
  var interval: TimeInterval = 0.2

  /// What the folder looks like now; equal values mean nothing changed.
  func fingerprint() -> [String] {
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return [] }
    var entries: [String] = []
    for case let url as URL in enumerator {
      guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
      else { continue }
      let modified = values.contentModificationDate?.timeIntervalSince1970 ?? 0
      entries.append("\(url.path)\t\(values.fileSize ?? 0)\t\(modified)")
    }
    return entries.sorted()
  }

  /// Calls `changed` (on this thread) whenever the fingerprint differs from the last one; never
  /// returns.
  func watch(changed: () -> Void) -> Never {
    var last = fingerprint()
    while true {
      Thread.sleep(forTimeInterval: interval)
      let now = fingerprint()
      if now != last {
        last = now
        changed()
      }
    }
  }
}
