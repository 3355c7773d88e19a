import Bibliography
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

    /// "Almuhimedi H, Schaub F, Sadeh N, Adjerid I" → "ALMUHIMEDI H, SCHAUB F, SADEH N, et al";
    /// Chinese names keep their form and end in ", 等"; organisations stay as written; an editors'
    /// "(Eds.)" stays at the end. The names are formatted as `lit refs` formats them.
    static func authors(_ text: String) -> String {
        for suffix in [" (Eds.)", " (Ed.)"] where text.hasSuffix(suffix) {
            return authors(String(text.dropLast(suffix.count))) + suffix
        }
        // Free text (organisations, annotations in parentheses) is kept as written.
        let names = PersonName.list(text)
        guard !names.isEmpty, names.allSatisfy(GBTReference.isPersonName) else { return text }
        return GBTReference.authors(names)
    }
}
