import AuthCheck
import MyAppClient

/// The world's two accounts as MyApp's server knows them: the email and password a tester types,
/// and the user id a session grant names. The adapter types them; the fake transport and cache
/// read them back.
enum WorldAccounts {
    static func email(_ account: Account) -> String { "\(account)@myapp.example" }

    static func password(_ account: Account) -> String { "\(account)-correct-horse" }

    static func profile(_ account: Account) -> UserProfile { UserProfile(id: "\(account)", email: email(account)) }

    static func account(email: String) -> Account? { Account.allCases.first { self.email($0) == email } }

    static func account(userID: String) -> Account? { Account.allCases.first { "\($0)" == userID } }
}
