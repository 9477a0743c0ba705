extension ReferenceClient {
    /// This memory with its requests renamed, request `n` becoming request `numbers[n - 1]`
    /// (`numbers` a permutation of 1 through `requestCount`): what a symmetry reduction over
    /// request slots would identify (`RequestSymmetry`). Package-only: a benchmark's, not an API
    /// teams build on.
    package func renumberingRequests(_ numbers: [UInt8]) -> ReferenceClient {
        precondition(numbers.count == requests.count, "a renaming of \(numbers.count) requests for a memory with \(requests.count)")
        var renamed = self
        for (index, number) in numbers.enumerated() { renamed.requests[Int(number) - 1] = requests[index] }
        return renamed
    }

    /// How many protected requests this memory tracks: the numbers a renaming may permute.
    package var requestCount: Int { requests.count }
}
