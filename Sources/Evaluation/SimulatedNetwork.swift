import Foundation
import Synchronization
import WeatherEngine

/// A provider behind a simulated network: each request takes a time drawn for the device's current
/// condition plus the body's transfer time, and may be dropped, meet a server error, or time out
/// (when the two together pass the condition's timeout).
/// The time is added to the replayed event's ledger instead of slept, so a week replays in seconds;
/// draws are seeded by the request (time, place, datasets), so a replay repeats exactly.
final class SimulatedNetwork: WeatherProvider, Sendable {
    let inner: any WeatherProvider
    private let clock: any WeatherClock
    private let seed: UInt64
    private let condition = Mutex(NetworkCondition.good)

    init(_ inner: any WeatherProvider, clock: any WeatherClock, seed: UInt64) {
        self.inner = inner
        self.clock = clock
        self.seed = seed
    }

    var name: String { inner.name }
    var attribution: WeatherAttribution { inner.attribution }
    var gridDegrees: Double { inner.gridDegrees }

    /// Changes the device's network.
    func set(_ condition: NetworkCondition) {
        self.condition.withLock { $0 = condition }
    }

    func fetch(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String) async throws
        -> WeatherPayload
    {
        switch try await fetch(datasets, for: location, language: language, ifNoneMatch: nil) {
        case .data(let payload, _, _, _): return payload
        case .notModified: throw WeatherError.unavailable(source: name, reason: "not modified without validators")
        }
    }

    func fetch(
        _ datasets: Set<WeatherDataset>, for location: WeatherLocation, language: String, ifNoneMatch: Validators?
    ) async throws -> ProviderAnswer {
        let model = NetworkModel.of(condition.withLock { $0 })
        let draws = SeededGenerator(seed: requestSeed(datasets, location))
        let latency = model.latency(draws)
        if let failure = model.failure(draws, latency: latency) {
            ReplayLedger.current?.add(failure.seconds)
            throw WeatherError.unavailable(source: "simulated network", reason: failure.reason)
        }
        let answer = try await inner.fetch(datasets, for: location, language: language, ifNoneMatch: ifNoneMatch)
        var bodyBytes = 0
        if case .data(_, _, let bytes, _) = answer { bodyBytes = bytes }
        let total = latency + Double(bodyBytes) / model.bytesPerSecond
        guard total <= model.timeoutSeconds else {
            ReplayLedger.current?.add(model.timeoutSeconds)
            throw WeatherError.unavailable(
                source: "simulated network", reason: "timed out after \(Int(model.timeoutSeconds)) s")
        }
        ReplayLedger.current?.add(total)
        return answer
    }

    /// The same request at the same moment draws the same luck under every strategy (common random
    /// numbers), so differences between strategies are theirs, not the network's.
    private func requestSeed(_ datasets: Set<WeatherDataset>, _ location: WeatherLocation) -> UInt64 {
        var parts: [UInt64] = [
            seed, UInt64(bitPattern: Int64(clock.now.timeIntervalSince1970 * 1000)),
            UInt64(bitPattern: Int64((location.latitude / gridDegrees).rounded())),
            UInt64(bitPattern: Int64((location.longitude / gridDegrees).rounded())),
        ]
        parts += datasets.sorted().map { UInt64(WeatherDataset.allCases.firstIndex(of: $0)! + 100) }
        return parts.reduce(0x243F_6A88_85A3_08D3) { hash, part in
            var mixed = (hash ^ part) &* 0x9E37_79B9_7F4A_7C15
            mixed ^= mixed >> 29
            return mixed
        }
    }
}

/// How a network condition behaves: answer times (log-normal), bandwidth, timeouts and failures.
struct NetworkModel {
    let medianSeconds: Double
    let p99Seconds: Double
    let timeoutSeconds: Double
    let dropChance: Double
    let serverErrorChance: Double
    let bytesPerSecond: Double

    static func of(_ condition: NetworkCondition) -> NetworkModel {
        switch condition {
        case .good:
            NetworkModel(
                medianSeconds: 0.12, p99Seconds: 0.6, timeoutSeconds: 10, dropChance: 0.002, serverErrorChance: 0.001,
                bytesPerSecond: 5_000_000)
        case .weak:
            NetworkModel(
                medianSeconds: 1.5, p99Seconds: 12, timeoutSeconds: 8, dropChance: 0.1, serverErrorChance: 0.03,
                bytesPerSecond: 50_000)
        case .offline:
            NetworkModel(
                medianSeconds: 0.05, p99Seconds: 0.05, timeoutSeconds: 8, dropChance: 1, serverErrorChance: 0,
                bytesPerSecond: 1)
        }
    }

    func latency(_ draws: SeededGenerator) -> Double {
        let sigma = log(p99Seconds / medianSeconds) / 2.326_347_874
        return medianSeconds * exp(sigma * draws.nextGaussian())
    }

    /// The failure this request meets before its body arrives, if any, and how long it took to find out.
    func failure(_ draws: SeededGenerator, latency: Double) -> (seconds: Double, reason: String)? {
        if latency > timeoutSeconds {
            return (timeoutSeconds, "timed out after \(Int(timeoutSeconds)) s")
        }
        let roll = draws.nextUnit()
        if roll < dropChance { return (latency, "the connection dropped") }
        if roll < dropChance + serverErrorChance { return (latency, "HTTP 503") }
        return nil
    }
}

/// The network time spent on behalf of the event being replayed: requests made for one event run
/// at the same time, so the event waits for the longest of them.
final class ReplayLedger: Sendable {
    private let seconds = Mutex(0.0)

    /// The ledger of the event the current task replays.
    @TaskLocal static var current: ReplayLedger?

    func add(_ value: Double) {
        seconds.withLock { $0 = max($0, value) }
    }

    var total: Double { seconds.withLock { $0 } }
}
