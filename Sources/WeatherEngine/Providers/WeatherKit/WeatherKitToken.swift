import ES256Signing
import Foundation
import Synchronization

/// The developer token WeatherKit REST wants: an ES256 JWT (header `kid` and `id` = team.service;
/// claims `iss`, `iat`, `exp`, `sub`), made once and reused until five minutes before it expires.
final class WeatherKitToken: Sendable {
    private let key: ES256PrivateKey
    private let keyID: String
    private let teamID: String
    private let serviceID: String
    private let clock: any WeatherClock
    private let current = Mutex<(token: String, expires: Date)?>(nil)
    /// How long a token is valid.
    static let lifetime: TimeInterval = 3600
    /// How long before expiry a new one is made.
    static let renewal: TimeInterval = 300

    init(secrets: Secrets, clock: any WeatherClock) throws {
        teamID = try secrets.value("WEATHERKIT_TEAM_ID")
        serviceID = try secrets.value("WEATHERKIT_SERVICE_ID")
        keyID = try secrets.value("WEATHERKIT_KEY_ID")
        guard let path = secrets.environment["WEATHERKIT_PRIVATE_KEY_FILE"], !path.isEmpty else {
            throw WeatherError.credentials(
                provider: "weatherkit", reason: "set WEATHERKIT_PRIVATE_KEY_FILE to the .p8 key file (mode 600)")
        }
        let pem = try secrets.privateFile(path, variable: "WEATHERKIT_PRIVATE_KEY_FILE")
        do {
            key = try ES256PrivateKey(pem: pem)
        } catch {
            throw WeatherError.credentials(provider: "weatherkit", reason: "WEATHERKIT_PRIVATE_KEY_FILE: \(error)")
        }
        self.clock = clock
    }

    /// A token valid for at least five more minutes.
    func value() throws -> String {
        let now = clock.now
        return try current.withLock { current in
            if let current, current.expires.timeIntervalSince(now) > Self.renewal { return current.token }
            let issued = Int(now.timeIntervalSince1970)
            let token = try JSONWebToken.es256(
                header: ["kid": keyID, "id": "\(teamID).\(serviceID)"],
                claims: [
                    "iss": .string(teamID), "iat": .number(issued), "exp": .number(issued + Int(Self.lifetime)),
                    "sub": .string(serviceID),
                ], key: key)
            current = (token, Date(timeIntervalSince1970: Double(issued) + Self.lifetime))
            return token
        }
    }
}
