import Foundation
import LiteratureMatrix

/// References in the GB/T 7714—2015 style (sequential numbering is the document's business):
/// up to three authors, then "et al." (等 for Chinese names), Western surnames in capitals, the
/// document type code, and the type's template.
public enum GBT7714 {
    /// The reference of `record`.
    public static func reference(_ record: MatrixRecord) -> String {
        let type = documentType(record)
        let authors = self.authors(record[.authors])
        let year = record.year.map(String.init) ?? ""
        let place = [record[.venue], year].filter { !$0.isEmpty }.joined(separator: ", ")
        let lead = authors.isEmpty ? "" : authors + (authors.hasSuffix(".") ? " " : ". ")
        var parts = [lead + record.title + "[\(type)]"]
        switch type {
        case "C", "C/OL": parts[0] += place.isEmpty ? "" : "//" + place
        case "EB/OL", "Z", "CP", "DB": if !year.isEmpty { parts.append("(\(year))") }
        default: if !place.isEmpty { parts.append(place) }
        }
        if !record[.url].isEmpty && (type.hasSuffix("/OL") || record[.doi].isEmpty) { parts.append(record[.url]) }
        if !record[.doi].isEmpty { parts.append("DOI:\(record[.doi])") }
        return parts.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
    }

    /// The type code: stated in the notes ("GB/T 7714 type: [EB/OL]"), else J with a DOI, EB/OL
    /// with only a URL, Z otherwise.
    static func documentType(_ record: MatrixRecord) -> String {
        let notes = record[.notes]
        if let marker = notes.range(of: "GB/T 7714 type: ["),
            let end = notes[marker.upperBound...].firstIndex(of: "]")
        {
            return String(notes[marker.upperBound..<end])
        }
        if !record[.doi].isEmpty { return "J" }
        return record[.url].isEmpty ? "Z" : "EB/OL"
    }

    /// "Almuhimedi H, Schaub F, Sadeh N, Adjerid I" → "ALMUHIMEDI H, SCHAUB F, SADEH N, et al.";
    /// Chinese names keep their form and end in ", 等"; other text (organisations) stays as written.
    static func authors(_ text: String) -> String {
        for suffix in [" (Eds.)", " (Ed.)"] where text.hasSuffix(suffix) {
            return authors(String(text.dropLast(suffix.count))) + suffix
        }
        let names = text.split(separator: ",").map {
            String($0).trimmingCharacters(in: CharacterSet(charactersIn: " "))
        }.filter { !$0.isEmpty }
        let hasEtAl = names.last.map { $0.hasPrefix("et al") } ?? false
        let people = hasEtAl ? Array(names.dropLast()) : names
        if !people.isEmpty, people.allSatisfy(isWesternName) {
            let shown = people.prefix(3).map(capitalizedSurname)
            return shown.joined(separator: ", ") + (people.count > 3 || hasEtAl ? ", et al" : "")
        }
        if people.count > 1, people.allSatisfy(isChineseName) {
            return people.prefix(3).joined(separator: ", ") + (people.count > 3 ? ", 等" : "")
        }
        return text
    }

    /// "Fowler M", "Cranor L F", "van den Broek E": a surname then one-letter initials.
    static func isWesternName(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        guard words.count >= 2, let last = words.last, last.count == 1, last.first!.isUppercase else { return false }
        return words.allSatisfy { $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" } }
    }

    static func isChineseName(_ name: String) -> Bool {
        (2...4).contains(name.count) && name.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// The surname in capitals, initials as they are: "SCHAUB F", "VAN DEN BROEK E".
    static func capitalizedSurname(_ name: String) -> String {
        var words = name.split(separator: " ").map(String.init)
        var index = 0
        while index < words.count, !(words[index].count == 1 && words[index].first!.isUppercase) {
            words[index] = words[index].uppercased()
            index += 1
        }
        return words.joined(separator: " ")
    }
}
