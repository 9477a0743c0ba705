// The one library a team depends on: `import AuthCheck` gives the engine (`ModelChecking`), the
// world and the clause catalogue (`AuthModel`), the bundled systems and `AuthSystem`
// (`AuthSystems`), and specs, traces, their renderings, the audit and the command line
// (`AuthCheckKit`). The modules stay separate inside the package so that the engine can never
// learn of authentication; this target only re-exports them.
@_exported import AuthCheckKit
@_exported import AuthModel
@_exported import AuthSystems
@_exported import ModelChecking
