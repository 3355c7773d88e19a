import Foundation
import WeatherEngine

/// Makes the five workload traces from a seed: the same seed and scale always give the same trace.
public enum TraceGenerator {
    /// How much of each workload to make: `quick` for `lit review`, `full` for the thesis figures.
    public enum Scale: String, CaseIterable, Sendable {
        case quick, full
    }

    /// The workloads, in report order.
    public static let names = ["commuter", "saved-cities", "cold-starts", "crowd", "weak-network"]

    /// The trace called `name`, or nil for an unknown name.
    public static func make(_ name: String, seed: UInt64, scale: Scale) -> Trace? {
        let random = SeededGenerator(seed: seed)
        let full = scale == .full
        switch name {
        case "commuter": return commuter(days: full ? 5 : 1, seed: seed, random)
        case "saved-cities": return savedCities(days: full ? 7 : 1, seed: seed, random)
        case "cold-starts": return coldStarts(days: full ? 28 : 7, seed: seed, random)
        case "crowd": return crowd(users: full ? 2000 : 200, seed: seed, random)
        case "weak-network": return weakNetwork(days: full ? 5 : 1, seed: seed, random)
        default: return nil
        }
    }

    // MARK: - The workloads

    /// One commuter in Beijing: a cold start at home, subway hops to the office that move the
    /// location a kilometre or two at a time, glances through the working day, the ride home.
    static func commuter(days: Int, seed: UInt64, _ random: SeededGenerator) -> Trace {
        var events: [TraceEvent] = []
        let home = WeatherLocation(latitude: 39.959, longitude: 116.298)
        let office = WeatherLocation(latitude: 39.909, longitude: 116.459)
        for day in 0..<days {
            var time = Double(day) * 86_400 + hours(7.1) + random.between(-600, 600)
            events.append(TraceEvent(time: time, user: 0, kind: .launch, location: home))
            time += random.between(20, 60)
            events.append(TraceEvent(time: time, user: 0, kind: .background, location: home))
            time = Double(day) * 86_400 + hours(8) + random.between(-300, 300)
            time = ride(from: home, to: office, at: time, into: &events, random)
            while time < Double(day) * 86_400 + hours(18) {
                time += random.between(900, 4500)
                glance(at: office, time: time, into: &events, random)
            }
            time = ride(from: office, to: home, at: Double(day) * 86_400 + hours(18.5), into: &events, random)
            for _ in 0..<3 {
                time += random.between(1800, 5400)
                glance(at: home, time: time, into: &events, random)
            }
        }
        return trace(
            "commuter",
            "One commuter in Beijing: a cold start at home, subway hops that move the location a "
                + "kilometre or two at a time, glances through the working day, the ride home.", seed,
            start: "2027-03-14T16:00:00Z", events)
    }

    /// Ten saved cities, swiped through several times a day, with pull-to-refresh on some.
    static func savedCities(days: Int, seed: UInt64, _ random: SeededGenerator) -> Trace {
        var events: [TraceEvent] = []
        let cities = Array(places.prefix(10))
        for day in 0..<days {
            let sessions = (0..<8).map { _ in Double(day) * 86_400 + hours(7) + random.between(0, hours(16)) }.sorted()
            for (index, start) in sessions.enumerated() {
                var time = start
                events.append(
                    TraceEvent(time: time, user: 0, kind: index == 0 ? .launch : .foreground, location: cities[1]))
                for city in cities {
                    time += random.between(4, 15)
                    events.append(TraceEvent(time: time, user: 0, kind: .view, location: city))
                    if random.nextUnit() < 0.15 {
                        time += random.between(2, 6)
                        events.append(TraceEvent(time: time, user: 0, kind: .refresh, location: city))
                    }
                }
                time += random.between(10, 60)
                events.append(TraceEvent(time: time, user: 0, kind: .background, location: cities[1]))
            }
        }
        return trace(
            "saved-cities", "Ten saved cities swiped through eight times a day, with pull-to-refresh on some.", seed,
            start: "2027-03-14T16:00:00Z", events)
    }

    /// A week (four in the full profile) of cold starts in Shenzhen: every session starts a new process, so the memory cache is
    /// empty and only the disk cache can help; some sessions look at Hong Kong too.
    static func coldStarts(days: Int, seed: UInt64, _ random: SeededGenerator) -> Trace {
        var events: [TraceEvent] = []
        let shenzhen = WeatherLocation(latitude: 22.543, longitude: 114.058)
        let hongKong = WeatherLocation(latitude: 22.319, longitude: 114.169)
        for day in 0..<days {
            let count = 6 + Int(random.nextUnit() * 7)
            let starts = (0..<count).map { _ in Double(day) * 86_400 + hours(7) + random.between(0, hours(17)) }
            for start in starts.sorted() {
                var time = start
                events.append(TraceEvent(time: time, user: 0, kind: .launch, location: shenzhen))
                if random.nextUnit() < 0.3 {
                    time += random.between(5, 20)
                    events.append(TraceEvent(time: time, user: 0, kind: .view, location: hongKong))
                }
                time += random.between(20, 90)
                events.append(TraceEvent(time: time, user: 0, kind: .background, location: shenzhen))
            }
        }
        return trace(
            "cold-starts",
            "A week of cold starts in Shenzhen: each session is a new process, so only the disk "
                + "cache can help; some sessions look at Hong Kong too.", seed, start: "2027-03-14T16:00:00Z",
            events)
    }

