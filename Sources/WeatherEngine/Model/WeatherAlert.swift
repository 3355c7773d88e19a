import Foundation

/// How severe an alert is.
public enum WeatherSeverity: String, CaseIterable, Codable, Sendable {
    /// From minor to extreme, or unknown.
    case minor, moderate, severe, extreme, unknown
}

/// A severe-weather alert issued by an agency for an area.
public struct WeatherAlert: Equatable, Codable, Sendable {
    /// The alert's text (REST `description`).
    public var summary: String
    /// The page with the details (must be linked wherever the alert is shown).
    public var detailsURL: URL
    /// The issuing agency (must be shown).
    public var source: String
    /// The area it covers.
    public var region: String?
    /// How severe it is.
    public var severity: WeatherSeverity
    /// When and where it was produced.
    public var metadata: WeatherMetadata
}

/// Whether alerts and minute forecasts exist for a place (other datasets are global).
public struct WeatherAvailability: Equatable, Codable, Sendable {
    /// The states a dataset can be in.
    public enum AvailabilityKind: String, CaseIterable, Codable, Sendable {
        /// Available now, briefly not, never here, or not known.
        case available, temporarilyUnavailable, unsupported, unknown
    }

    /// Weather alerts.
    public var alertAvailability: AvailabilityKind
    /// The minute-by-minute forecast.
    public var minuteAvailability: AvailabilityKind
}
