// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "docbuild",
  products: [
    .executable(name: "docbuild", targets: ["docbuild"]),
    .library(name: "DocBuildKit", targets: ["DocBuildKit"]),
    // The state engine and its harness, as the dynamic library that compiled examples link against.
    .library(
      name: "SwiftUIEngine", type: .dynamic,
      targets: [
        "StateEngine", "EngineCombine", "EngineHost", "EngineInterface", "PlaygroundSupport",
        "EngineSwiftData",
      ]),
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

    // SHA-256 from Debian's OpenSSL (libssl-dev), prebuilt: swift-crypto's BoringSSL was two
    // CPU-minutes of C that every clean build waited for before compiling DocBuildKit.
    .systemLibrary(
      name: "CLibCrypto",
      pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"])]
    ),

    // posix_spawn's GNU extensions (close every other descriptor, change folder) for ChildProcess.
    .target(name: "CSpawn"),

    // The namespaces a merged batch's examples run in, one set each (`ExampleBatch`).
    .target(name: "CExampleIsolation"),

    // The embedded state engine: SwiftUI's data flow on Linux. Examples import it as `SwiftUI`.
    .target(
      name: "StateEngine",
      dependencies: ["EngineCombine", "EngineMacros"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // What docbuild and the engine's harness say to each other (plan, scenario, reports): plain
    // Codable values, written once for both sides.
    .target(name: "EngineInterface"),
    // The harness that runs a compiled example: mounts its root, plays the scenario, explores,
    // runs a merged batch's jobs. Apart from `StateEngine`, so `import SwiftUI` shows none of it.
    .target(
      name: "EngineHost",
      dependencies: [
        "StateEngine", "EngineCombine", "EngineInterface", "CExampleIsolation", "PlaygroundSupport",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // `import PlaygroundSupport` in examples: a page's live view, which the harness mounts.
    .target(
      name: "PlaygroundSupport",
      dependencies: ["StateEngine"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // `import SwiftData` in examples resolves here (through `-module-alias SwiftData=EngineSwiftData`):
    // models, containers, contexts and `@Query`, in memory.
    .target(
      name: "EngineSwiftData",
      dependencies: ["StateEngine", "EngineMacros"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The engine's macros, one plugin (each plugin builds swift-syntax again): SwiftUI's `@Entry`,
    // SwiftData's `@Model` (observation and the model conformance) and its property macros, peers
    // that add nothing. Examples load it with `-load-plugin-executable` (EngineArtifacts).
    .macro(
      name: "EngineMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    // `import Combine` in examples resolves here (through `-module-alias Combine=EngineCombine`;
    // a module named Combine itself would be picked up by `canImport(Combine)` in Yams).
    .target(
      name: "EngineCombine",
      dependencies: ["EngineInterface", .product(name: "OpenCombine", package: "OpenCombine")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // The doc compiler: parse → extract → run → check → render.
    .target(
      name: "DocBuildKit",
      dependencies: [
        "CCmarkGFM",
        "CSpawn",
        "EngineInterface",
        .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
        "CLibCrypto",
      ],
      // Embedded as Swift constants by the EmbedAssets plugin: the site's CSS and JavaScript, and
      // the list of platform API names.
      exclude: ["Assets"],
      plugins: ["EmbedAssets"]
    ),
    // `docbuild serve`: the site in memory over HTTP on 127.0.0.1, rebuilt on every edit.
    .target(
      name: "DocBuildServe",
      dependencies: ["DocBuildKit"],
      exclude: ["Assets"],
      plugins: ["EmbedAssets"]
    ),
    .executableTarget(name: "EmbedAssetsTool"),
    .plugin(name: "EmbedAssets", capability: .buildTool(), dependencies: ["EmbedAssetsTool"]),
    .executableTarget(
      name: "docbuild",
      dependencies: [
        "DocBuildKit",
        "DocBuildServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Times the engine in a release build (.ci/bench/engine.sh); not a test.
    .executableTarget(
      name: "EngineBenchmark",
      dependencies: ["StateEngine", "EngineHost"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    .testTarget(
      name: "StateEngineTests",
      dependencies: [
        "StateEngine", "EngineCombine", "EngineHost", "EngineInterface", "EngineSwiftData",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "DocBuildKitTests",
      dependencies: [
        "DocBuildKit", "DocBuildServe", "EngineInterface",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      resources: [.copy("Fixtures"), .copy("Golden")]
    ),
    // Notes, sites and the installed tool built end to end, apart from the unit tests so that
    // the two whole-module test targets compile side by side on two cores. `Support` is the
    // unit tests' own folder, linked, not copied.
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "DocBuildKit", "DocBuildServe", "EngineInterface",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
  ]
)
