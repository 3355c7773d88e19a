import Foundation
import WeatherEngine

/// Replays a trace against the engine with one strategy on a simulated clock: each user is a device
/// with its own service and disk cache (one shared service when the trace says so) behind a
/// simulated network; each event's latency is the engine's own time, measured, plus the network
/// time the simulation charged to it.
public struct Replayer: Sendable {
    /// The datasets a weather screen shows.
    public static let screen: Set<WeatherDataset> = [.currentWeather, .forecastHourly, .forecastDaily]

    let provider: any WeatherProvider
    let clock: ManualClock
    /// A folder for the devices' disk caches (nil: memory only).
    let scratch: String?
    let seed: UInt64

    /// A replayer over `provider`, which must read time from `clock`.
    public init(provider: any WeatherProvider, clock: ManualClock, scratch: String?, seed: UInt64) {
        self.provider = provider
        self.clock = clock
        self.scratch = scratch
        self.seed = seed
    }

    /// Replays `trace` with `strategy`; `label` keeps the disk caches of separate replays apart.
    public func replay(_ trace: Trace, with strategy: Strategy, label: String) async -> ReplayResult {
        var devices: [Int: Device] = [:]
        var result = ReplayResult()
        let started = ContinuousClock.now
        for event in trace.events {
            clock.set(trace.start.addingTimeInterval(event.time))
            let key = trace.sharedCache ? 0 : event.user
            let device = devices[key] ?? makeDevice(key, strategy, label: label)
            devices[key] = device
            switch event.kind {
            case .network: device.network.set(event.network ?? .good)
            case .background: break
            case .launch:
                if !trace.sharedCache { await device.service.clearMemoryCache() }
                await show(event, on: device, strategy, into: &result)
            case .foreground, .view, .refresh: await show(event, on: device, strategy, into: &result)
            }
        }
        result.replaySeconds = (ContinuousClock.now - started).seconds
        for device in devices.values {
            result.statistics.add(await device.service.statistics)
            if let problem = await device.service.cacheProblem { result.cacheProblems.append(problem) }
        }
        return result
    }

    private func show(_ event: TraceEvent, on device: Device, _ strategy: Strategy, into result: inout ReplayResult)
        async
    {
        guard let reported = event.location else { return }
        let location = strategy.followsLocationPolicy ? device.place(for: reported, event, now: clock.now) : reported
        let ledger = ReplayLedger()
        let begin = ContinuousClock.now
        let snapshot = await ReplayLedger.$current.withValue(ledger) {
            try? await device.service.snapshot(
                for: location, datasets: Self.screen, refreshing: event.kind == .refresh)
        }
        result.latency.record(seconds: (ContinuousClock.now - begin).seconds + ledger.total)
        result.screens += 1
        switch snapshot?.freshness {
        case nil: result.failures += 1
        case .stale(let age): result.staleAges.append(age)
        case .fresh: break
        }
        if device.service.refreshPolicy.refreshAheadFraction > 0 { await device.service.waitForBackgroundRefreshes() }
    }

    /// One device: its service and network, and where its weather was last fetched for.
    private final class Device {
        let service: WeatherService
        let network: SimulatedNetwork
        private let id = UUID()
        private var shown: WeatherLocation?
        private var shownSince: Date?

        init(service: WeatherService, network: SimulatedNetwork) {
            self.service = service
            self.network = network
        }

        /// The place the weather is shown for: the device's new location when the city refresh
        /// policy takes it (cold starts, foreground; full-accuracy fixes), else the last one.
        func place(for location: WeatherLocation, _ event: TraceEvent, now: Date) -> WeatherLocation {
            guard event.kind == .launch || event.kind == .foreground else { return location }
            let state = CityRefreshPolicy.State(
                now: now, cities: [.init(id: id, isCurrent: true, expiration: nil)], lastLocation: shown,
                lastLocationRefresh: shownSince)
            let update = CityRefreshPolicy.Event.locationUpdate(
                location, accuracyKilometres: LocationPermission.fullRadiusKilometres)
            if shown == nil || !CityRefreshPolicy.citiesToRefresh(after: update, in: state).isEmpty {
                shown = location
                shownSince = now
            }
            return shown!
        }
    }

    private func makeDevice(_ user: Int, _ strategy: Strategy, label: String) -> Device {
        let network = SimulatedNetwork(provider, clock: clock, seed: seed &+ UInt64(user))
        let service = WeatherService(
            provider: network, clock: clock, cachePath: scratch.map { "\($0)/\(label)-u\(user).sqlite3" },
            cachePolicy: strategy.cachePolicy, refreshPolicy: strategy.refreshPolicy)
        return Device(service: service, network: network)
    }
}

/// What one replay measured.
public struct ReplayResult: Sendable {
    /// Events that showed the weather.
    public var screens = 0
    /// Screens with nothing to show (the provider failed and nothing was cached).
    public var failures = 0
    /// The age of the data on every screen that showed stale data (seconds).
    public var staleAges: [Double] = []
    /// What the caches did, over all devices.
    public var statistics = CacheStatistics()
    /// Each screen's latency.
    public var latency = LatencyHistogram()
    /// How long the replay took on the wall clock.
    public var replaySeconds = 0.0
    /// Why a device's disk cache turned off, if one did: its hits became misses, so the figures are off.
    public var cacheProblems: [String] = []
}
