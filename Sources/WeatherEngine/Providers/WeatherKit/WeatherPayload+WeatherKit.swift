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
        var payload = self
        let rebase = { (metadata: WeatherMetadata) in metadata.rebased(to: date, recordedPlace: recordedPlace) }
        if let current { payload.current?.metadata = rebase(current.metadata) }
        payload.hourly = hourly.map { $0.with(rebase($0.metadata)) }
        payload.daily = daily.map { $0.with(rebase($0.metadata)) }
        payload.minute = minute.map { $0.with(rebase($0.metadata)) }
        payload.alerts = alerts?.map { alert in
            var alert = alert
            alert.metadata = rebase(alert.metadata)
            return alert
        }
        if let changes { payload.changes?.metadata = rebase(changes.metadata) }
        if let historicalComparisons {
            payload.historicalComparisons?.metadata = rebase(historicalComparisons.metadata)
        }
        return payload
    }
}
