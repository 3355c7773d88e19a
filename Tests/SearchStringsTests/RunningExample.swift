import SearchStrings

/// The reference's running example (`literature-formats.md` §5.3) as a model: G1 platform, G2 topic
/// (with the Chinese synonym 天气预报), G3 sub-field with translation pairs. "Swift" goes to the Chinese
/// databases only and "Swift language" to the English ones, as the reference advises; the Scholar
/// line of the reference leaves out "Swift language" and "weather application".
enum RunningExample {
    static let model = SearchModel(groups: [
        ConceptGroup(
            "G1",
            terms: [
                SearchTerm("iOS"), SearchTerm("Swift", language: .zh), SearchTerm("SwiftUI"),
                SearchTerm("Swift language", language: .en, skip: [.scholar]),
            ]),
        ConceptGroup(
            "G2",
            terms: [
                SearchTerm("weather app", language: .en, wildcard: "weather app*"),
                SearchTerm("weather application", language: .en, wildcard: "weather application*", skip: [.scholar]),
                SearchTerm("天气应用"), SearchTerm("天气预报"),
            ]),
        ConceptGroup(
            "G3",
            terms: [
                SearchTerm("architecture", language: .en), SearchTerm("架构"), SearchTerm("MVVM"),
                SearchTerm("location", language: .en, wildcard: "locat*"), SearchTerm("定位"),
                SearchTerm("cache", language: .en, wildcard: "cach*"), SearchTerm("缓存"),
            ]),
    ])

    /// The strings of §5.3, verbatim.
    static let expected: [SearchDatabase: String] = [
        .cnki:
            "(SU='iOS' OR SU='Swift' OR SU='SwiftUI') AND (SU='天气应用' OR SU='天气预报') AND (SU='架构' OR SU='MVVM' OR SU='定位' OR SU='缓存')",
        .wanfang: "主题:(iOS or Swift or SwiftUI) and 主题:(\"天气应用\" or \"天气预报\") and 主题:(架构 or MVVM or 定位 or 缓存)",
        .wos:
            "TS=(iOS OR SwiftUI OR \"Swift language\") AND TS=(\"weather app*\" OR \"weather application*\") AND TS=(architecture OR MVVM OR locat* OR cach*)",
        .scopus:
            "TITLE-ABS-KEY(ios OR swiftui OR \"swift language\") AND TITLE-ABS-KEY(\"weather app*\" OR \"weather application*\") AND TITLE-ABS-KEY(architecture OR mvvm OR locat* OR cach*)",
        .ieee:
            "(\"All Metadata\":iOS OR \"All Metadata\":SwiftUI OR \"All Metadata\":\"Swift language\") AND (\"All Metadata\":\"weather app\" OR \"All Metadata\":\"weather application\") AND (\"All Metadata\":architecture OR \"All Metadata\":MVVM OR \"All Metadata\":location OR \"All Metadata\":cache)",
        .acm:
            "[[Abstract: ios] OR [Abstract: swiftui] OR [Abstract: \"swift language\"]] AND [[Abstract: \"weather app\"] OR [Abstract: \"weather application\"]] AND [[Abstract: architecture] OR [Abstract: mvvm] OR [Abstract: location] OR [Abstract: cache]]",
        .scholar: "\"weather app\" (iOS OR SwiftUI) (architecture OR MVVM OR location OR cache)",
    ]
}
