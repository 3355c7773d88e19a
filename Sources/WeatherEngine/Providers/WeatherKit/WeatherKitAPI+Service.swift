extension HTTPService {
    /// Apple's WeatherKit REST API.
    public static let weatherKit = HTTPService(WeatherKitAPI.self)
}

extension WeatherKitAPI {
    static let serviceName = "weatherkit"
    static let authentication = "ES256 JWT developer token (Authorization: Bearer)"
    static let datumDescription = "WGS-84"

    static func make(_ settings: HTTPProviderSettings, secrets: Secrets) throws -> WeatherKitAPI {
        try WeatherKitAPI(
            origin: try HTTPOrigin(settings.endpoint ?? "https://weatherkit.apple.com"), secrets: secrets,
            clock: settings.clock)
    }
}
