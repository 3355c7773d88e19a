import Foundation

/// The cache under the service: lookups by policy, one upstream request per missing set (shared
/// with callers already waiting for it), revalidation, refresh-ahead, and stale copies when the
/// provider fails.
extension WeatherService {
    /// The datasets for `location`: fresh ones from the caches, the rest in one upstream request;
    /// expired copies if the provider fails (unless `allowStale` is false). A pull-to-refresh asks
    /// the provider even for fresh copies, unless the refresh policy finds them recent enough.
    func payload(
        _ datasets: Set<WeatherDataset>, for location: WeatherLocation, allowStale: Bool = true,
        pullToRefresh: Bool = false
    ) async throws -> (payload: WeatherPayload, freshness: Freshness) {
        guard location.isValid else {
            throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
        }
        let now = clock.now
        let forced = pullToRefresh && !isRecentEnough(datasets, for: location, now: now)
        var payload = WeatherPayload()
        var missing: [WeatherDataset] = []
        var dueAhead: [WeatherDataset] = []
        for dataset in datasets.sorted() {
            if !forced, let entry = freshEntry(dataset, location, now: now) {
                entry.copy(into: &payload)
                if isDueAhead(entry, now: now) { dueAhead.append(dataset) }
            } else {
                missing.append(dataset)
                statistics.misses += 1
            }
        }
        if !dueAhead.isEmpty { refreshInBackground(dueAhead, for: location) }
        guard !missing.isEmpty else { return (payload, .fresh) }
        do {
            for (group, fetched) in try await fetchGroups(requestGroups(missing, asked: datasets), for: location) {
                for dataset in group { payload.copy(dataset, from: fetched) }
            }
            return (payload, .fresh)
        } catch {
            guard allowStale else { throw error }
            return try stale(missing, for: location, into: payload, after: error)
        }
    }

    /// The dataset's copy if the policy lets it be shown now, counting where it was found.
    private func freshEntry(_ dataset: WeatherDataset, _ location: WeatherLocation, now: Date) -> CacheEntry? {
        guard cachePolicy != .none else { return nil }
        let key = key(dataset, location)
        if let entry = entries[key], entry.expiration > now {
            statistics.memoryHits += 1
            return entry
        }
        if let entry = disk?.entry(key, freshAt: now) {
            remember(entry, as: key)
            statistics.diskHits += 1
            return entry
        }
        return nil
    }

    /// Any cached copy, fresh or not, without counting.
    private func cachedEntry(_ dataset: WeatherDataset, _ location: WeatherLocation) -> CacheEntry? {
        guard cachePolicy != .none else { return nil }
        let key = key(dataset, location)
        return entries[key] ?? disk?.entry(key)
    }

    /// Whether every dataset was read from the provider within the policy's minimum refresh interval.
    private func isRecentEnough(_ datasets: Set<WeatherDataset>, for location: WeatherLocation, now: Date) -> Bool {
        guard refreshPolicy.minimumInterval > 0 else { return false }
        return datasets.allSatisfy { dataset in
            guard let entry = cachedEntry(dataset, location) else { return false }
            return entry.expiration > now && now.timeIntervalSince(entry.readDate) < refreshPolicy.minimumInterval
        }
    }

    /// Whether a fresh entry is in the last part of its lifetime that the refresh policy refreshes ahead.
    private func isDueAhead(_ entry: CacheEntry, now: Date) -> Bool {
        guard refreshPolicy.refreshAheadFraction > 0 else { return false }
        let lifetime = entry.expiration.timeIntervalSince(entry.readDate)
        return now >= entry.expiration.addingTimeInterval(-lifetime * refreshPolicy.refreshAheadFraction)
    }

    /// Starts a refresh of `datasets` that the caller does not wait for, unless one is on its way.
    private func refreshInBackground(_ datasets: [WeatherDataset], for location: WeatherLocation) {
        guard inFlight[fetchKey(datasets, location)] == nil else { return }
        statistics.backgroundRefreshes += 1
        let id = UUID()
        // Detached: the caller's task-local context (and its time) is not the refresh's.
        backgroundRefreshes[id] = Task.detached {
            _ = try? await self.fetch(datasets, for: location)
            await self.finishBackgroundRefresh(id)
        }
    }

