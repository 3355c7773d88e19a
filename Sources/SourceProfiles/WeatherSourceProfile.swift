/// What lit's provider for one weather service offers, as a plain record: how the literature side
/// (the data-source table) learns about the engine's providers without depending on the engine.
public struct WeatherSourceProfile: Sendable, Equatable {
    /// The provider's name, as `lit weather --provider` takes it ("open-meteo").
    public var name: String
    /// Each WeatherKit dataset by its REST name ("currentWeather", …), in WeatherKit's order, and
    /// whether the provider offers it.
    public var datasets: [(name: String, offered: Bool)]
    /// How it authenticates ("API key in the appid query parameter").
    public var authentication: String
    /// The coordinate system it is asked in ("WGS-84").
    public var datum: String

    /// A profile.
    public init(name: String, datasets: [(name: String, offered: Bool)], authentication: String, datum: String) {
        self.name = name
        self.datasets = datasets
        self.authentication = authentication
        self.datum = datum
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.authentication == rhs.authentication && lhs.datum == rhs.datum
            && lhs.datasets.map(\.name) == rhs.datasets.map(\.name)
            && lhs.datasets.map(\.offered) == rhs.datasets.map(\.offered)
    }
}
