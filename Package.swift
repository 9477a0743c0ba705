// swift-tools-version: 6.1
import PackageDescription

// No package dependencies: the Swift toolchain only.

let package = Package(
    name: "authcheck",
    products: [
        .executable(name: "authcheck", targets: ["authcheck"]),
        .executable(name: "authcheck-bench", targets: ["authcheck-bench"]),
        // The one library a team depends on (`import AuthCheck`): everything below, re-exported.
        .library(name: "AuthCheck", targets: ["AuthCheck"]),
    ],
    targets: [
        // The engine: knows nothing of authentication.
        .target(name: "ModelChecking"),
        // Classic models written against the engine, used as oracles and benchmarks.
        .target(name: "ClassicModels", dependencies: ["ModelChecking"]),
        // The world every design lives in, the event vocabulary, the observation, the clauses.
        .target(name: "AuthModel", dependencies: ["ModelChecking"]),
        // One folder per design.
        .target(name: "AuthSystems", dependencies: ["AuthModel", "ModelChecking"]),
        // Spec and trace files, reports and the command line, as a library.
        .target(name: "AuthCheckKit", dependencies: ["AuthSystems", "AuthModel", "ModelChecking"]),
        // `import AuthCheck`: what a team's package sees.
        .target(name: "AuthCheck", dependencies: ["AuthCheckKit", "AuthSystems", "AuthModel", "ModelChecking"]),
        .executableTarget(name: "authcheck", dependencies: ["AuthCheck"]),
        .executableTarget(
            name: "authcheck-bench",
            dependencies: ["ModelChecking", "ClassicModels", "AuthModel", "AuthSystems", "AuthCheckKit"]),
        .testTarget(name: "ModelCheckingTests", dependencies: ["ModelChecking"]),
        .testTarget(name: "ClassicModelsTests", dependencies: ["ClassicModels", "ModelChecking"]),
        .testTarget(name: "AuthModelTests", dependencies: ["AuthModel", "ModelChecking"]),
        .testTarget(name: "AuthSystemsTests", dependencies: ["AuthSystems", "AuthModel", "ModelChecking"]),
        .testTarget(name: "AuthCheckKitTests", dependencies: ["AuthCheckKit", "AuthSystems", "AuthModel"]),
        .testTarget(name: "AuthCheckTests", dependencies: ["AuthCheck"]),
    ]
)
