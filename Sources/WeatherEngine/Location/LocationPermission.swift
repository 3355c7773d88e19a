/// A portable model of iOS location authorization (iOS 14+): the status, the accuracy the user
/// granted, whether Location Services are on, and whether the grant was "Allow Once". Events move
/// it; `action` says what the app does next.
public struct LocationPermission: Sendable, Equatable {
    /// `CLAuthorizationStatus`.
    public enum Status: String, CaseIterable, Sendable {
        case notDetermined, restricted, denied, authorizedWhenInUse, authorizedAlways
    }

    /// `CLAccuracyAuthorization`, plus a temporary full grant that ends with the session.
    public enum Accuracy: String, CaseIterable, Sendable {
        case full, reduced, temporaryFull
    }

    /// What happens to the permission.
    public enum Event: Sendable, Equatable {
        /// The user answers the system prompt: while using, once (reverts when the app stops being
        /// used), or not at all; precise or approximate.
        case answeredPrompt(allow: Allow, precise: Bool)
        /// The user grants (or declines) temporary full accuracy when the app asks with a purpose.
        case answeredTemporaryFullAccuracy(granted: Bool)
        /// The user changes the app's settings (Settings app), in either axis.
        case changedInSettings(Status, Accuracy)
        /// Location Services are switched on or off for the whole device.
        case servicesSwitched(on: Bool)
        /// The app stops being used: one-time grants and temporary full accuracy end.
        case sessionEnded
    }

    /// The prompt's answers.
    public enum Allow: String, Sendable {
        case whileUsing, once, never
    }

    public private(set) var status: Status
    public private(set) var accuracy: Accuracy
    public private(set) var servicesEnabled: Bool
    /// Whether the grant is "Allow Once".
    public private(set) var isOneTime: Bool

    /// The state at first launch: not determined, services on.
    public init(
        status: Status = .notDetermined, accuracy: Accuracy = .full, servicesEnabled: Bool = true,
        isOneTime: Bool = false
    ) {
        self.status = status
        self.accuracy = accuracy
        self.servicesEnabled = servicesEnabled
        self.isOneTime = isOneTime
    }

    /// The permission after `event`.
    public func applying(_ event: Event) -> LocationPermission {
        var next = self
        switch event {
        case .answeredPrompt(let allow, let precise):
            guard status == .notDetermined else { return self }  // the prompt is shown once
            next.status = allow == .never ? .denied : .authorizedWhenInUse
            next.isOneTime = allow == .once
            next.accuracy = precise ? .full : .reduced
        case .answeredTemporaryFullAccuracy(let granted):
            if granted && accuracy == .reduced && isAuthorized { next.accuracy = .temporaryFull }
        case .changedInSettings(let status, let accuracy):
            next.status = status
            next.accuracy = accuracy == .temporaryFull ? .full : accuracy
            next.isOneTime = false
        case .servicesSwitched(let on):
            next.servicesEnabled = on
        case .sessionEnded:
            if isOneTime {
                next.status = .notDetermined
                next.isOneTime = false
            }
            if accuracy == .temporaryFull { next.accuracy = .reduced }
        }
        return next
    }

    /// Whether the app may locate the device now.
    public var isAuthorized: Bool { status == .authorizedWhenInUse || status == .authorizedAlways }

    /// How precise a location the app gets.
    public enum Precision: String, Sendable {
        /// Full accuracy: the district can be named.
        case district
        /// Reduced accuracy: the city at most (the fix is usually within 1–20 km).
        case city
    }

    /// What the app does next.
    public enum Action: Sendable, Equatable {
        /// Ask for permission (the system prompt; asked once per not-determined state).
        case requestAuthorization
        /// Locate the device; name places at `precision`; the fix may be `radiusKilometres` off.
        case locate(precision: Precision, radiusKilometres: Double)
        /// Use the city the user chose by hand, and say why.
        case useManualCity(reason: Reason)
    }

    /// Why the app falls back to the manual city.
    public enum Reason: String, Sendable {
        case servicesOff, restricted, denied
    }

    /// The radius a reduced-accuracy fix may be off by (Apple: "usually within 1–20 kilometers").
    public static let reducedRadiusKilometres = 20.0
    /// The radius of a full-accuracy fix, for thresholds.
    public static let fullRadiusKilometres = 0.1

    /// What the app does in this state.
    public var action: Action {
        guard servicesEnabled else { return .useManualCity(reason: .servicesOff) }
        switch status {
        case .notDetermined: return .requestAuthorization
        case .restricted: return .useManualCity(reason: .restricted)
        case .denied: return .useManualCity(reason: .denied)
        case .authorizedWhenInUse, .authorizedAlways:
            return accuracy == .reduced
                ? .locate(precision: .city, radiusKilometres: Self.reducedRadiusKilometres)
                : .locate(precision: .district, radiusKilometres: Self.fullRadiusKilometres)
        }
    }

    /// How far the device must seem to move before its weather changes place: `base` plus the
    /// accuracy radius, so two reduced fixes 15 km apart are not taken for a journey.
    public func movementThresholdKilometres(base: Double = 10) -> Double {
        if case .locate(_, let radius) = action { return base + radius }
        return base
    }
}
