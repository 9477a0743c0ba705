// `authcheck`: the command line. Everything but the process's exit lives in AuthCheckKit.
import AuthCheckKit
import Foundation

var output = FileHandleOutputStream.standardOutput
var errors = FileHandleOutputStream.standardError
let code = AuthCheckCommand.run(Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors)
exit(code.rawValue)
