extension SearchDatabase {
    /// How it writes queries.
    var syntax: any SearchSyntax {
        switch self {
        case .cnki: CNKISyntax()
        case .wanfang: WanfangSyntax()
        case .wos: WebOfScienceSyntax()
        case .scopus: ScopusSyntax()
        case .ieee: IEEESyntax()
        case .acm: ACMSyntax()
        case .scholar: ScholarSyntax()
        }
    }
}
