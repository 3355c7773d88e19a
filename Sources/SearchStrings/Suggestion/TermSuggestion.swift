/// A term the records suggest adding to the model, and the counts it was ranked by.
public struct TermSuggestion: Sendable, Equatable {
    /// The term, in the form the records write it most often.
    public let term: String
    /// zh when it has Chinese characters, en otherwise.
    public let language: TermLanguage
    /// How many records contain it.
    public let records: Int
    /// How many of those also contain a term of the model.
    public let withModelTerms: Int

    /// The rank: records that contain it, counted twice when they also contain a model term.
    public var score: Int { records + withModelTerms }
}
