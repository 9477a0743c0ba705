/// A model whose states the engine stores packed by a `StatePacker` the model makes for each
/// run: only the packed words and the parent per visited state, the whole state only while it
/// waits to be expanded. Results are the same as without packing.
public protocol PackingModel: Model {
    associatedtype Packer: StatePacker where Packer.State == State

    func makePacker() -> Packer
}
