import Foundation

/// Decodes WeatherKit REST bodies, naming the JSON path of anything that does not fit.
enum WeatherKitDecoding {
    /// Decodes `data` (from `source`, for messages), moving every timestamp by `shift` seconds.
    static func decode(_ data: Data, source: String, shift: TimeInterval = 0) throws -> WeatherKitWire {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDate(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "an ISO 8601 time like 2026-11-30T08:00:00Z")
            }
            return date.addingTimeInterval(shift)
        }
        do {
            return try decoder.decode(WeatherKitWire.self, from: data)
        } catch let error as DecodingError {
            throw invalidResponse(error, source: source)
        }
    }

    /// "2026-11-30T08:00:00Z", with or without fractional seconds.
    static func parseDate(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    private static func invalidResponse(_ error: DecodingError, source: String) -> WeatherError {
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
