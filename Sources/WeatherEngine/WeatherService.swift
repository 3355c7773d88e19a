import Foundation

/// The engine's front door, shaped like WeatherKit's `WeatherService`: `weather(for:)`,
/// `weather(for:including:)`, `attribution`; with an expiration-driven cache in memory and on disk
/// (SQLite), in which concurrent callers of the same data share one upstream fetch.
public actor WeatherService {
    /// Where the data comes from.
    public nonisolated let provider: any WeatherProvider
    let clock: any WeatherClock
    private let language: String
    private var entries: [CacheKey: CacheEntry] = [:]
    /// How many datasets the memory cache holds at most (a dataset of one place is one entry).
    public nonisolated let memoryLimit: Int
    private let disk: DiskCache?
    private var inFlight: [FetchKey: Task<WeatherPayload, any Error>] = [:]
    /// What the cache has done so far.
    public internal(set) var statistics = CacheStatistics()
    /// How long the absence of an optional dataset (no minute forecast here) is remembered.
    static let absenceLifetime: TimeInterval = 300

    /// A service over `provider`, in `language` ("en", "zh-Hans"), with a disk cache at `cachePath` if
    /// given, keeping at most `memoryLimit` datasets in memory.
    public init(
        provider: any WeatherProvider, clock: any WeatherClock = SystemClock(), language: String = "en",
        cachePath: String? = nil, memoryLimit: Int = 4096
    ) {
        self.provider = provider
        self.memoryLimit = max(1, memoryLimit)
        self.clock = clock
        self.language = language
        disk = cachePath.map { DiskCache(path: $0) }
    }

    /// Empties the memory cache, as a new process would start (benchmarks of the disk cache, tests).
    public func clearMemoryCache() {
        entries.removeAll()
    }

    /// Why the disk cache is off (unreadable, read-only or damaged file), if it is: the engine goes on from memory.
    public var cacheProblem: String? { disk?.problem }

    /// Who the data comes from: show it wherever the data is shown.
    public nonisolated var attribution: WeatherAttribution { provider.attribution }

    /// Now, the next hours and days, the minute forecast and alerts where available.
    public func weather(for location: WeatherLocation) async throws -> Weather {
        let payload = try await payload(
            [.currentWeather, .forecastHourly, .forecastDaily, .forecastNextHour, .weatherAlerts], for: location
        ).payload
        let now = clock.now
        return Weather(
            currentWeather: try WeatherQuery.current.extract(payload, now),
            minuteForecast: payload.minute, hourlyForecast: try WeatherQuery.hourly.extract(payload, now),
            dailyForecast: try WeatherQuery.daily.extract(payload, now), weatherAlerts: payload.alerts,
            availability: try WeatherQuery.availability.extract(payload, now))
    }

    /// One query's result; only the datasets it needs are fetched.
    public func weather<T>(for location: WeatherLocation, including query: WeatherQuery<T>) async throws -> T {
        try await result(for: location, including: query).value
    }

    /// Two queries' results, fetched together.
    public func weather<A, B>(
        for location: WeatherLocation, including first: WeatherQuery<A>, _ second: WeatherQuery<B>
    ) async throws -> (A, B) {
        let (payload, _) = try await payload(first.datasets.union(second.datasets), for: location)
        let now = clock.now
        return (try first.extract(payload, now), try second.extract(payload, now))
    }

    /// The datasets `datasets` (the union of the queries to be read) in one upstream request at most.
    public func snapshot(for location: WeatherLocation, datasets: Set<WeatherDataset>) async throws -> WeatherSnapshot {
        let (payload, freshness) = try await payload(datasets, for: location)
        return WeatherSnapshot(payload: payload, date: clock.now, freshness: freshness)
    }

    /// A query's result and how fresh it is (stale when the provider failed and an expired copy was served).
    public func result<T>(for location: WeatherLocation, including query: WeatherQuery<T>) async throws
        -> WeatherResult<T>
    {
        let (payload, freshness) = try await payload(query.datasets, for: location)
        return WeatherResult(value: try query.extract(payload, clock.now), freshness: freshness)
    }

    /// The datasets for `location`: fresh ones from memory, the rest in one upstream request shared
    /// with any caller already waiting for the same; expired copies if the provider fails.
    /// With `allowStale` false, a provider failure is thrown even when expired copies exist.
    func payload(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, allowStale: Bool = true) async throws
        -> (payload: WeatherPayload, freshness: Freshness)
    {
        guard location.isValid else {
            throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
        }
        let now = clock.now
        var payload = WeatherPayload()
        var missing: [WeatherDataset] = []
        for dataset in datasets.sorted() {
            let key = key(dataset, location)
            if let entry = entries[key], entry.expiration > now {
                entry.copy(into: &payload)
                statistics.memoryHits += 1
            } else if let entry = disk?.entry(key), entry.expiration > now {
                remember(entry, as: key)
                entry.copy(into: &payload)
                statistics.diskHits += 1
            } else {
                missing.append(dataset)
                statistics.misses += 1
            }
        }
        guard !missing.isEmpty else { return (payload, .fresh) }
        do {
            let fetched = try await fetch(missing, for: location)
            for dataset in missing {
                CacheEntry(dataset: dataset, from: fetched, storedAt: clock.now).copy(into: &payload)
            }
            return (payload, .fresh)
        } catch {
            guard allowStale else { throw error }
            return try stale(missing, for: location, into: payload, after: error)
        }
    }

    /// Files what a fetch brought, unless a newer copy arrived meanwhile (overlapping requests).
    private func store(_ fetched: WeatherPayload, _ datasets: [WeatherDataset], for location: WeatherLocation) {
        let storedAt = clock.now
        for dataset in datasets {
            let entry = CacheEntry(dataset: dataset, from: fetched, storedAt: storedAt)
            let key = key(dataset, location)
            if let existing = entries[key], existing.readDate > entry.readDate { continue }
            remember(entry, as: key)
            disk?.store(entry, as: key)
        }
    }

    /// Keeps `entry` in memory; over the limit, expired entries go first, then those expiring
    /// soonest, down to nine tenths of the limit (so eviction is not paid on every store).
    private func remember(_ entry: CacheEntry, as key: CacheKey) {
        entries[key] = entry
        guard entries.count > memoryLimit else { return }
        let keep = memoryLimit * 9 / 10
        let victims = entries.filter { $0.key != key }.sorted { $0.value.expiration < $1.value.expiration }
        for (victim, _) in victims.prefix(entries.count - max(keep, 1)) {
            entries[victim] = nil
            statistics.memoryEvictions += 1
        }
    }

    /// The time now, from the injected clock.
    var now: Date { clock.now }

    /// Every dataset from the caches, fresh or not, and how fresh the oldest is; nil unless all are cached.
    func cachedPayload(_ datasets: Set<WeatherDataset>, for location: WeatherLocation)
        -> (WeatherPayload, Freshness)?
    {
        var payload = WeatherPayload()
        var expires = Date.distantFuture
        var oldest = Date.distantFuture
        for dataset in datasets {
            let key = key(dataset, location)
            guard let entry = entries[key] ?? disk?.entry(key) else { return nil }
            entry.copy(into: &payload)
            expires = min(expires, entry.expiration)
            oldest = min(oldest, entry.readDate)
        }
        let now = clock.now
        return (payload, expires > now ? .fresh : .stale(age: now.timeIntervalSince(oldest)))
    }

    /// Expired copies of `datasets`, if every one of them is cached; else the provider's error.
    private func stale(
        _ datasets: [WeatherDataset], for location: WeatherLocation, into payload: WeatherPayload,
        after error: any Error
    ) throws -> (payload: WeatherPayload, freshness: Freshness) {
        var payload = payload
        var oldest = clock.now
        for dataset in datasets {
            let key = key(dataset, location)
            guard let entry = entries[key] ?? disk?.entry(key) else { throw error }
            entry.copy(into: &payload)
            oldest = min(oldest, entry.readDate)
        }
        statistics.staleServes += datasets.count
        return (payload, .stale(age: clock.now.timeIntervalSince(oldest)))
    }

    /// One upstream request for `datasets`, or the one already in flight for the same.
    private func fetch(_ datasets: [WeatherDataset], for location: WeatherLocation) async throws -> WeatherPayload {
        let sample = key(datasets[0], location)
        let fetchKey = FetchKey(
            datasets: datasets, latitudeStep: sample.latitudeStep, longitudeStep: sample.longitudeStep,
            language: language)
        if let running = inFlight[fetchKey] {
            statistics.coalescedWaits += 1
            return try await running.value
        }
        statistics.upstreamRequests += 1
        statistics.datasetsRequested += datasets.count
        let provider = self.provider
        let language = self.language
        let task = Task { try await provider.fetch(Set(datasets), for: location, language: language) }
        inFlight[fetchKey] = task
        defer { inFlight[fetchKey] = nil }
        let fetched = try await task.value
        store(fetched, datasets, for: location)  // once, by the caller that started the fetch
        return fetched
    }

    private func key(_ dataset: WeatherDataset, _ location: WeatherLocation) -> CacheKey {
        CacheKey(provider: provider, dataset: dataset, location: location, language: language)
    }
}
