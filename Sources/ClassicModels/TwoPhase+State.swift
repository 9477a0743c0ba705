import ModelChecking

extension TwoPhase {
    /// One state of `TwoPhase`, packed into one 64-bit word so that ten million states fit in a
    /// few hundred megabytes. A `CompactState`: the engine stores the word itself and hashes it
    /// with its cheap mix, not `Hasher`.
    ///
    /// Layout, lowest bit first: two bits of RM state per RM (bits 0–27), the TM's prepared set
    /// (bits 28–41), the "Prepared" messages sent (bits 42–55), the TM's state (bits 56–57),
    /// "Commit" sent (bit 58), "Abort" sent (bit 59).
    public struct State: CompactState, CustomStringConvertible {
        private var bits: UInt64 = 0

        public init() {}

        public init(packed: UInt64) { bits = packed }

        public var packed: UInt64 { bits }

        private static let rmShift = 0, tmPreparedShift = 28, preparedShift = 42
        private static let tmShift = 56, commitBit = 58, abortBit = 59
        private static let setMask: UInt64 = (1 << 14) - 1

        // The accessors shift with `&>>` and `&<<`: every shift here is by less than 64 bits, and
        // the plain operators' handling of longer shifts was a tenth of a run's instructions.

        public func rm(_ rm: Int) -> ResourceManagerState {
            // Two bits hold each of the four cases, so every raw value read names one.
            ResourceManagerState(rawValue: UInt8(truncatingIfNeeded: bits &>> (Self.rmShift &+ 2 &* rm)) & 0b11)
                .unsafelyUnwrapped
        }

        mutating func setRM(_ rm: Int, _ value: ResourceManagerState) {
            let shift = UInt64(truncatingIfNeeded: Self.rmShift &+ 2 &* rm)
            bits = bits & ~(0b11 &<< shift) | UInt64(value.rawValue) &<< shift
        }

        /// The RMs the TM has received "Prepared" from, one bit each.
        public var tmPrepared: UInt16 {
            get { field(Self.tmPreparedShift) }
            set { setField(Self.tmPreparedShift, newValue) }
        }

        /// The RMs that have sent "Prepared", one bit each (messages are never removed).
        public var preparedMessages: UInt16 {
            get { field(Self.preparedShift) }
            set { setField(Self.preparedShift, newValue) }
        }

        public var tm: TransactionManagerState {
            get { TransactionManagerState(rawValue: UInt8(truncatingIfNeeded: bits &>> Self.tmShift) & 0b11)! }
            set { bits = bits & ~(0b11 &<< Self.tmShift) | UInt64(newValue.rawValue) &<< Self.tmShift }
        }

        public var commitSent: Bool {
            get { bits & (1 &<< Self.commitBit) != 0 }
            set { bits = newValue ? bits | 1 &<< Self.commitBit : bits & ~(1 &<< Self.commitBit) }
        }

        public var abortSent: Bool {
            get { bits & (1 &<< Self.abortBit) != 0 }
            set { bits = newValue ? bits | 1 &<< Self.abortBit : bits & ~(1 &<< Self.abortBit) }
        }

        func preparedSent(by rm: Int) -> Bool { preparedMessages & (1 &<< rm) != 0 }

        func anyRM(in value: ResourceManagerState, among count: Int) -> Bool {
            (0..<count).contains { rm($0) == value }
        }

        private func field(_ shift: Int) -> UInt16 {
            UInt16(truncatingIfNeeded: (bits &>> shift) & Self.setMask)
        }

        private mutating func setField(_ shift: Int, _ value: UInt16) {
            bits = bits & ~(Self.setMask &<< shift) | (UInt64(value) & Self.setMask) &<< shift
        }

        public var description: String {
            let rms = (0..<TwoPhase.maximumResourceManagers).map { "\(rm($0))" }.joined(separator: ",")
            return "tm=\(tm) rms=[\(rms)] tmPrepared=\(tmPrepared) prepared=\(preparedMessages)"
                + (commitSent ? " Commit" : "") + (abortSent ? " Abort" : "")
        }
    }
}
