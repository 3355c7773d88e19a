import Foundation
import Synchronization
import TextSupport

/// The recorded responses a fixture provider has parsed, each read and parsed once.
final class FixtureDocuments: Sendable {
    private let parsed = Mutex<[String: JSONDocument]>([:])
    private let directory: String

    init(directory: String) {
        self.directory = directory
    }

    /// The parsed response of `place`; a file that cannot be read or parsed is an error naming it.
    func document(of place: FixturePlace) throws -> JSONDocument {
        if let document = parsed.withLock({ $0[place.slug] }) { return document }
        let source = FixtureProvider.source(of: place)
        guard let data = FileManager.default.contents(atPath: directory + "/\(place.slug).json") else {
            throw WeatherError.unavailable(source: source, reason: "cannot read the recorded response")
        }
        let document = try WeatherKitDecoding.parse(data, source: source)
        parsed.withLock { $0[place.slug] = document }
        return document
    }
}
