/// A command line `authcheck-bench` cannot run, with what is wrong in it: it ends the process
/// with the usage and exit status 64, as `authcheck` does.
struct BenchUsageError: Error {
    let message: String
}
