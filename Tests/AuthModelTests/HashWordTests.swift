@testable import AuthModel
import Testing

/// The world's own hashes: `hashWord` of the vocabulary, which `ComponentHash` hashes the queue
/// and the calls in flight from, and the `hash(into:)` of the issued pairs and the device. Equal
/// values hash alike by construction (each word is worked out from the value's fields); these
/// check that the words also tell apart every value of small domains, so that no two fields'
/// bits overlap, and that the device's hash holds each of its fields.
@Suite struct HashWordTests {
    static let tokens: [Token?] = [nil] + [TokenKind.access, .refresh].flatMap { kind in (1...5).map { Token(kind, $0) } }
    static let endpoints: [Endpoint] =
        Account.allCases.flatMap { [.login($0, validCredentials: true), .login($0, validCredentials: false), .biometricLogin($0)] }
        + [.refresh, .me, .logout] + (1...4).map { .protected($0) }
    static let responses: [Response] =
        [nil, Account.alice, .bob].flatMap { account in [nil, 1, 2, 5].map { Response.ok(account: account, pair: $0) } }
        + AuthCode.allCases.flatMap { [Response.unauthorized($0, requiresReauth: false), .unauthorized($0, requiresReauth: true)] }
        + Fault.allCases.map { .failed($0) }
    static let actions: [UserAction] =
        Account.allCases.flatMap { account in
            [(false, false), (false, true), (true, false), (true, true)].map {
                UserAction.submitLogin(account, validForm: $0.0, rightPassword: $0.1)
            }
        }
        + [.logout, .request, .biometricLogin]
        + [false, true].flatMap { [UserAction.answerOptIn($0), .unlock(biometric: $0), .setBiometrics($0), .setSoftLock($0)] }
    static let calls: [Call] = endpoints.flatMap { endpoint in
        tokens.flatMap { token in
            [0, 1, 2].flatMap { retries in [false, true].map { Call(endpoint, token: token, retries: retries, proactive: $0) } }
        }
    }
    static let causes: [Cause] =
        [.launch, .lifecycle, .device] + actions.map { .user($0) } + PromptOutcome.allCases.map { .prompt($0) }
        + endpoints.flatMap { endpoint in responses.map { Cause.response(endpoint, $0) } }
    static let values: [StoredValue] =
        [.flag(false), .flag(true)] + Account.allCases.map { .account($0) } + tokens.compactMap { $0.map { .token($0) } }
    static let effects: [Effect] =
        StoreName.allCases.flatMap { store in
            [Effect.load(store)]
                + StorageKey.allCases.flatMap { key in [Effect.delete(store, key)] + values.map { .write(store, key, $0) } }
        }
        + calls.map { .send($0) } + [.promptBiometrics]

    /// Records every two values of `values` (which must all differ) that share a word.
    func expectAWordEach<Value: Hashable>(_ values: [Value], _ word: (Value) -> UInt64) {
        #expect(Set(values).count == values.count, "the domain repeats a value")
        var seen: [UInt64: Value] = [:]
        for value in values {
            if let earlier = seen.updateValue(value, forKey: word(value)) {
                Issue.record("\(earlier) and \(value) share the word \(word(value))")
            }
        }
    }

    @Test func everyValueOfTheVocabularyHasAWordOfItsOwn() {
        expectAWordEach(Self.endpoints, \.hashWord)
        expectAWordEach(Self.responses, \.hashWord)
        expectAWordEach(Self.actions, \.hashWord)
        expectAWordEach(Self.calls, \.hashWord)
        expectAWordEach(Self.causes, \.hashWord)
        expectAWordEach(Self.effects, \.hashWord)
        #expect([Self.endpoints.count, Self.responses.count, Self.actions.count, Self.calls.count, Self.causes.count,
                 Self.effects.count] == [13, 27, 19, 858, 377, 1312], "a domain lost values")
    }

    /// A call in flight is its call's word with the orphan bit above it: the words leave that bit free.
    @Test func aCallsWordLeavesTheOrphanBitFree() {
        #expect(Self.calls.allSatisfy { $0.hashWord < 1 << 48 })
        let call = Call(.refresh, token: .refresh(2))
        #expect(InFlightCall(call: call, cause: .launch, orphaned: true).hashWord
                == InFlightCall(call: call, cause: .launch, orphaned: false).hashWord | 1 << 48)
    }

    /// Each of the device's fields is in its hash: a field added to `Device` fails the list of
    /// its fields (add it to `hash(into:)`, then here), a flag left out of the word fails its line.
    @Test func everyFieldOfTheDeviceIsHashed() {
        let flags: [WritableKeyPath<Device, Bool>] = [
            \.running, \.foreground, \.graceElapsed, \.timersHeld, \.biometricHardware, \.enrolled, \.biometricAdded,
            \.passedByAddedBiometric, \.authFailed, \.signInScreenRequest, \.signInScreenLogout, \.promptShowing,
            \.connected, \.reinstalled, \.stoppedSignedOut,
        ]
        #expect(Mirror(reflecting: Device()).children.compactMap(\.label) == [
            "running", "foreground", "graceElapsed", "timersHeld", "biometricHardware", "enrolled", "biometricAdded",
            "passedByAddedBiometric", "failedTokenDelete", "failedSaves", "authFailed", "signInScreenRequest",
            "signInScreenLogout", "promptShowing", "promptCause", "connected", "reinstalled", "stoppedSignedOut",
        ])
        var hashes = [Device().hashValue]
        for flag in flags {
            var device = Device()
            device[keyPath: flag].toggle()
            hashes.append(device.hashValue)
        }
        #expect(Set(hashes).count == hashes.count, "two devices a flag apart hash alike")
        var prompted = Device()
        prompted.promptCause = .user(.biometricLogin)
        var failedDelete = Device()
        failedDelete.failedTokenDelete = .user(.biometricLogin)
        #expect(Set([Device().hashValue, prompted.hashValue, failedDelete.hashValue]).count == 3)
    }

    /// An issued pair is four small fields in one word.
    @Test func everyFieldOfAnIssuedPairIsHashed() {
        #expect(Mirror(reflecting: IssuedPair(account: .alice, access: .valid, refresh: .valid)).children.compactMap(\.label)
                == ["account", "access", "refresh", "accessExpiresSoon"])
        let pairs = Account.allCases.flatMap { account in
            [TokenStatus.valid, .expired, .revoked].flatMap { access in
                [TokenStatus.valid, .expired, .revoked].flatMap { refresh in
                    [false, true].map { IssuedPair(account: account, access: access, refresh: refresh, accessExpiresSoon: $0) }
                }
            }
        }
        #expect(Set(pairs.map(\.hashValue)).count == pairs.count)
    }
}
