/// What a step changed of what a `step` clause reads: the app started or stopped, its memory
/// (the view), its stores, its work. A clause whose judgement cannot fail on a step that changes
/// none of the parts it names says so (`Clause.step(…, when:)`), and the judge then does not call
/// it there: in the reference's worlds a fifth of the steps change the view and an eighth the
/// stores, so a clause about a change runs on that much of them.
///
/// A bit set, not a `Set`, so that testing it costs one AND. Computed once per step, only the
/// parts some clause asks about (`init(of:asking:)`).
public struct StepChanges: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The app started or stopped (a launch, a kill, a reinstall).
    @inlinable public static var running: StepChanges { StepChanges(rawValue: 1 << 0) }
    /// The app's view changed: `Observation.client` is not the same on both sides.
    @inlinable public static var client: StepChanges { StepChanges(rawValue: 1 << 1) }
    /// A persistent store changed: `secure`, `fastCache` or `asyncStorage`.
    @inlinable public static var stores: StepChanges { StepChanges(rawValue: 1 << 2) }
    /// The app's work moved: the step performed an effect or failed it, queued one, or a call
    /// was answered, lost or failed, or the process started or ended (which drops what was
    /// pending and orphans the calls). On a step the world made, that is whenever the effects
    /// pending or the calls in flight are not the same on both sides, and on a few steps where
    /// they are; a transition built by hand from observations the world did not make (same
    /// counts, other effects, no ghost) can differ without it.
    @inlinable public static var work: StepChanges { StepChanges(rawValue: 1 << 3) }

    /// Every part.
    @inlinable public static var all: StepChanges { [.running, .client, .stores, .work] }
    /// Not a part: the judge adds it to every step's changes and gives it to a clause that names
    /// no part, which is then called on every step.
    @usableFromInline static var everyStep: StepChanges { StepChanges(rawValue: 1 << 7) }

    /// The parts of `asking` that differ between the two sides of `step`: a part nobody asks
    /// about is not compared, and is not in the result. The view is compared where it lies in
    /// the two observations (copied out first, it cost the judge more than the clauses it
    /// spares); work by what moves it, as the world moves it: an effect leaves the queue only
    /// when performed or failed, or when the process ends; it joins only when queued; a call
    /// leaves only when answered, lost or failed; it changes only when the process ends. Debug
    /// builds compare both queues whole on every step that moved no work, and stop if they differ.
    @inlinable
    public init(of step: borrowing Transition, asking: StepChanges) {
        let old = UnsafePointer(step.before.instant)
        let new = UnsafePointer(step.after.instant)
        var changes: StepChanges = []
        let runningChanged = old.pointee.running != new.pointee.running
        if asking.contains(.running), runningChanged { changes.insert(.running) }
        if asking.contains(.stores),
            old.pointee.secure != new.pointee.secure || old.pointee.fastCache != new.pointee.fastCache
                || old.pointee.asyncStorage != new.pointee.asyncStorage
        {
            changes.insert(.stores)
        }
        if asking.contains(.work) {
            let moved =
                runningChanged || step.queuedSlots != 0 || new.pointee.performed != nil || new.pointee.answered != nil
                || old.pointee.pending.count != new.pointee.pending.count
                || old.pointee.calls.count != new.pointee.calls.count
            assert(moved || Self.sameWork(old, new), "the world moved work on \(step.event) where StepChanges does not look")
            if moved { changes.insert(.work) }
        }
        if asking.contains(.client), old.pointer(to: \.client)!.pointee != new.pointer(to: \.client)!.pointee {
            changes.insert(.client)
        }
        self = changes
    }

    @inlinable
    static func sameWork(_ old: UnsafePointer<ObservedInstant>, _ new: UnsafePointer<ObservedInstant>) -> Bool {
        old.pointee.pending == new.pointee.pending && old.pointee.calls == new.pointee.calls
    }

    /// The parts by name, as a clause writes them: `[.client, .stores]`.
    public var description: String {
        let names: [(StepChanges, String)] = [(.running, "running"), (.client, "client"), (.stores, "stores"), (.work, "work")]
        return "[" + names.filter { contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}
