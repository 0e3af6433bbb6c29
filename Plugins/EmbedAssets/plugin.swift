import Foundation
import PackagePlugin

/// Turns the target's `Assets/` folder (the site's CSS, JavaScript and icons, data lists) into
/// Swift string constants at build time, so the `docbuild` binary carries them and needs no files
/// beside it.
@main
struct EmbedAssets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Sources/\(target.name)/Assets")
    let files = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    )
    .filter { ["css", "js", "svg", "txt"].contains($0.pathExtension) }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedAssets.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) site assets",
        executable: try context.tool(named: "EmbedAssetsTool").url,
        arguments: [output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
