/// A work as a reference manager or a database exported it, in one shape whatever the format.
public struct BibRecord: Sendable, Equatable {
    /// What kind of work it is.
    public var type: BibType = .other
    public var title = ""
    /// The title in the other language (CNKI's and Wanfang's English title).
    public var translatedTitle = ""
    /// People, each as written ("张会佳", "Shannon, Claude E."); Chinese names are never split.
    public var authors: [String] = []
    /// The authors in the other language (Wanfang's `%H`, `{Translated Author}`).
    public var translatedAuthors: [String] = []
    /// The journal, proceedings or book a part appeared in.
    public var container = ""
    public var translatedContainer = ""
    public var year = ""
    /// A fuller date when given ("2021-01-18").
    public var date = ""
    public var volume = ""
    public var issue = ""
    /// Pages with "-" for ranges and "," between discontinuous parts ("118-120,123").
    public var pages = ""
    public var publisher = ""
    public var place = ""
    /// The university (theses).
    public var school = ""
    /// "硕士", "博士", "PhD", "Master".
    public var degree = ""
    public var supervisors: [String] = []
    /// Lower-case, without a resolver prefix ("10.1145/abc").
    public var doi = ""
    public var url = ""
    public var issn = ""
    public var isbn = ""
    public var keywords: [String] = []
    public var abstract = ""
    public var language = ""
    /// The database that exported it ("CNKI", "北京万方数据股份有限公司"), when the file says.
    public var database = ""
    /// Where the record starts in its file (1-based).
    public var line = 0
    /// The record's text as it was in the file.
    public var raw = ""

    /// An empty record.
    public init() {}
}

/// Kinds of work, with their GB/T 7714 type codes.
public enum BibType: String, CaseIterable, Sendable {
    case journalArticle = "journal-article"
    case thesis
    case conferencePaper = "conference-paper"
    case book
    case bookSection = "book-section"
    case report
    case standard
    case patent
    case webpage
    case newspaper
    case dataset
    case other

    /// The GB/T 7714 document type code ([J], [D], [C], [M], [R], [S], [P], [EB/OL], [N], [DS], [Z]).
    public var gbtCode: String {
        switch self {
        case .journalArticle: "J"
        case .thesis: "D"
        case .conferencePaper: "C"
        case .book, .bookSection: "M"
        case .report: "R"
        case .standard: "S"
        case .patent: "P"
        case .webpage: "EB"
        case .newspaper: "N"
        case .dataset: "DS"
        case .other: "Z"
        }
    }

    /// The type for the names the formats use: RIS codes, EndNote and RefWorks names, BibTeX entry
    /// types and CSL types ("JOUR", "Journal Article", "article", "article-journal", "Dissertation/Thesis").
    public init(exportName: String) {
        switch exportName.trimmedSpaces.lowercased() {
        case "jour", "journal article", "article", "article-journal", "ejour", "magazine article", "article-magazine":
            self = .journalArticle
        case "thes", "thesis", "dissertation/thesis", "phdthesis", "mastersthesis", "dissertation":
            self = .thesis
        case "conf", "cpaper", "conference proceedings", "conference paper", "conference proceeding",
            "inproceedings", "conference", "paper-conference", "proceedings":
            self = .conferencePaper
        case "book", "edbook", "ebook": self = .book
        case "chap", "book section", "incollection", "inbook", "chapter": self = .bookSection
        case "rprt", "report", "techreport": self = .report
        case "stand", "standard": self = .standard
        case "pat", "patent": self = .patent
        case "elec", "web page", "electronic article", "webpage", "post", "post-weblog", "online", "misc-online":
            self = .webpage
        case "news", "newspaper article", "article-newspaper": self = .newspaper
        case "data", "dataset": self = .dataset
        default: self = .other
        }
    }
}
