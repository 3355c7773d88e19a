import SourceProfiles

extension HTTPService {
    /// What the service offers, as the plain record the data-source table reads.
    public var profile: WeatherSourceProfile {
        WeatherSourceProfile(
            name: rawValue, datasets: WeatherDataset.allCases.map { ($0.rawValue, notOffered($0) == nil) },
            authentication: authentication, datum: datum)
    }
}
