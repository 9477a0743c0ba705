extension Response {
    @inlinable
    var grantsPair: Bool {
        if case .ok(_, let pair?) = self { return pair > 0 }
        return false
    }
}
