import Foundation
import TextSupport

/// Decodes WeatherKit REST bodies, naming the JSON path of anything that does not fit.
enum WeatherKitDecoding {
    /// Decodes `data` (from `source`, for messages), moving every timestamp by `shift` seconds; with
    /// `datasets`, only those are read.
    static func decode(
        _ data: Data, source: String, datasets: Set<WeatherDataset>? = nil, shift: TimeInterval = 0
    ) throws -> WeatherKitWire {
        try wire(from: parse(data, source: source), source: source, datasets: datasets, shift: shift)
    }

    /// The wire datasets of an already parsed body (so one parse can serve several shifts).
    static func wire(
        from body: JSONDocument, source: String, datasets: Set<WeatherDataset>? = nil, shift: TimeInterval = 0
    ) throws -> WeatherKitWire {
        try WeatherKitWire(
            JSONFields(root: body, source: source, shift: shift), wanted: datasets ?? Set(WeatherDataset.allCases))
    }

    /// The parsed body; a syntax error names the line.
    static func parse(_ data: Data, source: String) throws -> JSONDocument {
        do {
            return try JSONDocument(parsing: [UInt8](data))
        } catch {
            throw WeatherError.invalidResponse(source: source, path: "line \(error.line)", expected: error.expected)
        }
    }

    /// The time the response was read from the service (its first dataset's `readTime`).
    static func readTime(of body: JSONDocument, source: String) throws -> Date {
        let json = try JSONFields(root: body, source: source, shift: 0)
        for dataset in [WeatherDataset.currentWeather, .forecastHourly, .forecastDaily] where json.has(dataset.wireName)
        {
            return try json.object(dataset.wireName).object("metadata").date("readTime")
        }
        throw WeatherError.invalidResponse(source: source, path: "", expected: "at least one dataset with metadata")
    }

    static func invalidResponse(_ error: DecodingError, source: String) -> WeatherError {
        switch error {
        case .typeMismatch(let type, let context):
            .invalidResponse(source: source, path: path(context.codingPath), expected: "a value of type \(type)")
        case .valueNotFound(let type, let context):
            .invalidResponse(
                source: source, path: path(context.codingPath), expected: "a value of type \(type), found null")
        case .keyNotFound(let key, let context):
            .invalidResponse(source: source, path: path(context.codingPath + [key]), expected: "this field")
        case .dataCorrupted(let context):
            .invalidResponse(
                source: source, path: path(context.codingPath),
                expected: context.codingPath.isEmpty ? "valid JSON" : context.debugDescription)
        @unknown default:
            .invalidResponse(source: source, path: "", expected: "a WeatherKit response")
        }
    }

    /// "forecastHourly.hours[3].temperature".
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
