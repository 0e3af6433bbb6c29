/// Examples have no network: the engine fails each of their requests at once and writes a line
/// naming the URL to the run's error output, where docbuild finds it to tell the reader why.
public enum NetworkRefusal {
  public static var marker: String { "no network in examples" }

  public static func line(refusing url: String) -> String { "docbuild: \(marker): \(url)" }

  /// The URLs an example's error output says were refused, in order.
  public static func refusedURLs(in errorOutput: String) -> [String] {
    let prefix = line(refusing: "")
    return errorOutput.split(separator: "\n").compactMap { line in
      line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }
  }
}
