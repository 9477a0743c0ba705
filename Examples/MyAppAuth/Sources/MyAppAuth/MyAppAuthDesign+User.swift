import AuthCheck

extension MyAppAuthDesign {
    /// What the person holding the phone does. MyApp offers a login form, protected requests
    /// (any screen that loads data) and logout; every other action of the world's vocabulary is
    /// for parts MyApp does not have and changes nothing.
    func user(_ action: UserAction, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        switch action {
        case .submitLogin(let account, let validForm, let rightPassword):
            submitLogin(account, validForm: validForm, rightPassword: rightPassword, &client, &effects)
        case .request:
            makeRequest(&client, &effects)
        case .logout:
            logout(&client, &effects)
        case .biometricLogin, .answerOptIn, .unlock, .setBiometrics, .setSoftLock:
            break
        }
    }
}
