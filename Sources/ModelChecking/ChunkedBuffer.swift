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
    /// Pages before this one are freed (`freePages(before:)`); their slots in `pages` dangle.
    @usableFromInline var firstLivePage = 0

    @inlinable init() {}

    @inlinable deinit {
        for (number, page) in pages.enumerated() where number >= firstLivePage {
            let used = min(Self.pageSize, count - number * Self.pageSize)
            page.deinitialize(count: used)
            page.deallocate()
        }
    }

    /// Bytes reserved by the live pages.
    @inlinable var reservedBytes: Int {
        (pages.count - firstLivePage) * Self.pageSize * MemoryLayout<Element>.stride
    }

    /// Frees every page whose elements all lie before `index`: elements there can no longer be
    /// read. Appending and the indices of later elements are unchanged.
    @inlinable mutating func freePages(before index: Int) {
        let end = min(index >> Self.pageShift, count >> Self.pageShift)
        while firstLivePage < end {
            pages[firstLivePage].deinitialize(count: Self.pageSize)
            pages[firstLivePage].deallocate()
            firstLivePage += 1
        }
    }

    /// The first index whose element can still be read.
    @inlinable var firstLiveIndex: Int { firstLivePage << Self.pageShift }

    /// Bytes reserved after one more append.
    @inlinable var reservedBytesAfterAppend: Int { reservedBytesAfterAppending(1) }

    /// Bytes reserved after `count` more appends (a record of several elements, such as a
    /// state's recover bits, can open a page part-way).
    @inlinable func reservedBytesAfterAppending(_ count: Int) -> Int {
        let pagesAfter = (self.count + count + Self.pageMask) >> Self.pageShift
        return (max(pages.count, pagesAfter) - firstLivePage) * Self.pageSize * MemoryLayout<Element>.stride
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
        precondition(newCount >= firstLiveIndex && newCount <= count, "truncate to \(newCount) of \(count)")
        for index in newCount..<count { (pages[index >> Self.pageShift] + (index & Self.pageMask)).deinitialize(count: 1) }
        let pagesNeeded = (newCount + Self.pageMask) >> Self.pageShift
        while pages.count > pagesNeeded { pages.removeLast().deallocate() }
        count = newCount
    }

    @inlinable subscript(index: Int) -> Element {
        assert(index >= firstLiveIndex && index < count, "index \(index) out of \(firstLiveIndex)..<\(count)")
        return pages[index >> Self.pageShift][index & Self.pageMask]
    }
}
