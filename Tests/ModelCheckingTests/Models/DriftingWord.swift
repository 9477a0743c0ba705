import ModelChecking
import Synchronization

/// `Drifting` with a state of one packed word, counting up to `limit`: `next` adds 1 for its
/// first `honestCalls` calls and 2 after that. A replay that drifts then goes through states
/// explored too (every count up to `limit` is), so only the end of the trace can show it.
final class DriftingWord: Model {
    typealias State = WholeHashTableTests.Word

    let calls = Atomic<Int>(0)
    let honestCalls: Int
    let limit: UInt64

    init(honestCalls: Int, limit: UInt64) {
        self.honestCalls = honestCalls
        self.limit = limit
    }

    var initialStates: [State] { [State(0)] }

    func actions(in state: State, into actions: inout [String]) {
        if state.value < limit { actions.append("inc") }
    }

    func next(after state: State, on action: String) -> State? {
        let call = calls.add(1, ordering: .relaxed).newValue
        return State(state.value + (call <= honestCalls ? 1 : 2))
    }
}
