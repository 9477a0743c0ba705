@testable import AuthCheckKit
@testable import AuthModel
import Foundation
import Testing

/// The JSON-lines protocol's encoding, message by message, exactly as `docs/DRIVERS.md` shows
/// it: every line below must appear there verbatim, so the document a team implements a driver
/// from cannot drift from what authcheck sends and reads.
@Suite struct DriverMessageTests {
    static let drivers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/DRIVERS.md")

    static var storedSession: Store {
        var store = Store()
        store[.refreshToken] = .token(.refresh(1))
        store[.user] = .account(.alice)
        store[.biometricEnabled] = .flag(true)
        return store
    }

    /// Every kind of event, with the line authcheck writes for it.
    static let events: [(ClientEvent, String)] = [
        (.launched(biometrics: true), #"{"event":"launched","biometrics":true}"#),
        (.user(.submitLogin(.alice, validForm: true, rightPassword: false)),
         #"{"event":"submitLogin","account":"alice","validForm":true,"rightPassword":false}"#),
        (.user(.request), #"{"event":"request"}"#),
        (.user(.logout), #"{"event":"logout"}"#),
        (.user(.biometricLogin), #"{"event":"biometricLogin"}"#),
        (.user(.answerOptIn(true)), #"{"event":"answerOptIn","yes":true}"#),
        (.user(.unlock(biometric: false)), #"{"event":"unlock","biometric":false}"#),
        (.user(.setBiometrics(true)), #"{"event":"setBiometrics","on":true}"#),
        (.user(.setSoftLock(false)), #"{"event":"setSoftLock","on":false}"#),
        (.loaded(.secure, storedSession),
         #"{"event":"loaded","store":"secure","contents":{"user_refresh_token":"R1","user":"alice","biometric_enabled":true}}"#),
        (.loaded(.fastCache, Store()), #"{"event":"loaded","store":"fastCache","contents":{}}"#),
        (.loadFailed(.secure), #"{"event":"loadFailed","store":"secure"}"#),
        (.wrote(.secure, .refreshToken), #"{"event":"wrote","store":"secure","key":"user_refresh_token"}"#),
        (.writeFailed(.fastCache, .user), #"{"event":"writeFailed","store":"fastCache","key":"user"}"#),
        (.response(Call(.login(.alice, validCredentials: true), token: nil), .ok(account: .alice, pair: 1)),
         #"{"event":"response","call":{"endpoint":"login","account":"alice","validCredentials":true,"retries":0},"#
            + #""response":{"status":200,"account":"alice","pair":1}}"#),
        (.response(Call(.protected(2), token: .access(1), retries: 1), .unauthorized(.accessTokenExpired, requiresReauth: false)),
         #"{"event":"response","call":{"endpoint":"protected","request":2,"token":"A1","retries":1},"#
            + #""response":{"status":401,"code":"access_token_expired","requiresReauth":false}}"#),
        (.response(Call(.refresh, token: .refresh(1)), .failed(.networkError)),
         #"{"event":"response","call":{"endpoint":"refresh","token":"R1","retries":0},"response":{"fault":"network"}}"#),
        (.response(Call(.logout, token: .refresh(2)), .ok(account: nil, pair: nil)),
         #"{"event":"response","call":{"endpoint":"logout","token":"R2","retries":0},"response":{"status":200}}"#),
        (.promptAnswered(.cancel), #"{"event":"promptAnswered","outcome":"cancel"}"#),
        (.promptPassedWithNewBiometric, #"{"event":"promptAnswered","outcome":"success","biometricAdded":true}"#),
        (.backgrounded, #"{"event":"backgrounded"}"#),
        (.foregrounded(afterGrace: true, timersHeld: false), #"{"event":"foregrounded","afterGrace":true}"#),
        (.foregrounded(afterGrace: true, timersHeld: true), #"{"event":"foregrounded","afterGrace":true,"timersHeld":true}"#),
        (.inactivityElapsed, #"{"event":"inactivityElapsed"}"#),
        (.biometricsChanged(available: false), #"{"event":"biometricsChanged","available":false}"#),
        (.clockAdvanced(Clock(soon: 0b10, expired: 0b01)), #"{"event":"clockAdvanced","accessTokens":{"A1":"expired","A2":"expiresSoon"}}"#),
    ]

    @Test func everyEventIsWrittenAsTheProtocolSays() throws {
        let document = try String(contentsOf: Self.drivers, encoding: .utf8)
        for (event, line) in Self.events {
            #expect(JSONWriter.writeCompact(DriverMessage.json(event)) == line)
            #expect(document.contains(line), "docs/DRIVERS.md lacks \(line)")
        }
    }

    /// A reply with every effect, and a view with every field the protocol reads.
    static let reply = #"""
        {"effects":[{"effect":"load","store":"secure"},{"effect":"write","store":"secure","key":"user_refresh_token","value":"R2"},{"effect":"write","store":"fastCache","key":"biometric_enabled","value":true},{"effect":"write","store":"fastCache","key":"user","value":"alice"},{"effect":"delete","store":"asyncStorage","key":"tenant"},{"effect":"send","call":{"endpoint":"biometricLogin","account":"bob"}},{"effect":"send","call":{"endpoint":"me","token":"A2"}},{"effect":"promptBiometrics"}],"screen":{"running":true,"status":"authed","screen":"main","optInOffered":true,"errorShown":true,"loginError":"Too many attempts. Please try again later."},"memory":{"accessToken":"A2","accessTokenRef":"A1","refreshToken":"R2","user":"alice","tenant":"alice","permissions":"bob","softLockEnabled":true,"biometricsEnabled":true,"refreshing":true,"refreshAttempts":2,"requests":["in flight with A1","waiting for refresh","succeeded","failed: NO_ACCESS_TOKEN","failed: 429","failed: session ended"],"loggedOut":true}}
        """#

    @Test func aReplyIsReadIntoEffectsAndAView() throws {
        let document = try String(contentsOf: Self.drivers, encoding: .utf8)
        #expect(document.contains(Self.reply))
        let reply = try DriverMessage.reply(JSONParser.parse(Self.reply))
        #expect(reply.effects == [
            .load(.secure), .write(.secure, .refreshToken, .token(.refresh(2))), .write(.fastCache, .biometricEnabled, .flag(true)),
            .write(.fastCache, .user, .account(.alice)), .delete(.asyncStorage, .tenant), .send(Call(.biometricLogin(.bob), token: nil)),
            .send(Call(.me, token: .access(2))), .promptBiometrics,
        ])
        var view = ClientView()
        view.status = .authed
        view.screen = .main
        view.optInOffered = true
        view.errorShown = true
        view.loginError = .rateLimited
        view.accessToken = .access(2)
        view.accessTokenRef = .access(1)
        view.refreshToken = .refresh(2)
        view.user = .alice
        view.tenant = .alice
        view.permissions = .bob
        view.softLockEnabled = true
        view.biometricsEnabled = true
        view.refreshing = true
        view.refreshAttempts = 2
        let stages: [RequestStage] = [.inFlight(.access(1)), .waitingForRefresh, .succeeded, .failed(.noAccessToken),
                                      .failed(.other(.rateLimited)), .failed(.sessionEnded)]
        stages.forEach { view.requests.append($0) }
        view.loggedOut = true
        #expect(reply.view == view)
    }

    @Test func whatIsLeftOutIsEmptyOrFalse() throws {
        let reply = try DriverMessage.reply(JSONParser.parse(#"{"effects":[],"screen":{"status":"guest","screen":"signIn"},"memory":{}}"#))
        var view = ClientView()
        view.status = .guest
        view.screen = .signIn
        #expect(reply == DriverReply(effects: [], view: view))
    }

    /// What a driver may get wrong in a reply, and the message that names it.
    @Test(arguments: [
        (#"[]"#, "the reply: expected an object, found an array"),
        (#"{"effects":[],"screen":{"status":"guest","screen":"signIn"}}"#, "the reply.memory: is missing"),
        (#"{"effects":{},"screen":{},"memory":{}}"#, "effects: expected an array"),
        (#"{"effects":[{"effect":"store","store":"secure"}],"screen":{},"memory":{}}"#,
         "effects[0].effect: unknown effect \"store\" (one of: load, write, delete, send, promptBiometrics)"),
        (#"{"effects":[{"effect":"load","store":"keychain"}],"screen":{},"memory":{}}"#,
         "effects[0].store: unknown store \"keychain\" (one of: secure, fastCache, asyncStorage)"),
        (#"{"effects":[{"effect":"write","store":"secure","key":"user_refresh_token","value":"X1"}],"screen":{},"memory":{}}"#,
         "effects[0].value: expected a token such as \"A1\" or \"R2\", found \"X1\""),
        (#"{"effects":[{"effect":"send","call":{"endpoint":"refresh","token":"R1","body":{}}}],"screen":{},"memory":{}}"#,
         "effects[0].call.body: unknown field (known: endpoint, token, retries)"),
        (#"{"effects":[{"effect":"send","call":{"endpoint":"protected","request":0}}],"screen":{},"memory":{}}"#,
         "effects[0].call.request: expected the request's number, 1 or more"),
        (#"{"effects":[],"screen":{"screen":"signIn"},"memory":{}}"#, "screen.status: is missing"),
        (#"{"effects":[],"screen":{"status":"guest","screen":"login"},"memory":{}}"#,
         "screen.screen: unknown screen \"login\" (one of: splash, signIn, main, lock)"),
        (#"{"effects":[],"screen":{"status":"guest","screen":"signIn","locked":"no"},"memory":{}}"#,
         "screen.locked: expected true or false"),
        (#"{"effects":[],"screen":{"status":"authed","screen":"main"},"memory":{"requests":["pending"]}}"#,
         "memory.requests[0]: unknown request stage \"pending\""),
    ])
    func aWrongReplyIsMalformedWithItsPlace(reply: String, message: String) throws {
        #expect(throws: DriverFailure.malformed(message)) { try DriverMessage.reply(JSONParser.parse(reply)) }
    }
}
