import Testing
import WeatherEngine

@Suite struct LocationPermissionTests {
    let first = LocationPermission()

    @Test func theFirstLaunchAsksAndTheAnswerDecides() {
        #expect(first.action == .requestAuthorization)
        let precise = first.applying(.answeredPrompt(allow: .whileUsing, precise: true))
        #expect(precise.action == .locate(precision: .district, radiusKilometres: 0.1))
        let approximate = first.applying(.answeredPrompt(allow: .whileUsing, precise: false))
        #expect(approximate.action == .locate(precision: .city, radiusKilometres: 20))
        #expect(approximate.movementThresholdKilometres() == 30)
        let never = first.applying(.answeredPrompt(allow: .never, precise: true))
        #expect(never.action == .useManualCity(reason: .denied))
        // The prompt is shown once: a second answer changes nothing.
        #expect(never.applying(.answeredPrompt(allow: .whileUsing, precise: true)) == never)
    }

    @Test func aUserWhoDeniesAndLaterAllowsInSettingsIsLocated() {
        let denied = first.applying(.answeredPrompt(allow: .never, precise: false))
        let allowed = denied.applying(.changedInSettings(.authorizedWhenInUse, .reduced))
        #expect(allowed.action == .locate(precision: .city, radiusKilometres: 20))
        let always = allowed.applying(.changedInSettings(.authorizedAlways, .full))
        #expect(always.action == .locate(precision: .district, radiusKilometres: 0.1))
        #expect(always.applying(.changedInSettings(.denied, .full)).action == .useManualCity(reason: .denied))
    }

    @Test func allowOnceRevertsWhenTheSessionEnds() {
        let once = first.applying(.answeredPrompt(allow: .once, precise: true))
        #expect(once.isOneTime && once.isAuthorized)
        let later = once.applying(.sessionEnded)
        #expect(later.status == .notDetermined && later.action == .requestAuthorization)
        #expect(first.applying(.answeredPrompt(allow: .whileUsing, precise: true)).applying(.sessionEnded).isAuthorized)
    }

    @Test func temporaryFullAccuracyLastsOneSession() {
        let reduced = first.applying(.answeredPrompt(allow: .whileUsing, precise: false))
        let temporary = reduced.applying(.answeredTemporaryFullAccuracy(granted: true))
        #expect(temporary.accuracy == .temporaryFull)
        #expect(temporary.action == .locate(precision: .district, radiusKilometres: 0.1))
        #expect(temporary.applying(.sessionEnded).accuracy == .reduced)
        #expect(reduced.applying(.answeredTemporaryFullAccuracy(granted: false)) == reduced)
        // Not authorized, or already full: nothing to grant.
        #expect(first.applying(.answeredTemporaryFullAccuracy(granted: true)) == first)
    }

    @Test func restrictedAndServicesOffFallBackToTheManualCity() {
        #expect(LocationPermission(status: .restricted).action == .useManualCity(reason: .restricted))
        let located = first.applying(.answeredPrompt(allow: .whileUsing, precise: true))
        let off = located.applying(.servicesSwitched(on: false))
        #expect(off.action == .useManualCity(reason: .servicesOff))
        #expect(off.movementThresholdKilometres() == 10)
        #expect(off.applying(.servicesSwitched(on: true)).action == located.action)
    }
}
