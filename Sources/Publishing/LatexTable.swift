import TextSupport

/// LaTeX tables with booktabs rules and `tabularx` columns that wrap, every special character
/// escaped; `standalone` wraps one in a `ctexart` document that xelatex compiles, Chinese included.
enum LatexTable {
    static func render(_ table: PublishedTable, standalone: Bool) -> String {
        let columns = table.headers.indices.map { column -> String in
            if table.numericColumns.contains(column) { return "r" }
            return column == 0 ? "l" : ">{\\raggedright\\arraybackslash}X"
        }
        var lines = [
            "\\begin{table}[htbp]", "\\centering", "\\caption{\(escape(table.caption))}",
            "\\label{tab:\(table.name)}", "\\begin{tabularx}{\\linewidth}{\(columns.joined())}", "\\toprule",
            table.headers.map(escape).joined(separator: " & ") + " \\\\", "\\midrule",
        ]
        for row in table.rows { lines.append(row.map(escape).joined(separator: " & ") + " \\\\") }
        lines += ["\\bottomrule", "\\end{tabularx}", "\\end{table}"]
        let body = lines.joined(separator: "\n") + "\n"
        guard standalone else { return body }
        return """
            \\documentclass[UTF8]{ctexart}
            \\usepackage{booktabs}
            \\usepackage{tabularx}
            \\usepackage{array}
            \\begin{document}

            """ + body + "\\end{document}\n"
    }

    /// Text with LaTeX's special characters made literal; line breaks become `\newline`.
    static func escape(_ text: String) -> String { TeXEscaping.escape(text) }
}
