import Foundation

/// Which saved cities to refresh when something happens: a pure function of the event and the
/// state, so an app, the CLI and the harness decide alike.
public enum CityRefreshPolicy {
    /// What happened.
    public enum Event: Sendable, Equatable {
        /// The app starts as a new process, or comes back to the foreground.
        case coldStart, foreground
        /// The user pulls to refresh.
        case pullToRefresh
        /// The device reports a new location, `accuracyKilometres` off at most.
        case locationUpdate(WeatherLocation, accuracyKilometres: Double)
        /// The system grants a background refresh (it decides when, if at all).
        case backgroundTask
        /// A periodic timer while the app is open.
        case timer
    }

    /// A saved city as the policy sees it.
    public struct City: Sendable, Equatable {
        public let id: UUID
        /// Whether it follows the device ("current location").
        public let isCurrent: Bool
        /// When its cached weather expires (nil: nothing cached).
        public let expiration: Date?

        public init(id: UUID, isCurrent: Bool, expiration: Date?) {
            self.id = id
            self.isCurrent = isCurrent
            self.expiration = expiration
        }
    }

    /// What the policy knows besides the cities.
    public struct State: Sendable, Equatable {
        public let now: Date
        public let cities: [City]
        /// Where the current city's weather was last fetched for, and when.
        public let lastLocation: WeatherLocation?
        public let lastLocationRefresh: Date?

        public init(now: Date, cities: [City], lastLocation: WeatherLocation?, lastLocationRefresh: Date?) {
            self.now = now
            self.cities = cities
            self.lastLocation = lastLocation
            self.lastLocationRefresh = lastLocationRefresh
        }
    }

    /// How far the device must move, before its accuracy radius, to change place.
    public static let movementKilometres = 10.0
    /// How long after the last refresh for a location a move may trigger another.
    public static let movementInterval: TimeInterval = 30 * 60

    /// The cities to refresh, in their saved order.
    public static func citiesToRefresh(after event: Event, in state: State) -> [UUID] {
        func expired(_ city: City) -> Bool { city.expiration.map { $0 <= state.now } ?? true }
        let chosen: [City]
        switch event {
        case .coldStart, .foreground, .timer:
            chosen = state.cities.filter { $0.isCurrent && expired($0) }
        case .pullToRefresh:
            chosen = state.cities
        case .backgroundTask:
            chosen = state.cities.filter(expired)  // best effort: the system may stop it at any time
        case .locationUpdate(let location, let accuracy):
            let moved = state.lastLocation.map { $0.distance(to: location) > movementKilometres + accuracy } ?? true
            let waited = state.lastLocationRefresh.map { state.now.timeIntervalSince($0) >= movementInterval } ?? true
            chosen = moved && waited ? state.cities.filter(\.isCurrent) : []
        }
        return chosen.map(\.id)
    }
}
