import Foundation

/// One cached dataset (or its absence) and when it stops being fresh: its own expiration date,
/// never a fixed interval.
struct CacheEntry: Sendable {
    /// A payload holding only this dataset.
    let payload: WeatherPayload
    let dataset: WeatherDataset
    let expiration: Date

    /// When the provider produced the data (its metadata date), for ages and for keeping the newest copy.
    var readDate: Date {
        let metadata: WeatherMetadata? =
            switch dataset {
            case .currentWeather: payload.current?.metadata
            case .forecastHourly: payload.hourly?.metadata
            case .forecastDaily: payload.daily?.metadata
            case .forecastNextHour: payload.minute?.metadata
            case .weatherAlerts: payload.alerts?.first?.metadata
            case .weatherChanges: payload.changes?.metadata
            case .historicalComparisons: payload.historicalComparisons?.metadata
            }
        return metadata?.date ?? expiration.addingTimeInterval(-WeatherService.absenceLifetime)
    }

    /// An entry as stored.
    init(dataset: WeatherDataset, payload: WeatherPayload, expiration: Date) {
        self.dataset = dataset
        self.payload = payload
        self.expiration = expiration
    }

    /// The entry for `dataset` out of a provider's answer, fresh until its own expiration date.
    init(dataset: WeatherDataset, from fetched: WeatherPayload, storedAt: Date) {
        var only = WeatherPayload()
        let metadata: WeatherMetadata?
        switch dataset {
        case .currentWeather:
            only.current = fetched.current
            metadata = fetched.current?.metadata
        case .forecastHourly:
            only.hourly = fetched.hourly
            metadata = fetched.hourly?.metadata
        case .forecastDaily:
            only.daily = fetched.daily
            metadata = fetched.daily?.metadata
        case .forecastNextHour:
            only.minute = fetched.minute
            metadata = fetched.minute?.metadata
        case .weatherAlerts:
            only.alerts = fetched.alerts
            metadata = fetched.alerts?.first?.metadata
        case .weatherChanges:
            only.changes = fetched.changes
            metadata = fetched.changes?.metadata
        case .historicalComparisons:
            only.historicalComparisons = fetched.historicalComparisons
            metadata = fetched.historicalComparisons?.metadata
        }
        payload = only
        self.dataset = dataset
        var expiration = metadata?.expirationDate ?? storedAt.addingTimeInterval(WeatherService.absenceLifetime)
        // A daily forecast stops being "ten days from today" at the next local midnight.
        if dataset == .forecastDaily, let tomorrow = fetched.daily?.dropFirst().first?.date, tomorrow > storedAt {
            expiration = min(expiration, tomorrow)
        }
        self.expiration = expiration
    }

    /// Puts this entry's dataset into `target`.
    func copy(into target: inout WeatherPayload) {
        switch dataset {
        case .currentWeather: target.current = payload.current
        case .forecastHourly: target.hourly = payload.hourly
        case .forecastDaily: target.daily = payload.daily
        case .forecastNextHour: target.minute = payload.minute
        case .weatherAlerts: target.alerts = payload.alerts
        case .weatherChanges: target.changes = payload.changes
        case .historicalComparisons: target.historicalComparisons = payload.historicalComparisons
        }
    }
}
