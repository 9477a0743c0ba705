import ModelChecking
import Synchronization
import Testing

@Suite struct ProgressMeterTests {
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
        func write(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    @Test func silentBeforeTheDelayThenEveryInterval() {
        let lines = Lines()
        let meter = ProgressMeter(delay: 2, interval: 2, write: lines.write)
        let statistics = Statistics(generated: 1_234_567, distinct: 45_678, depth: 9)
        meter.report(statistics, queued: 1_000, elapsedSeconds: 1.9)
        #expect(lines.all.isEmpty)
        meter.report(statistics, queued: 1_000, elapsedSeconds: 2.0)
        meter.report(statistics, queued: 1_000, elapsedSeconds: 3.0)
        meter.report(statistics, queued: 1_000, elapsedSeconds: 4.5)
        meter.finish(statistics, elapsedSeconds: 5)
        #expect(lines.all == [
            "progress: 1,234,567 generated, 45,678 distinct, depth 9, 1,000 queued, 22,839 distinct/s, 2 s",
            "progress: 1,234,567 generated, 45,678 distinct, depth 9, 1,000 queued, 10,150 distinct/s, 4 s",
            "progress: 1,234,567 generated, 45,678 distinct, depth 9, 0 queued, 9,135 distinct/s, 5 s done",
        ])
    }

    @Test func walksReportTheirCountsLikewise() {
        let lines = Lines()
        let meter = ProgressMeter(delay: 2, interval: 2, write: lines.write)
        meter.report(walks: 10, steps: 200, elapsedSeconds: 1)
        meter.report(walks: 4_000, steps: 81_234, elapsedSeconds: 2)
        meter.finish(walks: 5_000, steps: 100_000, elapsedSeconds: 2.5)
        #expect(lines.all == [
            "progress: 4,000 walks, 81,234 steps, 2,000 walks/s, 2 s",
            "progress: 5,000 walks, 100,000 steps, 2,000 walks/s, 2 s done",
        ])
        let quiet = Lines()
        let short = ProgressMeter(write: quiet.write)
        _ = Simulator(model: Steps(limit: 60), properties: [.valueIsNot(-1)], seed: 1, walks: 3, maxDepth: 10, progress: short).run()
        #expect(quiet.all.isEmpty)
    }

    @Test func aShortRunPrintsNothing() throws {
        let lines = Lines()
        _ = try Checker(model: Steps(limit: 2000), properties: [.valueIsNot(-1)],
                        progress: ProgressMeter(write: lines.write)).run()
        #expect(lines.all.isEmpty)
    }

    @Test func numbersAreGroupedTheSameEverywhere() {
        #expect(ProgressMeter.grouped(0) == "0")
        #expect(ProgressMeter.grouped(999) == "999")
        #expect(ProgressMeter.grouped(1000) == "1,000")
        #expect(ProgressMeter.grouped(10_340_352) == "10,340,352")
        #expect(ProgressMeter.grouped(-1234) == "-1,234")
    }
}
