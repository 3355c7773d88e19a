/// Names of people as the matrix keeps them: the GB/T 7714 form "Surname Initials" ("Shannon C E")
/// for Western names, Chinese names whole, organisations as written; a list is joined with ", ".
public enum PersonName {
    /// "Shannon, Claude E." → "Shannon C E"; "张会佳" and "World Meteorological Organization" stay.
    public static func surnameInitials(_ name: String) -> String {
        guard !FieldCleanup.hasCJK(name) else { return name }
        let parts = name.split(separator: ",", maxSplits: 1).map { String($0).trimmedSpaces }
        guard parts.count == 2, !parts[0].isEmpty else { return name.trimmedSpaces }
        let initials = parts[1].split(whereSeparator: { $0 == " " || $0 == "." || $0 == "-" }).compactMap(\.first)
            .map { String($0).uppercased() }
        return ([parts[0]] + initials).joined(separator: " ")
    }

    /// "Shannon C E" → "Shannon, C. E." (what BibTeX, RIS and CSL read as family and given names);
    /// other names unchanged.
    public static func familyCommaGiven(_ name: String) -> String {
        let words = name.split(separator: " ").map(String.init)
        guard !FieldCleanup.hasCJK(name), words.count >= 2,
            words.dropFirst().allSatisfy({ $0.count == 1 && $0.first!.isUppercase })
        else { return name }
        return words[0] + ", " + words.dropFirst().map { $0 + "." }.joined(separator: " ")
    }

    /// The names of a matrix `authors` value: split on ";" when it has one, else on commas
    /// ("Almuhimedi H, Schaub F", "张会佳, 侯相竹").
    public static func list(_ text: String) -> [String] {
        let separators: Set<Character> =
            text.contains(where: { $0 == ";" || $0 == "；" }) ? [";", "；"] : [",", "，", "、"]
        return text.split(whereSeparator: separators.contains).map { String($0).trimmedSpaces }.filter { !$0.isEmpty }
    }
}