    private func finishBackgroundRefresh(_ id: UUID) {
        backgroundRefreshes[id] = nil
    }

    /// Cached copies of `datasets`, if every one of them is cached (else the provider's error):
    /// stale with the age of the oldest expired one, or fresh when a failed pull-to-refresh found
    /// them all still fresh.
    private func stale(
        _ datasets: [WeatherDataset], for location: WeatherLocation, into payload: WeatherPayload,
        after error: any Error
    ) throws -> (payload: WeatherPayload, freshness: Freshness) {
        var payload = payload
        let now = clock.now
        var oldestExpired: Date?
        var expired = 0
        for dataset in datasets {
            guard let entry = cachedEntry(dataset, location) else { throw error }
            entry.copy(into: &payload)
            if entry.expiration <= now {
                expired += 1
                oldestExpired = min(oldestExpired ?? entry.readDate, entry.readDate)
            }
        }
        guard let oldestExpired else { return (payload, .fresh) }
        statistics.staleServes += expired
        return (payload, .stale(age: now.timeIntervalSince(oldestExpired)))
    }

    /// Every dataset from the caches, fresh or not, and how fresh the oldest is; nil unless all are cached.
    func cachedPayload(_ datasets: Set<WeatherDataset>, for location: WeatherLocation)
        -> (WeatherPayload, Freshness)?
    {
        var payload = WeatherPayload()
        var expires = Date.distantFuture
        var oldest = Date.distantFuture
        for dataset in datasets {
            guard let entry = cachedEntry(dataset, location) else { return nil }
            entry.copy(into: &payload)
            expires = min(expires, entry.expiration)
            oldest = min(oldest, entry.readDate)
        }
        let now = clock.now
        return (payload, expires > now ? .fresh : .stale(age: now.timeIntervalSince(oldest)))
    }

    /// The requests to make for `missing` (out of the `asked` datasets): one, or under
    /// `.revalidation` one per volatility class (datasets that change within minutes, and those
    /// that change within the day), each asking for the whole class as asked, so that every
    /// request repeats an earlier one exactly and its entity tag can come back as "not modified".
    private func requestGroups(_ missing: [WeatherDataset], asked: Set<WeatherDataset>) -> [[WeatherDataset]] {
        guard cachePolicy == .revalidation else { return [missing] }
        return WeatherDataset.volatilityClasses.map { $0.filter(asked.contains) }.filter {
            !$0.isEmpty && $0.contains(where: missing.contains)
        }
    }

    /// The groups' requests, at the same time when there are several.
    private func fetchGroups(_ groups: [[WeatherDataset]], for location: WeatherLocation) async throws
        -> [(group: [WeatherDataset], payload: WeatherPayload)]
    {
        if groups.count == 1 { return [(groups[0], try await fetch(groups[0], for: location))] }
        return try await withThrowingTaskGroup(of: ([WeatherDataset], WeatherPayload).self) { tasks in
            for group in groups { tasks.addTask { (group, try await self.fetch(group, for: location)) } }
            var answers: [(group: [WeatherDataset], payload: WeatherPayload)] = []
            for try await (group, payload) in tasks { answers.append((group, payload)) }
            return answers
        }
    }

    /// One upstream request for `datasets`, or the one already in flight for the same.
    private func fetch(_ datasets: [WeatherDataset], for location: WeatherLocation) async throws -> WeatherPayload {
        let fetchKey = fetchKey(datasets, location)
        if let running = inFlight[fetchKey] {
            statistics.coalescedWaits += 1
            return try await running.value
        }
        statistics.upstreamRequests += 1
        statistics.datasetsRequested += datasets.count
        let task = Task { try await self.exchange(datasets, for: location) }
        inFlight[fetchKey] = task
        defer { inFlight[fetchKey] = nil }
        return try await task.value
    }

