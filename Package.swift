// swift-tools-version: 6.1
import PackageDescription

// No package dependencies: the Swift toolchain only.

/// Release builds of the engine and of the models it explores: specialize the engine's generic
/// code for each model across module boundaries, and leave out the dynamic exclusivity checks
/// on the engine's storage, which one thread of one run owns. Together they make exploration
/// about six times faster (BENCHMARKS.md). Debug builds keep every check.
let engineSettings: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]
let package = Package(
    name: "authcheck",
    products: [
        .executable(name: "authcheck", targets: ["authcheck"]),
        .executable(name: "authcheck-bench", targets: ["authcheck-bench"]),
        .library(name: "ModelChecking", targets: ["ModelChecking"]),
        .library(name: "AuthModel", targets: ["AuthModel"]),
        // TEMPORARY (template/myapp): Examples/MyAppAuth builds against these two until the single
        // `AuthCheck` product exists; remove both when it does.
        .library(name: "AuthSystems", targets: ["AuthSystems"]),
        .library(name: "AuthCheckKit", targets: ["AuthCheckKit"]),
    ],
    targets: [
        // The engine: knows nothing of authentication.
        .target(name: "ModelChecking", swiftSettings: engineSettings),
        // Classic models written against the engine, used as oracles and benchmarks.
        .target(name: "ClassicModels", dependencies: ["ModelChecking"], swiftSettings: engineSettings),
        // The world every design lives in, the event vocabulary, the observation, the clauses.
        .target(name: "AuthModel", dependencies: ["ModelChecking"], swiftSettings: engineSettings),
        // One folder per design.
        .target(name: "AuthSystems", dependencies: ["AuthModel", "ModelChecking"], swiftSettings: engineSettings),
        // Spec and trace files, reports and the command line, as a library.
        .target(name: "AuthCheckKit", dependencies: ["AuthSystems", "AuthModel", "ModelChecking"], swiftSettings: engineSettings),
        .executableTarget(name: "authcheck", dependencies: ["AuthCheckKit"], swiftSettings: engineSettings),
        .executableTarget(
            name: "authcheck-bench", dependencies: ["ModelChecking", "ClassicModels", "AuthModel", "AuthSystems"],
            swiftSettings: engineSettings),
        .testTarget(name: "ModelCheckingTests", dependencies: ["ModelChecking"]),
        .testTarget(name: "ClassicModelsTests", dependencies: ["ClassicModels", "ModelChecking"]),
        .testTarget(name: "AuthModelTests", dependencies: ["AuthModel", "ModelChecking"]),
        .testTarget(name: "AuthSystemsTests", dependencies: ["AuthSystems", "AuthModel", "ModelChecking"]),
        .testTarget(name: "AuthCheckKitTests", dependencies: ["AuthCheckKit", "AuthSystems", "AuthModel"]),
    ]
)
