import Foundation

/// The engine's front door, shaped like WeatherKit's `WeatherService`: `weather(for:)`,
/// `weather(for:including:)`, `attribution`; with an expiration-driven cache in memory and on disk
/// (SQLite), in which concurrent callers of the same data share one upstream fetch.
public actor WeatherService {
    /// Where the data comes from.
    public nonisolated let provider: any WeatherProvider
    let clock: any WeatherClock
    let language: String
    var entries: [CacheKey: CacheEntry] = [:]
    /// How many datasets the memory cache holds at most (a dataset of one place is one entry).
    public nonisolated let memoryLimit: Int
    /// When a cached dataset may be shown without asking the provider.
    public nonisolated let cachePolicy: CachePolicy
    /// When the service refreshes on its own, and how pull-to-refresh is answered.
    public nonisolated let refreshPolicy: RefreshPolicy
    let disk: DiskCache?
    var inFlight: [FetchKey: Task<WeatherPayload, any Error>] = [:]
    var backgroundRefreshes: [UUID: Task<Void, Never>] = [:]
    /// What the cache has done so far.
    public internal(set) var statistics = CacheStatistics()
    /// How long the absence of an optional dataset (no minute forecast here) is remembered.
    static let absenceLifetime: TimeInterval = 300

    /// A service over `provider`, in `language` ("en", "zh-Hans"), with a disk cache at `cachePath` if
    /// given, keeping at most `memoryLimit` datasets in memory, caching by `cachePolicy` and
    /// refreshing by `refreshPolicy`.
    public init(
        provider: any WeatherProvider, clock: any WeatherClock = SystemClock(), language: String = "en",
        cachePath: String? = nil, memoryLimit: Int = 4096, cachePolicy: CachePolicy = .expiration,
        refreshPolicy: RefreshPolicy = .off
    ) {
        self.provider = provider
        self.memoryLimit = max(1, memoryLimit)
        self.cachePolicy = cachePolicy
        self.refreshPolicy = refreshPolicy
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

    /// Why the provider never returns `dataset` ("Open-Meteo has no weather alerts"), or nil.
    public nonisolated func notOffered(_ dataset: WeatherDataset) -> String? {
        provider.notOffered(dataset).map { "\(provider.name) does not offer \(dataset.rawValue): \($0)" }
    }

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

    /// The datasets `datasets` (the union of the queries to be read) in one upstream request at most;
    /// `refreshing` makes it a pull-to-refresh (see `refresh(for:including:)`).
    public func snapshot(for location: WeatherLocation, datasets: Set<WeatherDataset>, refreshing: Bool = false)
        async throws -> WeatherSnapshot
    {
        let (payload, freshness) = try await payload(datasets, for: location, pullToRefresh: refreshing)
        return WeatherSnapshot(payload: payload, date: clock.now, freshness: freshness)
    }

    /// A query's result and how fresh it is (stale when the provider failed and an expired copy was served).
    public func result<T>(for location: WeatherLocation, including query: WeatherQuery<T>) async throws
        -> WeatherResult<T>
    {
        let (payload, freshness) = try await payload(query.datasets, for: location)
        return WeatherResult(value: try query.extract(payload, clock.now), freshness: freshness)
    }

    /// Pull-to-refresh: the query's datasets from the provider even if cached copies are fresh
    /// (conditionally under `.revalidation`), unless the refresh policy finds them recent enough.
    public func refresh<T>(for location: WeatherLocation, including query: WeatherQuery<T>) async throws
        -> WeatherResult<T>
    {
        let (payload, freshness) = try await payload(query.datasets, for: location, pullToRefresh: true)
        return WeatherResult(value: try query.extract(payload, clock.now), freshness: freshness)
    }

    /// Waits until the refreshes started in the background (refresh-ahead) have been filed.
    public func waitForBackgroundRefreshes() async {
        while let (_, task) = backgroundRefreshes.first {
            await task.value
        }
    }
}
