// swift-tools-version: 6.1
import PackageDescription

// MyApp's auth design, audited by authcheck. Copy this folder to start auditing your own design:
// point the dependency at where your team gets authcheck, keep `from:` on a released version.
let package = Package(
    name: "MyAppAuth",
    products: [
        .library(name: "MyAppAuth", targets: ["MyAppAuth"]),
        .executable(name: "myapp-authcheck", targets: ["myapp-authcheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/authcheck/authcheck.git", from: "0.2.0"),
    ],
    targets: [
        // The design: a pure reducer, its view, its registry entry, and the team's own clauses.
        .target(name: "MyAppAuth", dependencies: [.product(name: "AuthCheck", package: "authcheck")]),
        // authcheck's whole command line with MyApp's design and clauses added: `swift run myapp-authcheck …`.
        .executableTarget(
            name: "myapp-authcheck", dependencies: ["MyAppAuth", .product(name: "AuthCheck", package: "authcheck")]),
        .testTarget(name: "MyAppAuthTests", dependencies: ["MyAppAuth", .product(name: "AuthCheck", package: "authcheck")]),
    ]
)
