// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "docbuild",
  products: [
    .executable(name: "docbuild", targets: ["docbuild"]),
    .library(name: "DocBuildKit", targets: ["DocBuildKit"]),
    // The state engine, as the dynamic library that compiled examples link against.
    .library(name: "SwiftUIEngine", type: .dynamic, targets: ["StateEngine", "EngineCombine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    // cmark-gfm from Debian's libcmark-gfm-dev, found through pkg-config.
    .systemLibrary(
      name: "CCmarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
    ),

    // The embedded state engine: SwiftUI's data flow on Linux. Examples import it as `SwiftUI`.
    .target(
      name: "StateEngine",
      dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // `import Combine` in examples resolves here (through `-module-alias Combine=EngineCombine`;
    // a module named Combine itself would be picked up by `canImport(Combine)` in Yams).
    .target(
      name: "EngineCombine",
      dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // The doc compiler: parse → extract → run → check → render.
    .target(
      name: "DocBuildKit",
      dependencies: [
        "CCmarkGFM",
        .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
      ],
      // The site's CSS and JavaScript, embedded as Swift constants by the EmbedAssets plugin.
      exclude: ["Assets"],
      plugins: ["EmbedAssets"]
    ),
    .executableTarget(name: "EmbedAssetsTool"),
    .plugin(name: "EmbedAssets", capability: .buildTool(), dependencies: ["EmbedAssetsTool"]),
    .executableTarget(
      name: "docbuild",
      dependencies: [
        "DocBuildKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Times the engine in a release build (.ci/bench/engine.sh); not a test.
    .executableTarget(
      name: "EngineBenchmark",
      dependencies: ["StateEngine"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    .testTarget(
      name: "StateEngineTests",
      dependencies: ["StateEngine", "EngineCombine"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "DocBuildKitTests",
      dependencies: ["DocBuildKit"],
      resources: [.copy("Fixtures"), .copy("Golden")]
    ),
  ]
)
