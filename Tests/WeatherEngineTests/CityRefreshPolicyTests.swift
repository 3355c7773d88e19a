import Foundation
import Testing
import WeatherEngine

@Suite struct CityRefreshPolicyTests {
    let now = Date(timeIntervalSince1970: 1_805_100_000)
    let here = UUID()
    let saved = UUID()
    let beijing = WeatherLocation(latitude: 39.904, longitude: 116.407)

    func state(currentExpires: TimeInterval, savedExpires: TimeInterval, lastMove: TimeInterval? = -3600)
        -> CityRefreshPolicy.State
    {
        CityRefreshPolicy.State(
            now: now,
            cities: [
                .init(id: here, isCurrent: true, expiration: now.addingTimeInterval(currentExpires)),
                .init(id: saved, isCurrent: false, expiration: now.addingTimeInterval(savedExpires)),
            ], lastLocation: beijing, lastLocationRefresh: lastMove.map { now.addingTimeInterval($0) })
    }

    @Test func foregroundAndColdStartRefreshTheCurrentCityWhenExpired() {
        for event in [CityRefreshPolicy.Event.coldStart, .foreground, .timer] {
            #expect(
                CityRefreshPolicy.citiesToRefresh(after: event, in: state(currentExpires: -1, savedExpires: -1)) == [
                    here
                ])
            #expect(
                CityRefreshPolicy.citiesToRefresh(after: event, in: state(currentExpires: 60, savedExpires: -1)).isEmpty
            )
        }
    }

    @Test func pullToRefreshForcesAllAndBackgroundTakesTheExpired() {
        #expect(
            CityRefreshPolicy.citiesToRefresh(after: .pullToRefresh, in: state(currentExpires: 60, savedExpires: 60))
                == [here, saved])
        #expect(
            CityRefreshPolicy.citiesToRefresh(after: .backgroundTask, in: state(currentExpires: 60, savedExpires: -1))
                == [saved])
    }

    @Test func aMoveCountsBeyondTenKilometresPlusAccuracyAndHalfAnHour() {
        let near = WeatherLocation(latitude: 39.904 + 0.08, longitude: 116.407)  // about 8.9 km north
        let far = WeatherLocation(latitude: 39.904 + 0.2, longitude: 116.407)  // about 22 km north
        let fresh = state(currentExpires: 600, savedExpires: 600)
        #expect(
            CityRefreshPolicy.citiesToRefresh(after: .locationUpdate(near, accuracyKilometres: 0.1), in: fresh).isEmpty)
        #expect(
            CityRefreshPolicy.citiesToRefresh(after: .locationUpdate(far, accuracyKilometres: 0.1), in: fresh) == [here]
        )
        // A reduced fix (20 km) must move farther than 30 km.
        #expect(
            CityRefreshPolicy.citiesToRefresh(after: .locationUpdate(far, accuracyKilometres: 20), in: fresh).isEmpty)
        // Within half an hour of the last refresh for a location: no.
        let recent = state(currentExpires: 600, savedExpires: 600, lastMove: -600)
        #expect(
            CityRefreshPolicy.citiesToRefresh(after: .locationUpdate(far, accuracyKilometres: 0.1), in: recent).isEmpty)
    }
}
