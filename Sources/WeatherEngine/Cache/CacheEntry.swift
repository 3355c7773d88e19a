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
        payload.metadata(of: dataset)?.date ?? expiration.addingTimeInterval(-WeatherService.absenceLifetime)
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
        only.copy(dataset, from: fetched)
        let metadata = fetched.metadata(of: dataset)
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
        target.copy(dataset, from: payload)
    }
}
