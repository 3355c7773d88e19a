import Foundation

/// How a figure of an evidence run reads in a document: rates to three decimals, times and bytes
/// with their unit, counts whole.
enum FigureText {
    static func value(_ value: Double, unit: String) -> String {
        switch unit {
        case "ratio": String(format: "%.3f", value)
        case "ms": String(format: "%.1f ms", value)
        case "s": String(format: "%.1f s", value)
        case "bytes": String(format: "%.0f KiB", value / 1024)
        default: String(Int(value.rounded()))
        }
    }
}
