/// Every kind of event the explorer interleaves, as a trace names it, for `list events`.
enum EventCatalogue {
    struct Entry {
        let usage: String
        let help: String
    }

    static let all: [Entry] = [
        Entry(usage: "launch", help: "the app process starts"),
        Entry(usage: "crash", help: "kill or crash at any point: memory and pending effects go, storage stays"),
        Entry(usage: "reinstall", help: "the app is deleted and installed again: as a crash, and the fast cache and async storage go; the keychain stays"),
        Entry(usage: "background", help: "the app goes to the background"),
        Entry(usage: "foreground", help: "the app returns"),
        Entry(usage: "graceElapsed", help: "more than 90 s pass in the background"),
        Entry(usage: "timersSuspended", help: "the OS suspends the app in the background before the grace ends: its timers fire only after its return"),
        Entry(usage: "inactivityElapsed", help: "300 s pass without interaction in the foreground"),
        Entry(usage: "accessTokenExpires", help: "the newest valid access token expires"),
        Entry(usage: "accessTokenExpiresSoon", help: "the device's clock: the newest valid access token has 5 minutes or less left"),
        Entry(usage: "refreshTokenExpires", help: "the newest valid refresh token expires"),
        Entry(usage: "submitLogin account validForm rightPassword", help: "the user submits the login form"),
        Entry(usage: "logout", help: "the user logs out"),
        Entry(usage: "request", help: "the user makes a protected request"),
        Entry(usage: "biometricLogin", help: "the user taps biometric login"),
        Entry(usage: "answerOptIn yes", help: "the user answers the biometric opt-in"),
        Entry(usage: "unlock biometric", help: "the user unlocks the soft lock by biometrics or PIN"),
        Entry(usage: "setBiometrics on", help: "the user flips the biometrics switch in settings"),
        Entry(usage: "setSoftLock on", help: "the user flips the soft lock switch in settings"),
        Entry(usage: "biometricHardware present", help: "biometric hardware appears or goes"),
        Entry(usage: "enrolment enrolled", help: "a biometric is enrolled or removed"),
        Entry(usage: "biometricAdded", help: "a biometric is added to the enrolled set: biometrics stay available, and a prompt passes for the new one"),
        Entry(usage: "prompt outcome", help: "the OS prompt ends: success, failure, cancel or lockout"),
        Entry(usage: "perform", help: "the next pending effect (a load, write, delete, send or prompt) takes place"),
        Entry(usage: "writeFails", help: "the next pending write fails (secure storage) or throws (fast cache)"),
        Entry(usage: "keychainLocked", help: "the next pending secure read fails: the keychain is locked"),
        Entry(usage: "deleteFails", help: "the next pending delete fails (secure storage or fast cache): the value stays"),
        Entry(usage: "answer slot", help: "the server answers the call in flight in this slot, as its tokens say"),
        Entry(usage: "fault slot fault", help: "the call gets a fault instead: network, 403, 404, 429 or 500"),
        Entry(usage: "answerLost slot", help: "the server answers and acts on the call, but the answer is lost: the app sees a network error"),
        Entry(usage: "connectivityLost", help: "the network drops"),
        Entry(usage: "connectivityRestored", help: "the network returns"),
        Entry(usage: "serverRevokes", help: "the server revokes every session and saved credential"),
    ]
}
