import Foundation

/// How much memory a run may take on this machine when the spec gives no bound, and the most a
/// spec may ask for: without a bound a large world grows until the operating system kills the
/// process with nothing printed, where a bound ends it `inconclusive (memory)` with its report.
///
/// A spec's `maxMemoryMiB` bounds the process. The engine counts what it holds (its states, what
/// they point to, its buffers) and adds `baselineBytes` for the rest of the process, measured
/// once as the peak resident size of `authcheck list systems`: fixed figures, so the run stops at
/// the same state on every machine. The default is half the memory available: the machine's
/// physical memory or, when the process runs under an address-space limit (`ulimit -v`,
/// `RLIMIT_AS`), a quarter of the room that limit leaves above what the process has mapped already
/// (threads reserve address space they never touch), whichever is less. The default depends on
/// the machine, as a time bound does; a spec that must stop at the same state everywhere sets
/// `maxMemoryMiB` itself.
enum MemoryCeiling {
    static let mebibyte = 1_048_576
    /// What part of the physical memory a run may take by default.
    static let countedShare = 2
    /// What part of the address-space limit's room a run may take.
    static let addressSpaceShare = 4
    /// The process besides the engine: the runtime, the program and its libraries.
    static let baselineBytes = 20 * mebibyte

    /// The default bound, in bytes.
    static var defaultBytes: Int {
        let physical = physicalBytes / countedShare
        return addressSpaceRoom.map { min(physical, $0) } ?? physical
    }

    static var physicalBytes: Int {
        Int(clamping: ProcessInfo.processInfo.physicalMemory)
    }

    /// The share of what the address-space limit leaves that states may take, or nil when the
    /// process has no such limit.
    static var addressSpaceRoom: Int? {
        guard let limit = addressSpaceLimit else { return nil }
        return max(0, limit - mappedBytes) / addressSpaceShare
    }

    /// The process's address-space limit in bytes, or nil when it has none.
    static var addressSpaceLimit: Int? {
        var limit = rlimit()
        #if os(Linux)
        let status = getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #else
        let status = getrlimit(RLIMIT_AS, &limit)
        #endif
        guard status == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// The process's virtual size now (Linux's `/proc/self/statm`); 0 where it cannot be read.
    static var mappedBytes: Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
