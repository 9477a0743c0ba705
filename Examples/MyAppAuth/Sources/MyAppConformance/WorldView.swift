import AuthCheck
import MyAppClient

/// The client's state in the contract's terms, field by field as `MyAppAuthDesign.view(of:)`
/// gives them for the design: the harness compares the two after every event.
enum WorldView {
    static func view(of state: AuthState) -> ClientView {
        var view = ClientView()
        switch state.phase {
        case .starting, .restoring, .persistingRestore:
            view.status = .loading
            view.screen = .splash
        case .guest, .signingIn, .savingLogin:
            view.status = .guest
            view.screen = .signIn
        case .authed:
            view.status = .authed
            view.screen = .main
        }
        view.accessToken = state.accessToken.flatMap(WorldStorage.token)
        view.accessTokenRef = view.accessToken  // the API client reads the one field the state holds
        view.refreshToken = state.refreshToken.flatMap(WorldStorage.token)
        view.user = state.profile.flatMap { WorldAccounts.account(userID: $0.id) }
        view.loginError = state.loginError.map(loginError)
        view.errorShown = state.connectionProblem
        for request in state.requests { view.requests.append(stage(request)) }
        view.refreshing = state.isRefreshing
        view.loggedOut = state.isLoggedOut
        return view
    }

    static func loginError(_ failure: LoginFailure) -> LoginError {
        switch failure {
        case .invalidCredentials: .invalidCredentials
        case .rateLimited: .rateLimited
        case .generic: .fallback
        }
    }

    static func stage(_ state: APIRequestState) -> RequestStage {
        switch state {
        case .inFlight(let token): WorldStorage.token(token).map(RequestStage.inFlight) ?? .failed(.other(.serverError))
        case .waitingForRefresh: .waitingForRefresh
        case .succeeded: .succeeded
        case .failed(let error): .failed(failure(error))
        }
    }

    static func failure(_ error: APIError) -> RequestFailure {
        switch error {
        case .noAccessToken: .noAccessToken
        case .unauthorized: .unauthorized
        case .network: .network
        case .server(403): .other(.forbidden)
        case .server(404): .other(.notFound)
        case .server(429): .other(.rateLimited)
        case .server: .other(.serverError)
        case .invalidResponse: .other(.serverError)
        case .sessionEnded: .sessionEnded
        }
    }
}
