// swift-tools-version: 6.1
import PackageDescription

// MyApp's auth design, audited by authcheck, and the real client it models, checked against it.
// Copy this folder to start auditing your own design: point the dependency at where your team
// gets authcheck, keep `from:` on a released version.
let package = Package(
    name: "MyAppAuth",
    products: [
        .library(name: "MyAppAuth", targets: ["MyAppAuth"]),
        .library(name: "MyAppClient", targets: ["MyAppClient"]),
        .executable(name: "myapp-authcheck", targets: ["myapp-authcheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/authcheck/authcheck.git", from: "0.9.30"),
    ],
    targets: [
        // The design: a pure reducer, its view, its registry entry, and the team's own clauses.
        .target(name: "MyAppAuth", dependencies: [.product(name: "AuthCheck", package: "authcheck")]),
        // The app's real session code, as the iOS app ships it: async/await, no authcheck.
        .target(name: "MyAppClient"),
        // The client over fakes that ask authcheck's world for every effect, and its view in the
        // contract's terms: what `conform` drives.
        .target(name: "MyAppConformance", dependencies: ["MyAppClient", .product(name: "AuthCheck", package: "authcheck")]),
        // authcheck's whole command line with MyApp's design, clauses and driver added:
        // `.build/release/myapp-authcheck …` once built as the README says.
        .executableTarget(
            name: "myapp-authcheck",
            dependencies: ["MyAppAuth", "MyAppConformance", .product(name: "AuthCheck", package: "authcheck")]),
        .testTarget(
            name: "MyAppAuthTests",
            dependencies: ["MyAppAuth", "MyAppClient", "MyAppConformance", .product(name: "AuthCheck", package: "authcheck")]),
    ]
)
