extension HTTPService {
    /// QWeather (和风天气).
    public static let qWeather = HTTPService(QWeatherAPI.self)
}

extension QWeatherAPI {
    static let serviceName = "qweather"
    static let authentication = "API key in the X-QW-Api-Key header, per-account API host"
    static let datumDescription = "GCJ-02 by default (QWEATHER_DATUM)"

    static func make(_ settings: HTTPProviderSettings, secrets: Secrets) throws -> QWeatherAPI {
        try QWeatherAPI(endpoint: settings.endpoint, secrets: secrets)
    }
}
