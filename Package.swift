// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "PushSim",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "PushSim", targets: ["PushSim"]),
    .executable(name: "pushsim", targets: ["pushsim"]),
    .executable(name: "pushsim-fuzz", targets: ["pushsim-fuzz"]),
  ],
  dependencies: [],
  targets: [
    // The heap bytes in use, for `pushsim bench`'s memory figure (glibc's `mallinfo2`).
    .target(name: "CHeapStats"),
    .target(
      name: "PushSim",
      dependencies: ["CHeapStats"],
      swiftSettings: swiftSettings,
      // Double.rounded() needs libm on Linux when no file imports Foundation.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .executableTarget(name: "pushsim", dependencies: ["PushSim"], swiftSettings: swiftSettings),
    // The long-running fuzzer (docs/Robustness.md): swift run -c release pushsim-fuzz --help
    .executableTarget(name: "pushsim-fuzz", dependencies: ["PushSim"], swiftSettings: swiftSettings),
    .testTarget(name: "PushSimTests", dependencies: ["PushSim"], swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
