/// A database the search strings are written for, with the rules of its own syntax.
public enum SearchDatabase: String, Sendable, CaseIterable, Comparable {
    case cnki, wanfang, wos, scopus, ieee, acm, scholar

    /// The database's name for people.
    public var name: String {
        switch self {
        case .cnki: "CNKI 知网 (专业检索)"
        case .wanfang: "Wanfang 万方 (专业检索)"
        case .wos: "Web of Science"
        case .scopus: "Scopus"
        case .ieee: "IEEE Xplore (command search)"
        case .acm: "ACM Digital Library"
        case .scholar: "Google Scholar"
        }
    }

    /// The language of the terms it is searched with: Chinese for CNKI and Wanfang, English otherwise.
    public var language: TermLanguage {
        switch self {
        case .cnki, .wanfang: .zh
        case .wos, .scopus, .ieee, .acm, .scholar: .en
        }
    }

    /// Where its rules come from: the database's own help pages, or the library guides that quote them.
    public var source: String {
        switch self {
        case .cnki, .wanfang: "CNKI and Wanfang help as quoted in Waynehfut/blog (source/_posts/paper_search.md)"
        case .wos: "Clarivate's Web of Science help: search rules, search operators, wildcards"
        case .scopus: "Scopus guides of KU Copenhagen, Rush University and HKUST libraries; scopusflow"
        case .ieee: "IEEE Xplore help (complex command search examples); the JKU literature-search-tool"
        case .acm: "UCL library guide to the ACM Digital Library; edit-search syntax of published protocols"
        case .scholar: "library guides of Portsmouth and Regina; spubl.com.cn on Google Scholar"
        }
    }

    public static func < (lhs: SearchDatabase, rhs: SearchDatabase) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
