/// What a cached dataset is filed under: provider, dataset, location rounded to the provider's grid,
/// and language.
struct CacheKey: Hashable, Sendable {
    let provider: String
    let dataset: WeatherDataset
    /// Latitude and longitude in grid steps.
    let latitudeStep: Int
    let longitudeStep: Int
    let language: String

    init(provider: any WeatherProvider, dataset: WeatherDataset, location: WeatherLocation, language: String) {
        self.provider = provider.name
        self.dataset = dataset
        latitudeStep = Int((location.latitude / provider.gridDegrees).rounded())
        longitudeStep = Int((location.longitude / provider.gridDegrees).rounded())
        self.language = language
    }
}

/// One upstream request in flight: the datasets still missing for one place and language.
struct FetchKey: Hashable, Sendable {
    let datasets: [WeatherDataset]
    let latitudeStep: Int
    let longitudeStep: Int
    let language: String
}
