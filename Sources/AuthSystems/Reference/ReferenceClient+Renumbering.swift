extension ReferenceClient {
    /// This memory with its requests renamed, request `n` becoming request `numbers[n - 1]`
    /// (`numbers` a permutation of 1 through some count), what a symmetry reduction over request
    /// slots would identify (`RequestSymmetry`). Requests past the count keep their numbers. Nil
    /// when the memory holds fewer requests and the renaming takes one of them past its count:
    /// dense slots cannot show that state. Package-only: a benchmark's, not an API teams build on.
    package func renumberingRequests(_ numbers: [UInt8]) -> ReferenceClient? {
        let count = requests.count
        let applied = numbers.count <= count
            ? numbers + (numbers.count..<count).map { UInt8($0 + 1) }
            : Array(numbers.prefix(count))
        guard applied.allSatisfy({ Int($0) <= count }) else { return nil }
        var renamed = self
        for (index, number) in applied.enumerated() { renamed.requests[Int(number) - 1] = requests[index] }
        return renamed
    }

    /// How many protected requests this memory tracks: the numbers a renaming may permute.
    package var requestCount: Int { requests.count }
}
