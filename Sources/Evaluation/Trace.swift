import Foundation
import WeatherEngine

/// What users did, in order, replayed against the engine on a simulated clock.
public struct Trace: Sendable, Equatable {
    /// A short name ("commuter").
    public var name: String
    /// One sentence on what it models.
    public var about: String
    /// The seed it was generated with.
    public var seed: UInt64
    /// When the trace starts: the simulated clock's first reading.
    public var start: Date
    /// Whether all users share one cache (a backend or proxy) rather than one per device.
    public var sharedCache: Bool
    /// The events, in time order.
    public var events: [TraceEvent]

    /// A trace.
    public init(
        name: String, about: String, seed: UInt64, start: Date, sharedCache: Bool = false, events: [TraceEvent]
    ) {
        self.name = name
        self.about = about
        self.seed = seed
        self.start = start
        self.sharedCache = sharedCache
        self.events = events
    }

    /// How long the trace lasts on the simulated clock.
    public var duration: TimeInterval { events.last?.time ?? 0 }
}

/// One thing a user did.
public struct TraceEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: String, CaseIterable, Sendable {
        /// A cold start: a new process (empty memory cache), then the weather is shown.
        case launch
        /// Back from the background: the weather is shown again.
        case foreground
        /// Off to the background: nothing is asked.
        case background
        /// The user looks at a place (another saved city, or where they are now).
        case view
        /// Pull-to-refresh.
        case refresh
        /// The device's network changes.
        case network
    }

    /// Seconds after the trace's start.
    public var time: TimeInterval
    /// Who (0, 1, 2, ...): each user is one device with its own cache unless the trace shares one.
    public var user: Int
    /// What happened.
    public var kind: Kind
    /// Where, for every kind but `.network`.
    public var location: WeatherLocation?
    /// The new network, for `.network`.
    public var network: NetworkCondition?

    /// An event at a place.
    public init(time: TimeInterval, user: Int, kind: Kind, location: WeatherLocation) {
        self.time = time
        self.user = user
        self.kind = kind
        self.location = location
    }

    /// A change of network.
    public init(time: TimeInterval, user: Int, network: NetworkCondition) {
        self.time = time
        self.user = user
        kind = .network
        self.network = network
    }

    /// Whether the event shows weather (and so looks datasets up).
    public var asksForWeather: Bool {
        switch kind {
        case .launch, .foreground, .view, .refresh: true
        case .background, .network: false
        }
    }
}

/// How good a device's connection is; the simulated network draws answer times and failures by it.
public enum NetworkCondition: String, CaseIterable, Sendable {
    /// A good connection, a weak one (slow, timeouts, drops), or none.
    case good, weak, offline
}
