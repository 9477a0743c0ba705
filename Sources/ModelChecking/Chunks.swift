/// The `chunk`th of `count` contiguous, nearly equal parts of `range`: how a round's parents
/// (and its new states) are split among the workers' chunks.
@inlinable
func chunk(_ chunk: Int, of count: Int, _ range: Range<Int>) -> Range<Int> {
    let size = range.count
    return range.lowerBound + size * chunk / count..<range.lowerBound + size * (chunk + 1) / count
}