    /// Asks the provider (with the cached copies' validators under `.revalidation`) and files the
    /// answer, once, for every caller waiting on it.
    private func exchange(_ datasets: [WeatherDataset], for location: WeatherLocation) async throws -> WeatherPayload {
        let validators = cachePolicy == .revalidation ? sharedValidators(datasets, location) : nil
        let answer = try await provider.fetch(
            Set(datasets), for: location, language: language, ifNoneMatch: validators)
        switch answer {
        case .data(let fetched, let validators, let bodyBytes, let storable):
            statistics.bodyBytesReceived += bodyBytes
            if storable { store(fetched, datasets, validators, for: location) }
            return fetched
        case .notModified(let expirations):
            if let validators, let renewed = renew(datasets, for: location, until: expirations, askedWith: validators) {
                return renewed
            }
            // The copies asked about were replaced or dropped while the request was out: ask plainly.
            let answer = try await provider.fetch(Set(datasets), for: location, language: language, ifNoneMatch: nil)
            guard case .data(let fetched, let validators, let bodyBytes, let storable) = answer else {
                throw WeatherError.invalidResponse(
                    source: provider.name, path: "", expected: "data for a request without validators")
            }
            statistics.bodyBytesReceived += bodyBytes
            if storable { store(fetched, datasets, validators, for: location) }
            return fetched
        }
    }

    /// The validators of the response all of `datasets` came from, if they came from one that had any.
    private func sharedValidators(_ datasets: [WeatherDataset], _ location: WeatherLocation) -> Validators? {
        let validators = datasets.map { cachedEntry($0, location)?.validators }
        guard let first = validators.first ?? nil, !first.isEmpty, validators.allSatisfy({ $0 == first }) else {
            return nil
        }
        return first
    }

    /// Files an unchanged answer: each cached copy read now and fresh until its new expiration;
    /// nil (nothing filed) unless every copy is still the one the validators came from.
    private func renew(
        _ datasets: [WeatherDataset], for location: WeatherLocation, until expirations: [WeatherDataset: Date],
        askedWith validators: Validators
    ) -> WeatherPayload? {
        let entries = datasets.map { cachedEntry($0, location) }
        guard entries.allSatisfy({ $0?.validators == validators }) else { return nil }
        let now = clock.now
        var payload = WeatherPayload()
        for case let entry? in entries {
            let fixed = lifetime.map { now.addingTimeInterval($0) }
            let renewed = entry.renewed(at: now, until: fixed ?? expirations[entry.dataset])
            let key = key(entry.dataset, location)
            remember(renewed, as: key)
            disk?.store(renewed, as: key)
            renewed.copy(into: &payload)
        }
        statistics.revalidated += datasets.count
        return payload
    }

    /// The fixed lifetime of the cache policy, if it has one.
    private var lifetime: TimeInterval? {
        if case .fixedLifetime(let seconds) = cachePolicy { return seconds }
        return nil
    }

    /// Files what a fetch brought, unless a newer copy arrived meanwhile (overlapping requests).
    private func store(
        _ fetched: WeatherPayload, _ datasets: [WeatherDataset], _ validators: Validators,
        for location: WeatherLocation
    ) {
        guard cachePolicy != .none else { return }
        let storedAt = clock.now
        for dataset in datasets {
            let entry = CacheEntry(
                dataset: dataset, from: fetched, storedAt: storedAt, validators: validators, lifetime: lifetime)
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

    private func fetchKey(_ datasets: [WeatherDataset], _ location: WeatherLocation) -> FetchKey {
        let sample = key(datasets[0], location)
        return FetchKey(
            datasets: datasets, latitudeStep: sample.latitudeStep, longitudeStep: sample.longitudeStep,
            language: language)
    }

    private func key(_ dataset: WeatherDataset, _ location: WeatherLocation) -> CacheKey {
        CacheKey(provider: provider, dataset: dataset, location: location, language: language)
    }
}
