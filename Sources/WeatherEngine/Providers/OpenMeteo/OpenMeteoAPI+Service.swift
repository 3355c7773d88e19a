extension HTTPService {
    /// Open-Meteo: free forecasts, no key.
    public static let openMeteo = HTTPService(OpenMeteoAPI.self)
}

extension OpenMeteoAPI {
    static let serviceName = "open-meteo"
    static let variables: [String] = []
    static let authentication = "none (free, non-commercial)"
    static let datumDescription = "WGS-84"

    static func make(_ settings: HTTPProviderSettings, secrets: Secrets) throws -> OpenMeteoAPI {
        OpenMeteoAPI(origin: try HTTPOrigin(settings.endpoint ?? "https://api.open-meteo.com"))
    }
}
