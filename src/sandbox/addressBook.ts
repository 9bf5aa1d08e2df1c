/**
 * Made-up streets and towns per country for the address lookup: the same postcode always gives
 * the same suggestions, so the autofill can be tested, and no real address data is needed.
 */
const BOOK: Record<string, { streets: string[]; cities: string[] }> = {
  DE: {
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg'],
    cities: ['Musterstadt', 'Beispielhausen', 'Probedorf'],
  },
  AT: {
    streets: ['Hauptplatz', 'Kirchengasse', 'Lindenweg'],
    cities: ['Musterdorf', 'Beispielsee', 'Probstein'],
  },
  NL: {
    streets: ['Dorpsstraat', 'Kerkstraat', 'Molenweg'],
    cities: ['Voorbeeldstad', 'Proefdorp', 'Zandhoven'],
  },
  BE: {
    streets: ['Kerkstraat', 'Rue de la Station', 'Stationsplein'],
    cities: ['Voorbeeldegem', 'Exempleville', 'Proefkerke'],
  },
  FR: {
    streets: ['Rue de la Paix', 'Avenue des Tilleuls', 'Place du Marché'],
    cities: ['Exempleville', 'Saint-Modèle', 'Testbourg'],
  },
  GB: {
    streets: ['High Street', 'Station Road', 'Church Lane'],
    cities: ['Exampleton', 'Sampleford', 'Testbury'],
  },
};
const OTHER = {
  streets: ['Main Street', 'Market Square', 'Park Avenue'],
  cities: ['Sandbox City', 'Example Town', 'Testville'],
};

/** Up to three suggestions for a postcode in a country; the postcode picks the town. */
export function addressSuggestions(postcode: string, countryCode: string) {
  const country = countryCode.toUpperCase();
  const zip = postcode.trim().toUpperCase();
  const { streets, cities } = BOOK[country] ?? OTHER;
  const seed = [...zip].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const city = cities[seed % cities.length] ?? '';
  return streets.map((street) => ({ street, zip, city, countryCode: country }));
}
