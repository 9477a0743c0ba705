/// The sign-in form's own check, before anything is sent: a form the server would reject for its
/// shape is not worth a round trip (or a rate-limit slot).
struct LoginForm {
    var email: String
    var password: String

    var isValid: Bool { email.contains("@") && !password.isEmpty }
}
