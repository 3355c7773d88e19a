/// DOIs as keys: one form whatever way a record wrote it.
public enum DOI {
    /// "https://doi.org/10.1145/ABC" and "doi:10.1145/abc" both give "10.1145/abc"; "" stays "".
    public static func normalized(_ text: String) -> String {
        var value = text.trimmedSpaces.lowercased()
        for prefix in ["https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi:"]
        where value.hasPrefix(prefix) {
            value = String(value.dropFirst(prefix.count)).trimmedSpaces
        }
        return value
    }
}
