import Foundation

/// The `Cache-Control` directives a client honours: `max-age` and `no-store`.
struct CacheControl: Equatable, Sendable {
    var maxAge: TimeInterval?
    var noStore = false

    init(_ header: String?) {
        for directive in (header ?? "").split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
            switch parts.first {
            case "no-store": noStore = true
            case "max-age":
                maxAge = parts.count == 2 ? RetryPolicy.wholeSeconds(parts[1].trimmingCharacters(in: ["\""])) : nil
            default: break
            }
        }
    }
}
