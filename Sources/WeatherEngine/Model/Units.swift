import Foundation

/// Foundation's units, made once: on Linux each `UnitTemperature.celsius` (and every other class
/// property of a unit) builds a new object, which adds up over thousands of forecast values.
enum Units {
    static let celsius = UnitTemperature.celsius
    static let millimeters = UnitLength.millimeters
    static let meters = UnitLength.meters
    static let metersPerSecond = UnitSpeed.metersPerSecond
    static let kilometersPerHour = UnitSpeed.kilometersPerHour
    static let millibars = UnitPressure.millibars
    static let degrees = UnitAngle.degrees
}

extension Measurement where UnitType == UnitTemperature {
    /// `value` degrees Celsius.
    static func celsius(_ value: Double) -> Measurement { Measurement(value: value, unit: Units.celsius) }
}

extension Measurement where UnitType == UnitLength {
    /// `value` millimetres.
    static func millimetres(_ value: Double) -> Measurement { Measurement(value: value, unit: Units.millimeters) }
}
