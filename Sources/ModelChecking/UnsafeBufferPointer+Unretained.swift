extension UnsafeBufferPointer where Element: AnyObject {
    /// `body` on the object at `index`, which it reads without retaining: a closure copied out of
    /// an array (or read through an unsafe buffer, or a `Span`) is retained and released around
    /// every call, even one that captures nothing, while one read from a `let` field of an object
    /// guaranteed alive is called as it is. Safe while the list the buffer reads is not changed,
    /// which keeps the object alive: the callers only read theirs during the loop.
    @inlinable @inline(__always)
    package func withUnretained<Result>(_ index: Int, _ body: (Element) throws -> Result) rethrows -> Result {
        try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
    }
}
