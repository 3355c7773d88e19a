/// The export formats `lit import` reads besides its own CSV.
public enum BibliographyFormat: String, CaseIterable, Sendable {
    case ris
    case bibtex
    case cslJSON = "csl-json"
    case endnoteXML = "endnote-xml"
    /// Refer / EndNote tagged (`.enw`), CNKI's and Wanfang's "EndNote" exports included.
    case refer
    /// RefWorks tagged, CNKI's "RefWorks" export included.
    case refworks
    /// NoteExpress, CNKI's and Wanfang's exports.
    case noteExpress = "noteexpress"

    /// The format of `text`, recognised from its first lines and entries (never from a file name).
    public static func detect(_ text: Substring) -> BibliographyFormat? {
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<xml") || trimmed.hasPrefix("<records") {
            return .endnoteXML
        }
        for line in trimmed.prefix(4096).split(whereSeparator: \.isNewline).prefix(40) {
            let line = line.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("{Reference Type}") { return .noteExpress }
            if RISFormat().split(ArraySlice(line.utf8))?.tag == "TY" { return .ris }
            if line.hasPrefix("%0") { return .refer }
            if line.hasPrefix("RT ") { return .refworks }
            if line.first == "@", line.dropFirst().prefix(while: \.isLetter).count > 0 { return .bibtex }
        }
        if trimmed.first == "[" || trimmed.first == "{" { return .cslJSON }
        return nil
    }
}
