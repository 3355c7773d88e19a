import Foundation

/// One cached dataset (or its absence), when it stops being fresh, and the validators of the
/// response it came from.
struct CacheEntry: Sendable {
    /// A payload holding only this dataset.
    let payload: WeatherPayload
    let dataset: WeatherDataset
    let expiration: Date
    /// What identifies the response's version, for revalidation.
    let validators: Validators

    /// When the provider produced the data (its metadata date), for ages and for keeping the newest copy.
    var readDate: Date {
        payload.metadata(of: dataset)?.date ?? expiration.addingTimeInterval(-WeatherService.absenceLifetime)
    }

    /// An entry as stored.
    init(dataset: WeatherDataset, payload: WeatherPayload, expiration: Date, validators: Validators) {
        self.dataset = dataset
        self.payload = payload
        self.expiration = expiration
        self.validators = validators
    }

    /// The entry for `dataset` out of a provider's answer, fresh until its own expiration date, or
    /// for `lifetime` seconds from `storedAt` when the cache policy fixes one.
    init(
        dataset: WeatherDataset, from fetched: WeatherPayload, storedAt: Date, validators: Validators = Validators(),
        lifetime: TimeInterval? = nil
    ) {
        var only = WeatherPayload()
        only.copy(dataset, from: fetched)
        let metadata = fetched.metadata(of: dataset)
        payload = only
        self.dataset = dataset
        self.validators = validators
        let expiration = metadata?.expirationDate ?? storedAt.addingTimeInterval(WeatherService.absenceLifetime)
        self.expiration =
            lifetime.map { storedAt.addingTimeInterval($0) }
            ?? Self.capped(expiration, dataset: dataset, payload: fetched, at: storedAt)
    }

    /// A daily forecast stops being "ten days from today" at the next local midnight.
    private static func capped(_ expiration: Date, dataset: WeatherDataset, payload: WeatherPayload, at date: Date)
        -> Date
    {
        guard dataset == .forecastDaily, let tomorrow = payload.daily?.dropFirst().first?.date, tomorrow > date else {
            return expiration
        }
        return min(expiration, tomorrow)
    }

    /// The same data confirmed current at `date` by an unchanged answer: read then, fresh until
    /// `expiration` (or for as long as it was before).
    func renewed(at date: Date, until expiration: Date?) -> CacheEntry {
        let until = Self.capped(
            expiration ?? date.addingTimeInterval(max(self.expiration.timeIntervalSince(readDate), 0)),
            dataset: dataset, payload: payload, at: date)
        let renewed = payload.mapMetadata {
            WeatherMetadata(date: date, expirationDate: until, location: $0.location, recordedPlace: $0.recordedPlace)
        }
        return CacheEntry(dataset: dataset, payload: renewed, expiration: until, validators: validators)
    }

    /// Puts this entry's dataset into `target`.
    func copy(into target: inout WeatherPayload) {
        target.copy(dataset, from: payload)
    }
}
