import Testing

@testable import WeatherEngine

/// Each provider declares itself; the list of services only names them.
@Suite struct HTTPServiceTests {
    @Test func everyServiceIsFoundByItsNameAndDescribesItself() {
        #expect(HTTPService.allCases.map(\.rawValue) == ["weatherkit", "open-meteo", "qweather", "openweathermap"])
        for service in HTTPService.allCases {
            #expect(HTTPService(rawValue: service.rawValue) == service)
            #expect(!service.authentication.isEmpty && !service.datum.isEmpty)
            #expect(service.profile.name == service.rawValue)
            #expect(service.profile.datasets.count == WeatherDataset.allCases.count)
        }
        #expect(HTTPService(rawValue: "fixture") == nil)
        #expect(Set(HTTPService.allCases).count == 4)
        #expect(HTTPService.qWeather.variables.contains("QWEATHER_API_KEY"))
        #expect(HTTPService.openMeteo.variables.isEmpty)
        #expect(HTTPService.openMeteo.notOffered(.weatherAlerts) != nil)
    }
}
