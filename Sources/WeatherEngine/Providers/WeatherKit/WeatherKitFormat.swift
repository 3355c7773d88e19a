import Foundation

/// The WeatherKit REST format as a public entry point: a response body in, the engine's model out.
public enum WeatherKitFormat {
    /// Decodes every dataset in a WeatherKit REST body; errors name `source` and the JSON path.
    public static func decode(_ data: Data, source: String) throws -> WeatherPayload {
        var payload = WeatherPayload()
        try payload.merge(try WeatherKitDecoding.decode(data, source: source), source: source)
        return payload
    }
}
