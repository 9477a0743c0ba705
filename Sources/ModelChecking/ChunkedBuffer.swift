/// An append-only array stored in fixed-size pages.
///
/// Growing never copies what is stored and never holds two copies at once, so peak memory stays
/// close to what the elements need: a few million states cost their own size plus at most one
/// partly filled page.
///
/// Noncopyable: one run's store owns its buffers and frees their pages when it ends, and, as
/// the owner is a local variable of the run, every access to a buffer is checked for
/// exclusivity when the engine is compiled, not while it runs. `@inlinable` (with the store
/// and the checker) so that a model's module specializes it for the model's state.
@usableFromInline
struct ChunkedBuffer<Element>: ~Copyable {
    @inlinable static var pageShift: Int { 16 }
    @inlinable static var pageSize: Int { 1 << pageShift }
    @inlinable static var pageMask: Int { pageSize - 1 }

    @usableFromInline var pages: [UnsafeMutablePointer<Element>] = []
    @usableFromInline var count = 0

    @inlinable init() {}

    @inlinable deinit {
        for (number, page) in pages.enumerated() {
            let used = min(Self.pageSize, count - number * Self.pageSize)
            page.deinitialize(count: used)
            page.deallocate()
        }
    }

    /// Bytes reserved by the pages.
    @inlinable var reservedBytes: Int {
        pages.count * Self.pageSize * MemoryLayout<Element>.stride
    }

    /// Bytes reserved after one more append.
    @inlinable var reservedBytesAfterAppend: Int {
        count & Self.pageMask == 0 ? reservedBytes + Self.pageSize * MemoryLayout<Element>.stride
            : reservedBytes
    }

    @inlinable mutating func append(_ element: Element) {
        if count & Self.pageMask == 0 {
            pages.append(UnsafeMutablePointer<Element>.allocate(capacity: Self.pageSize))
        }
        (pages[count >> Self.pageShift] + (count & Self.pageMask)).initialize(to: element)
        count += 1
    }

    /// Drops every element from `newCount` on, freeing the pages no longer used. Rare: a run
    /// that stops part-way through a round gives back what the serial order would not have stored.
    @inlinable mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "truncate to \(newCount) of \(count)")
        for index in newCount..<count { (pages[index >> Self.pageShift] + (index & Self.pageMask)).deinitialize(count: 1) }
        let pagesNeeded = (newCount + Self.pageMask) >> Self.pageShift
        while pages.count > pagesNeeded { pages.removeLast().deallocate() }
        count = newCount
    }

    @inlinable subscript(index: Int) -> Element {
        assert(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        return pages[index >> Self.pageShift][index & Self.pageMask]
    }
}
