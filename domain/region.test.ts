import { describe, expect, it } from "vitest";
import { type Region, regions } from "./constants.ts";
import { inferRegion, normalizeLocation } from "./region.ts";

const cases: Record<Region, string[]> = {
  Europe: [
    "Positano, Amalfi Coast, Italy",
    "Santorini, Greece",
    "Paris",
    "Barcelona, Spain",
    "Cartagena, Spain",
    "Lisboa",
    "Zürich",
    "Mallorca",
    "London, UK",
    "Edinburgh, Scotland",
    "Reykjavík, Iceland",
    "Dubrovnik, Croatia",
    "Istanbul, Türkiye",
    "Cappadocia",
    "Jersey",
    "Perth, Scotland",
    "Santiago de Compostela",
    "Lake Como",
    "Côte d'Azur",
    "Swiss Alps",
    "Moscow, Russia",
  ],
  Asia: [
    "Ubud, Bali",
    "Bali Indonesia",
    "Tokyo, Japan",
    "Koh Samui, Thailand",
    "Chiang Mai",
    "Hội An, Việt Nam",
    "Ho Chi Minh City",
    "El Nido, Palawan",
    "Singapore",
    "Goa, India",
    "Malé, Maldives",
    "Kathmandu, Nepal",
    "Seoul, South Korea",
    "Tbilisi, Georgia",
    "Georgia",
    "Hong Kong",
    "Samarkand, Uzbekistan",
  ],
  "Middle East": [
    "Dubai Marina, Dubai, UAE",
    "Dubai",
    "Abu Dhabi, United Arab Emirates",
    "Doha, Qatar",
    "AlUla, Saudi Arabia",
    "Petra, Jordan",
    "Muscat, Oman",
    "Beirut",
    "Sharm El-Sheikh, Egypt",
    "Tel Aviv",
    "Middle East",
  ],
  Africa: [
    "Marrakech, Morocco",
    "Cape Town, South Africa",
    "Zanzibar",
    "Stone Town, Zanzibar, Tanzania",
    "Masai Mara, Kenya",
    "Mahé, Seychelles",
    "Mauritius",
    "Victoria Falls",
    "Sossusvlei, Namibia",
    "Dakar, Senegal",
    "Côte d'Ivoire",
    "Guinea-Bissau",
    "South Sudan",
  ],
  "North America": [
    "Tulum, Mexico",
    "Mexico City",
    "New York, NY, USA",
    "Brooklyn, New York",
    "Malibu, California",
    "Paris, Texas",
    "Atlanta, Georgia",
    "Savannah, Georgia, U.S.A.",
    "Maui, Hawaii",
    "Banff, Canada",
    "Vancouver, BC",
    "Punta Cana, Dominican Republic",
    "St. Lucia",
    "Montego Bay, Jamaica",
    "Nosara, Costa Rica",
    "San Salvador, El Salvador",
    "New Jersey",
    "New Mexico",
    "Bocas del Toro, Panama",
    "Curaçao",
  ],
  "South America": [
    "Rio de Janeiro, Brazil",
    "São Paulo",
    "Salvador, Bahia",
    "Buenos Aires, Argentina",
    "Patagonia",
    "Cusco, Peru",
    "Machu Picchu",
    "Cartagena",
    "Cartagena, Colombia",
    "Galápagos Islands, Ecuador",
    "Punta del Este, Uruguay",
    "Santiago, Chile",
    "La Paz, Bolivia",
    "South America",
  ],
  "Australia & Oceania": [
    "Byron Bay, NSW, Australia",
    "Sydney",
    "Queenstown, New Zealand",
    "Auckland",
    "Bora Bora, French Polynesia",
    "Nadi, Fiji",
    "Port Moresby, Papua New Guinea",
    "Papua New Guinea",
    "New South Wales",
    "Great Barrier Reef",
    "Rarotonga, Cook Islands",
    "Victoria",
    "Perth",
  ],
};

describe("inferRegion", () => {
  for (const region of regions) {
    it(`recognises places in ${region}`, () => {
      for (const location of cases[region]) expect([location, inferRegion(location)]).toEqual([location, region]);
    });
  }

  it("covers all seven regions", () => {
    expect(Object.keys(cases).sort()).toEqual([...regions].sort());
  });

  it("returns null for empty or unknown text", () => {
    for (const text of [null, undefined, "", "   ", ",,,", "Somewhere quiet", "12345", "Middle of nowhere"]) {
      expect(inferRegion(text)).toBeNull();
    }
  });

  it("reads parts from the last one back, so the country decides", () => {
    expect(inferRegion("Paris, Texas")).toBe("North America");
    expect(inferRegion("Granada, Nicaragua")).toBe("North America");
    expect(inferRegion("Granada, Spain")).toBe("Europe");
    expect(inferRegion("Naples, Florida")).toBe("North America");
    expect(inferRegion("Victoria, Seychelles")).toBe("Africa");
    expect(inferRegion("Victoria, BC, Canada")).toBe("North America");
  });

  it("prefers the longest name inside one part", () => {
    expect(inferRegion("Equatorial Guinea")).toBe("Africa");
    expect(inferRegion("Papua New Guinea")).toBe("Australia & Oceania");
    expect(inferRegion("Riviera Maya")).toBe("North America");
    expect(inferRegion("French Riviera")).toBe("Europe");
    expect(inferRegion("Latin America")).toBe("South America");
  });

  it("ignores case, accents, punctuation and extra whitespace", () => {
    expect(inferRegion("  SANTORINI ,  GREECE ")).toBe("Europe");
    expect(inferRegion("sao paulo")).toBe("South America");
    expect(inferRegion("U.S.A.")).toBe("North America");
    expect(inferRegion("Dubai - UAE")).toBe("Middle East");
    expect(inferRegion("Bali (Indonesia)")).toBe("Asia");
    expect(inferRegion("Kyoto/Japan")).toBe("Asia");
  });

  it("matches whole words only", () => {
    // "India" is inside "Indiana" and "Indonesia"; "Niger" inside "Nigeria"; "Oman" inside "Romania".
    expect(inferRegion("Indiana")).toBe("North America");
    expect(inferRegion("Jakarta, Indonesia")).toBe("Asia");
    expect(inferRegion("Lagos, Nigeria")).toBe("Africa");
    expect(inferRegion("Bucharest, Romania")).toBe("Europe");
    expect(inferRegion("Romanian countryside")).toBeNull();
  });
});

describe("normalizeLocation", () => {
  it("lower-cases, strips accents and punctuation", () => {
    expect(normalizeLocation("Côte d'Azur")).toBe("cote d azur");
    expect(normalizeLocation("U.S.A.")).toBe("usa");
    expect(normalizeLocation("  Hội   An ")).toBe("hoi an");
  });
});
