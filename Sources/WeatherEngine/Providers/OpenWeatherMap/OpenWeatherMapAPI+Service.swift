extension HTTPService {
    /// OpenWeatherMap One Call 3.0.
    public static let openWeatherMap = HTTPService(OpenWeatherMapAPI.self)
}

extension OpenWeatherMapAPI {
    static let serviceName = "openweathermap"
    static let authentication = "API key in the appid query parameter"
    static let datumDescription = "WGS-84"

    static func make(_ settings: HTTPProviderSettings, secrets: Secrets) throws -> OpenWeatherMapAPI {
        try OpenWeatherMapAPI(
            origin: try HTTPOrigin(settings.endpoint ?? "https://api.openweathermap.org"), secrets: secrets)
    }
}
