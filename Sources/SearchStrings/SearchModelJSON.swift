import TextSupport

/// The model as the JSON of `Literature/search.json`: keys sorted, two-space indentation, one term per
/// line, so that a change shows in git as the lines it changed.
///
/// ```json
/// {
///   "format": 1,
///   "groups": [
///     {
///       "name": "topic",
///       "terms": [
///         {"lang": "en", "text": "weather app", "wildcard": "weather app*"},
///         {"text": "天气应用"}
///       ]
///     }
///   ]
/// }
/// ```
enum SearchModelJSON {
    /// The version of the layout this code writes and reads.
    static let format = 1

    /// The document for `model`, ending in a line break.
    static func encode(_ model: SearchModel) -> String {
        var lines = ["{", "  \"format\": \(format),"]
        if model.groups.isEmpty {
            lines.append("  \"groups\": []")
        } else {
            lines.append("  \"groups\": [")
            for (index, group) in model.groups.enumerated() {
                lines.append("    {")
                lines.append("      \"name\": \(TextEscaping.jsonString(group.name)),")
                if group.terms.isEmpty {
                    lines.append("      \"terms\": []")
                } else {
                    lines.append("      \"terms\": [")
                    lines += group.terms.enumerated().map { number, term in
                        "        " + encode(term) + (number == group.terms.count - 1 ? "" : ",")
                    }
                    lines.append("      ]")
                }
                lines.append("    }" + (index == model.groups.count - 1 ? "" : ","))
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One term as a one-line object, keys sorted, defaults left out.
    private static func encode(_ term: SearchTerm) -> String {
        var members: [String] = []
        if let language = term.language { members.append("\"lang\": \"\(language.rawValue)\"") }
        if let phrase = term.phrase { members.append("\"phrase\": \(phrase)") }
        if !term.skip.isEmpty {
            members.append("\"skip\": [" + term.skip.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]")
        }
        members.append("\"text\": " + TextEscaping.jsonString(term.text))
        if let wildcard = term.wildcard { members.append("\"wildcard\": " + TextEscaping.jsonString(wildcard)) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The model in `bytes`; a `SearchFileError` naming the line (bad JSON) or the member (a wrong
    /// value) and what was expected there.
    static func decode(_ bytes: [UInt8], path: String) throws(SearchFileError) -> SearchModel {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            throw SearchFileError(path: path, location: "line \(error.line)", expected: error.expected)
        }
        let reader = Reader(path: path)
        return try reader.model(document.value())
    }

    /// Walks the JSON tree, keeping the member path for errors.
    private struct Reader {
        let path: String

        func model(_ value: JSONValue) throws(SearchFileError) -> SearchModel {
            let members = try object(
                value, at: "the document", keys: ["format", "groups"], required: ["format", "groups"])
            guard case .number(let number) = members["format"]!, number == Double(SearchModelJSON.format) else {
                throw fail(
                    "format", "\(SearchModelJSON.format) (a file written by another version of lit?)",
                    members["format"]!)
            }
            guard case .array(let items) = members["groups"]! else {
                throw fail("groups", "an array of groups", members["groups"]!)
            }
            var model = SearchModel(groups: [])
            for (index, item) in items.enumerated() {
                let location = "groups[\(index)]"
                let group = try object(item, at: location, keys: ["name", "terms"], required: ["name", "terms"])
                let name = try string(group["name"]!, at: location + ".name")
                guard case .array(let termValues) = group["terms"]! else {
                    throw fail(location + ".terms", "an array of terms", group["terms"]!)
                }
                var terms: [SearchTerm] = []
                for (number, termValue) in termValues.enumerated() {
                    terms.append(try term(termValue, at: location + ".terms[\(number)]"))
                }
                do {
                    try model.addGroup(name, terms: terms)
                } catch {
                    throw SearchFileError(path: path, location: location, expected: "a valid group: \(error)")
                }
            }
            return model
        }

        private func term(_ value: JSONValue, at location: String) throws(SearchFileError) -> SearchTerm {
            let members = try object(
                value, at: location, keys: ["lang", "phrase", "skip", "text", "wildcard"], required: ["text"])
            var term = SearchTerm(try string(members["text"]!, at: location + ".text"))
            if let lang = members["lang"] {
                guard case .string(let text) = lang, let language = TermLanguage(rawValue: text) else {
                    throw fail(location + ".lang", "\"zh\" or \"en\"", lang)
                }
                term.language = language
            }
            if let phrase = members["phrase"] {
                guard case .bool(let flag) = phrase else { throw fail(location + ".phrase", "true or false", phrase) }
                term.phrase = flag
            }
            if let wildcard = members["wildcard"] {
                term.wildcard = try string(wildcard, at: location + ".wildcard")
            }
            if let skip = members["skip"] {
                let names = SearchDatabase.allCases.map(\.rawValue).joined(separator: ", ")
                guard case .array(let items) = skip else {
                    throw fail(location + ".skip", "an array of databases", skip)
                }
                var databases: [SearchDatabase] = []
                for (index, item) in items.enumerated() {
                    guard case .string(let text) = item, let database = SearchDatabase(rawValue: text) else {
                        throw fail(location + ".skip[\(index)]", "one of \(names)", item)
                    }
                    databases.append(database)
                }
                term.skip = Array(Set(databases)).sorted()
            }
            do {
                try term.validate()
            } catch {
                throw SearchFileError(path: path, location: location, expected: "a valid term: \(error)")
            }
            return term
        }

        private func object(
            _ value: JSONValue, at location: String, keys: Set<String>, required: [String]
        ) throws(SearchFileError) -> [String: JSONValue] {
            let expected = "an object with " + keys.sorted().joined(separator: ", ")
            guard case .object(let members) = value else { throw fail(location, expected, value) }
            var found: [String: JSONValue] = [:]
            for member in members {
                guard keys.contains(member.key) else {
                    throw SearchFileError(
                        path: path, location: location, expected: "\(expected), found \"\(member.key)\"")
                }
                found[member.key] = member.value
            }
            for key in required where found[key] == nil {
                throw SearchFileError(path: path, location: location, expected: "a member \"\(key)\"")
            }
            return found
        }

        private func string(_ value: JSONValue, at location: String) throws(SearchFileError) -> String {
            guard case .string(let text) = value else { throw fail(location, "a string", value) }
            return text
        }

        private func fail(_ location: String, _ expected: String, _ found: JSONValue) -> SearchFileError {
            SearchFileError(path: path, location: location, expected: expected + ", found " + Self.describe(found))
        }

        private static func describe(_ value: JSONValue) -> String {
            switch value {
            case .null: "null"
            case .bool(let flag): String(flag)
            case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
            case .string(let text): TextEscaping.jsonString(text)
            case .array: "an array"
            case .object: "an object"
            }
        }
    }
}
