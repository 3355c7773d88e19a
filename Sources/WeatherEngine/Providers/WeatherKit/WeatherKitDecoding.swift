import Foundation

/// Decodes WeatherKit REST bodies, naming the JSON path of anything that does not fit.
enum WeatherKitDecoding {
    /// Decodes `data` (from `source`, for messages), moving every timestamp by `shift` seconds; with
    /// `datasets`, only those are decoded and the others skipped.
    static func decode(
        _ data: Data, source: String, datasets: Set<WeatherDataset>? = nil, shift: TimeInterval = 0
    ) throws -> WeatherKitWire {
        let decoder = JSONDecoder()
        if let datasets { decoder.userInfo[WeatherKitWire.datasetsKey] = datasets }
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

    /// "2026-11-30T08:00:00Z", with or without fractional seconds or a "+08:00" offset: parsed by
    /// hand, as a formatter per date would cost more than the rest of the decoding.
    static func parseDate(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { ISO8601Time.parse($0) }
    }

    /// The time the response was read from the service (its first dataset's `readTime`).
    static func readTime(of data: Data, source: String) throws -> Date {
        struct Probe: Decodable {
            struct Block: Decodable { var metadata: WeatherKitWire.Metadata }
            var currentWeather: Block?
            var forecastHourly: Block?
            var forecastDaily: Block?
        }
        let probe = try decode(data, as: Probe.self, source: source)
        guard let time = (probe.currentWeather ?? probe.forecastHourly ?? probe.forecastDaily)?.metadata.readTime else {
            throw WeatherError.invalidResponse(source: source, path: "", expected: "at least one dataset with metadata")
        }
        return time
    }

    private static func decode<T: Decodable>(_ data: Data, as type: T.Type, source: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            guard let date = parseDate(try container.decode(String.self)) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "an ISO 8601 time like 2026-11-30T08:00:00Z")
            }
            return date
        }
        do {
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw invalidResponse(error, source: source)
        }
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
