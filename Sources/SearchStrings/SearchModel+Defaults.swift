extension SearchModel {
    /// The groups this project's thesis (a weather app on iOS) starts from: platform and language,
    /// business topic, technical sub-field. English terms carry the truncated forms the reference
    /// renders for Web of Science and Scopus: a quoted phrase there turns lemmatization off, so
    /// "weather app" alone would miss "weather apps". Swift is kept for the Chinese databases and
    /// "Swift language" goes to the English ones, where Swift is also the adjective (the reference's advice).
    public static let thesisDefault = SearchModel(groups: [
        ConceptGroup(
            "platform",
            terms: [
                SearchTerm("iOS"), SearchTerm("Swift", language: .zh), SearchTerm("SwiftUI"),
                SearchTerm("Swift language", language: .en),
            ]),
        ConceptGroup(
            "topic",
            terms: [
                SearchTerm("weather app", language: .en, wildcard: "weather app*"), SearchTerm("天气应用"),
                SearchTerm("天气APP"),
                SearchTerm("weather forecast app", language: .en, wildcard: "weather forecast app*"),
            ]),
        ConceptGroup(
            "sub-field",
            terms: [
                SearchTerm("architecture", language: .en), SearchTerm("架构"), SearchTerm("MVVM"), SearchTerm("定位"),
                SearchTerm("location", language: .en, wildcard: "locat*"), SearchTerm("缓存"),
                SearchTerm("cache", language: .en, wildcard: "cach*"),
            ]),
    ])
}