    /// Many users around four busy places in Guangzhou opening the app during one day, behind one
    /// shared cache (a backend or proxy), so neighbours on the same grid cell share answers.
    static func crowd(users: Int, seed: UInt64, _ random: SeededGenerator) -> Trace {
        var events: [TraceEvent] = []
        // Where people are: the centre, Tianhe's business district, the university town, a station.
        let hotspots = [(23.129, 113.264), (23.135, 113.327), (23.051, 113.392), (23.149, 113.257)]
        for user in 0..<users {
            let (latitude, longitude) = hotspots[Int(random.nextUnit() * Double(hotspots.count))]
            let location = WeatherLocation(
                latitude: latitude + random.nextGaussian() * 0.006, longitude: longitude + random.nextGaussian() * 0.006
            )
            for _ in 0..<(1 + Int(random.nextUnit() * 4)) {
                let time = hours(6) + random.between(0, hours(17))
                events.append(TraceEvent(time: time, user: user, kind: .launch, location: location))
                events.append(
                    TraceEvent(time: time + random.between(20, 90), user: user, kind: .background, location: location))
            }
        }
        var crowd = trace(
            "crowd",
            "\(users) users across Guangzhou opening the app during one day behind one shared cache, "
                + "so neighbours on the same grid cell share answers.", seed, start: "2027-03-14T16:00:00Z",
            events)
        crowd.sharedCache = true
        return crowd
    }

    /// A day in Chengdu on a poor connection: slow spells with timeouts and drops, and a few minutes
    /// offline now and then, while the user keeps looking; stale data has to carry them.
    static func weakNetwork(days: Int, seed: UInt64, _ random: SeededGenerator) -> Trace {
        var events: [TraceEvent] = []
        let chengdu = WeatherLocation(latitude: 30.572, longitude: 104.066)
        for day in 0..<days {
            var time = Double(day) * 86_400 + hours(7)
            events.append(TraceEvent(time: time, user: 0, kind: .launch, location: chengdu))
            while time < Double(day) * 86_400 + hours(23) {
                time += random.between(600, 2400)
                let roll = random.nextUnit()
                if roll < 0.35 {
                    let condition: NetworkCondition = roll < 0.12 ? .offline : .weak
                    events.append(TraceEvent(time: time, user: 0, network: condition))
                    let end = time + (condition == .offline ? random.between(60, 600) : random.between(300, 1800))
                    var look = time + random.between(10, 60)
                    while look < end {
                        events.append(TraceEvent(time: look, user: 0, kind: .foreground, location: chengdu))
                        if random.nextUnit() < 0.4 {
                            events.append(TraceEvent(time: look + 3, user: 0, kind: .refresh, location: chengdu))
                        }
                        look += random.between(60, 400)
                    }
                    events.append(TraceEvent(time: end, user: 0, network: .good))
                    time = end
                } else {
                    events.append(TraceEvent(time: time, user: 0, kind: .foreground, location: chengdu))
                    events.append(
                        TraceEvent(time: time + random.between(20, 90), user: 0, kind: .background, location: chengdu))
                }
            }
        }
        return trace(
            "weak-network",
            "Chengdu on a poor connection: slow spells with timeouts and drops, minutes offline, "
                + "and a user who keeps looking; stale data has to carry them.", seed, start: "2027-03-14T16:00:00Z",
            events)
    }

    // MARK: - Pieces

    /// The fixture places a saved-cities user keeps (all but Sydney and New York, then those two).
    static let places: [WeatherLocation] = [
        (39.904, 116.407), (31.230, 121.474), (23.129, 113.264), (22.543, 114.058), (30.572, 104.066),
        (45.804, 126.535), (43.825, 87.617), (29.652, 91.172), (22.319, 114.169), (51.507, -0.128),
        (40.713, -74.006), (-33.869, 151.209),
    ].map { WeatherLocation(latitude: $0.0, longitude: $0.1) }

    /// A subway ride in 12 hops, each a glance at the phone a minute or two apart.
    private static func ride(
        from start: WeatherLocation, to end: WeatherLocation, at time: TimeInterval, into events: inout [TraceEvent],
        _ random: SeededGenerator
    ) -> TimeInterval {
        var time = time
        for hop in 0...12 {
            let share = Double(hop) / 12
            let here = WeatherLocation(
                latitude: start.latitude + (end.latitude - start.latitude) * share + random.between(-0.002, 0.002),
                longitude: start.longitude + (end.longitude - start.longitude) * share + random.between(-0.002, 0.002))
            glance(at: here, time: time, into: &events, random)
            time += random.between(120, 240)
        }
        return time
    }

    /// Foreground, a look, background again.
    private static func glance(
        at location: WeatherLocation, time: TimeInterval, into events: inout [TraceEvent], _ random: SeededGenerator
    ) {
        events.append(TraceEvent(time: time, user: 0, kind: .foreground, location: location))
        events.append(TraceEvent(time: time + random.between(15, 60), user: 0, kind: .background, location: location))
    }

    private static func hours(_ count: Double) -> TimeInterval { count * 3600 }

    private static func trace(
        _ name: String, _ about: String, _ seed: UInt64, start: String, _ events: [TraceEvent]
    ) -> Trace {
        Trace(
            name: name, about: about, seed: seed, start: ISO8601DateFormatter().date(from: start)!,
            events: events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map {
                var event = $0.element  // as precise as the text form: milliseconds, 1e-5 degrees
                event.time = (event.time * 1000).rounded() / 1000
                event.location = event.location.map {
                    WeatherLocation(
                        latitude: ($0.latitude * 100_000).rounded() / 100_000,
                        longitude: ($0.longitude * 100_000).rounded() / 100_000)
                }
                return event
            })
    }
}

extension SeededGenerator {
    /// A uniform number in `low..<high`.
    func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * nextUnit() }
}
