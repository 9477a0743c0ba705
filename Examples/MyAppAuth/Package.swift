// swift-tools-version: 6.1
import PackageDescription

// MyApp's auth design, audited by authcheck. Copy this folder to start auditing your own design.
//
// TEMPORARY while authcheck has no `AuthCheck` product: the dependency is the authcheck checkout
// this folder sits in, and the targets use its `AuthModel`, `AuthSystems` and `AuthCheckKit`
// products. Once authcheck 0.2.0 is tagged this becomes
//     .package(url: "<authcheck git url>", from: "0.2.0")
// and every target depends on `.product(name: "AuthCheck", package: "authcheck")` alone.
let designProducts: [Target.Dependency] = [
    .product(name: "AuthModel", package: "authcheck"),
    .product(name: "AuthSystems", package: "authcheck"),
]
let toolProducts: [Target.Dependency] = designProducts + [.product(name: "AuthCheckKit", package: "authcheck")]

let package = Package(
    name: "MyAppAuth",
    products: [
        .library(name: "MyAppAuth", targets: ["MyAppAuth"]),
        .executable(name: "myapp-authcheck", targets: ["myapp-authcheck"]),
    ],
    dependencies: [
        .package(name: "authcheck", path: "../.."),
    ],
    targets: [
        // The design: a pure reducer, its view, its registry entry, and the team's own clauses.
        .target(name: "MyAppAuth", dependencies: designProducts),
        // authcheck's command line with MyApp's design added: `swift run -c release myapp-authcheck …`.
        .executableTarget(name: "myapp-authcheck", dependencies: ["MyAppAuth"] + toolProducts),
        .testTarget(name: "MyAppAuthTests", dependencies: ["MyAppAuth"] + toolProducts),
    ]
)
