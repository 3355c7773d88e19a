/// The language a term is written for: Chinese databases (CNKI, Wanfang) take `zh` terms, the others
/// `en` terms; an untagged term (a name such as iOS or MVVM) goes to every database.
public enum TermLanguage: String, Sendable, CaseIterable {
    case zh, en
}
