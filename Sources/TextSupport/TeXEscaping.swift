/// Text made literal for TeX, wherever lit writes it (LaTeX tables, BibTeX fields, `\bibitem`s):
/// every special character becomes the command that prints it, so a value can neither end its
/// group nor run a command.
public enum TeXEscaping {
    /// `text` escaped; a line break becomes `lineBreak` (`\newline{}` in a table cell, a space in
    /// a BibTeX field), other control characters a space.
    public static func escape(_ text: String, lineBreak: String = "\\newline{}") -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\textbackslash{}"
            case "{", "}", "$", "&", "#", "%", "_": escaped += "\\" + String(character)
            case "^": escaped += "\\textasciicircum{}"
            case "~": escaped += "\\textasciitilde{}"
            case "<": escaped += "\\textless{}"
            case ">": escaped += "\\textgreater{}"
            case "|": escaped += "\\textbar{}"
            case "\n", "\r\n", "\r": escaped += lineBreak
            default:
                let isControl = character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
                if isControl { escaped += " " } else { escaped.append(character) }
            }
        }
        return escaped
    }
}
