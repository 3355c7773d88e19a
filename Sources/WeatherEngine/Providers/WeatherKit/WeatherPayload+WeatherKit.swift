import Foundation

extension WeatherPayload {
    /// Adds the datasets present in `wire`, mapped to the model.
    mutating func merge(_ wire: WeatherKitWire, source: String) throws {
        if let block = wire.currentWeather { current = try block.model(source: source) }
        if let block = wire.forecastHourly { hourly = try block.model(source: source) }
        if let block = wire.forecastDaily { daily = try block.model(source: source) }
        if let block = wire.forecastNextHour { minute = block.model }
        if let block = wire.weatherAlerts { alerts = try block.model(source: source) }
        if let block = wire.weatherChanges { changes = try block.model(source: source) }
        if let block = wire.historicalComparisons { historicalComparisons = try block.model(source: source) }
    }

    /// Every dataset's metadata made to start at `date` (keeping its validity), naming `recordedPlace`.
    func rebased(to date: Date, recordedPlace: String?) -> WeatherPayload {
        mapMetadata { $0.rebased(to: date, recordedPlace: recordedPlace) }
    }
}
