import ModelChecking
import Synchronization

/// A deliberately nondeterministic model: `next` adds 1 for its first `honestCalls` calls and
/// 2 after that, so replaying a path gives states other than those explored.
final class Drifting: Model {
    let calls = Atomic<Int>(0)
    let honestCalls: Int

    init(honestCalls: Int) { self.honestCalls = honestCalls }

    var initialStates: [Int] { [0] }

    func actions(in state: Int, into actions: inout [String]) {
        if state < 3 { actions.append("inc") }
    }

    func next(after state: Int, on action: String) -> Int? {
        let call = calls.add(1, ordering: .relaxed).newValue
        return state + (call <= honestCalls ? 1 : 2)
    }
}
