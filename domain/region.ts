import type { Region } from "./constants.ts";

/**
 * Region from a free-text location (spec 001 §5: "Region auto-fills from the location text if unset, using a
 * country-to-region table or keywords"). Pure, so the form previews exactly what the server will store.
 *
 * Where geography and travel usage disagree we follow how travellers browse: Egypt is in the Middle East,
 * Turkey, Cyprus and Russia in Europe, the Caucasus and Central Asia in Asia, Central America and the
 * Caribbean in North America, Hawaii (a US state) in North America.
 */

/** Countries and territories, with common short and local names. Comma separated; matched as whole words. */
const countries: Record<Region, string> = {
  Europe:
    "albania, andorra, austria, osterreich, belarus, belgium, belgique, bosnia, bosnia and herzegovina, herzegovina, bulgaria, croatia, hrvatska, cyprus, czech republic, czechia, denmark, danmark, estonia, finland, suomi, france, germany, deutschland, greece, hellas, hungary, iceland, ireland, eire, italy, italia, kosovo, latvia, liechtenstein, lithuania, luxembourg, malta, moldova, monaco, montenegro, netherlands, the netherlands, holland, north macedonia, macedonia, norway, norge, poland, polska, portugal, romania, russia, san marino, serbia, slovakia, slovenia, spain, espana, sweden, sverige, switzerland, schweiz, suisse, svizzera, turkey, turkiye, ukraine, united kingdom, uk, great britain, britain, england, scotland, wales, northern ireland, vatican, vatican city, faroe islands, gibraltar, jersey, guernsey, isle of man, greenland denmark, aland",
  Asia: "afghanistan, armenia, azerbaijan, bangladesh, bhutan, brunei, cambodia, china, prc, hong kong, macau, macao, india, indonesia, japan, nippon, kazakhstan, kyrgyzstan, laos, lao, malaysia, maldives, mongolia, myanmar, burma, nepal, north korea, south korea, korea, pakistan, philippines, singapore, sri lanka, taiwan, tajikistan, thailand, timor leste, east timor, turkmenistan, uzbekistan, vietnam, viet nam",
  "Middle East":
    "bahrain, egypt, iran, iraq, israel, jordan, kuwait, lebanon, oman, palestine, qatar, saudi arabia, ksa, syria, united arab emirates, uae, emirates, yemen",
  Africa:
    "algeria, angola, benin, botswana, burkina faso, burundi, cabo verde, cape verde, cameroon, central african republic, chad, comoros, congo, democratic republic of the congo, drc, djibouti, equatorial guinea, eritrea, eswatini, swaziland, ethiopia, gabon, gambia, the gambia, ghana, guinea, guinea bissau, ivory coast, cote d ivoire, kenya, lesotho, liberia, libya, madagascar, malawi, mali, mauritania, mauritius, morocco, maroc, mozambique, namibia, niger, nigeria, rwanda, sao tome and principe, sao tome, senegal, seychelles, sierra leone, somalia, south africa, south sudan, sudan, tanzania, togo, tunisia, uganda, zambia, zimbabwe, reunion, mayotte, western sahara, zanzibar",
  "North America":
    "united states, united states of america, usa, us, canada, mexico, guatemala, belize, honduras, el salvador, nicaragua, costa rica, panama, cuba, jamaica, bahamas, the bahamas, haiti, dominican republic, puerto rico, barbados, trinidad and tobago, trinidad, tobago, saint lucia, st lucia, antigua and barbuda, antigua, barbuda, grenada, dominica, saint kitts and nevis, st kitts, nevis, saint vincent and the grenadines, st vincent, grenadines, aruba, curacao, bonaire, sint maarten, saint martin, st martin, st maarten, saint barthelemy, st barts, st barths, bermuda, cayman islands, turks and caicos, virgin islands, british virgin islands, bvi, usvi, anguilla, martinique, guadeloupe, montserrat, greenland",
  "South America":
    "argentina, bolivia, brazil, brasil, chile, colombia, ecuador, guyana, french guiana, paraguay, peru, suriname, uruguay, venezuela, falkland islands",
  "Australia & Oceania":
    "australia, new zealand, aotearoa, nz, fiji, papua new guinea, png, samoa, american samoa, tonga, vanuatu, solomon islands, french polynesia, polynesia, new caledonia, cook islands, palau, micronesia, marshall islands, kiribati, tuvalu, nauru, guam, northern mariana islands, niue, wallis and futuna, norfolk island",
};

/** Regions, sub-regions, states, cities, islands and sights people write instead of a country. */
const keywords: Record<Region, string> = {
  Europe:
    "europe, european, scandinavia, balkans, the alps, alps, swiss alps, french alps, dolomites, riviera, french riviera, italian riviera, cote d azur, paris, nice, cannes, saint tropez, st tropez, provence, normandy, brittany, bordeaux, lyon, marseille, corsica, chamonix, london, edinburgh, cornwall, cotswolds, scottish highlands, isle of skye, manchester, liverpool, bath, brighton, dublin, galway, belfast, rome, roma, florence, firenze, venice, venezia, milan, milano, naples, napoli, amalfi, amalfi coast, positano, ravello, sorrento, capri, ischia, tuscany, toscana, umbria, puglia, apulia, sicily, sicilia, sardinia, sardegna, lake como, como, lake garda, cinque terre, portofino, verona, bologna, barcelona, madrid, seville, sevilla, granada, valencia, malaga, marbella, costa del sol, costa brava, ibiza, mallorca, majorca, menorca, formentera, canary islands, canaries, tenerife, gran canaria, lanzarote, fuerteventura, san sebastian, bilbao, santiago de compostela, lisbon, lisboa, porto, algarve, lagos portugal, madeira, azores, sintra, comporta, athens, santorini, mykonos, crete, corfu, rhodes, zakynthos, paros, naxos, milos, halkidiki, peloponnese, berlin, munich, munchen, hamburg, bavaria, black forest, amsterdam, rotterdam, brussels, bruges, vienna, wien, salzburg, tyrol, tirol, innsbruck, zurich, geneva, lucerne, zermatt, st moritz, interlaken, prague, budapest, krakow, warsaw, dubrovnik, split, hvar, istria, zadar, lake bled, bled, ljubljana, kotor, budva, copenhagen, stockholm, oslo, bergen, lofoten, helsinki, lapland, reykjavik, tallinn, riga, vilnius, bucharest, transylvania, sofia, belgrade, istanbul, cappadocia, bodrum, antalya, fethiye, kas, izmir, moscow, st petersburg, saint petersburg, valletta, gozo, limassol, paphos, ayia napa",
  Asia: "asia, southeast asia, south east asia, east asia, south asia, central asia, himalayas, himalaya, bali, ubud, seminyak, canggu, uluwatu, nusa penida, lombok, gili islands, jakarta, yogyakarta, komodo, raja ampat, tokyo, kyoto, osaka, okinawa, hokkaido, niseko, nara, hakone, seoul, busan, jeju, beijing, shanghai, guangzhou, shenzhen, chengdu, guilin, yunnan, tibet, taipei, bangkok, phuket, koh samui, ko samui, koh phangan, koh tao, chiang mai, chiang rai, krabi, phi phi, pattaya, hua hin, koh lanta, hanoi, ho chi minh city, ho chi minh, saigon, da nang, hoi an, ha long bay, halong bay, ha long, nha trang, phu quoc, sapa, siem reap, angkor, angkor wat, phnom penh, luang prabang, vientiane, manila, boracay, palawan, el nido, coron, cebu, siargao, bohol, kuala lumpur, langkawi, penang, borneo, sabah, sarawak, malacca, goa, kerala, mumbai, bombay, delhi, new delhi, jaipur, rajasthan, udaipur, jodhpur, agra, varanasi, rishikesh, ladakh, himachal, andaman, bangalore, bengaluru, kolkata, chennai, kathmandu, pokhara, everest, colombo, galle, ella, kandy, mirissa, dhaka, karachi, lahore, islamabad, almaty, astana, tashkent, samarkand, bukhara, bishkek, ulaanbaatar, tbilisi, batumi, yerevan, baku, thimphu, paro",
  "Middle East":
    "middle east, mena, arabian peninsula, persian gulf, arabian gulf, dubai, abu dhabi, sharjah, ras al khaimah, fujairah, ajman, doha, riyadh, jeddah, jedda, alula, al ula, neom, red sea, mecca, makkah, medina, muscat, salalah, musandam, manama, kuwait city, amman, petra, wadi rum, aqaba, dead sea, beirut, byblos, jerusalem, tel aviv, eilat, haifa, bethlehem, cairo, giza, luxor, aswan, hurghada, sharm el sheikh, sharm, dahab, el gouna, marsa alam, alexandria, siwa, nile, tehran, isfahan, shiraz, baghdad, erbil, damascus, sanaa, socotra",
  Africa:
    "africa, east africa, west africa, southern africa, north africa, sub saharan africa, sahara, marrakech, marrakesh, casablanca, fes, fez, essaouira, chefchaouen, tangier, agadir, rabat, merzouga, atlas mountains, tunis, djerba, hammamet, sidi bou said, algiers, cape town, johannesburg, durban, kruger, garden route, stellenbosch, franschhoek, pretoria, nairobi, mombasa, diani, lamu, masai mara, maasai mara, amboseli, serengeti, ngorongoro, kilimanjaro, arusha, dar es salaam, stone town, victoria falls, livingstone, okavango, okavango delta, chobe, windhoek, sossusvlei, etosha, swakopmund, kigali, kampala, bwindi, addis ababa, lalibela, lagos nigeria, abuja, accra, dakar, mahe, praslin, la digue, nosy be, antananarivo, maputo, tofo, lilongwe, lake malawi, boa vista, luanda, gaborone, lusaka, harare",
  "North America":
    "north america, america, central america, caribbean, the caribbean, west indies, alabama, alaska, arizona, arkansas, california, colorado, connecticut, delaware, florida, hawaii, idaho, illinois, indiana, iowa, kansas, kentucky, louisiana, maine, maryland, massachusetts, michigan, minnesota, mississippi, missouri, montana, nebraska, nevada, new hampshire, new jersey, new mexico, new york, north carolina, north dakota, ohio, oklahoma, oregon, pennsylvania, rhode island, south carolina, south dakota, tennessee, texas, utah, vermont, virginia, washington, washington dc, west virginia, wisconsin, wyoming, nyc, manhattan, brooklyn, the hamptons, hamptons, los angeles, hollywood, malibu, santa monica, venice beach, san francisco, san diego, palm springs, big sur, lake tahoe, napa, napa valley, sonoma, yosemite, miami, miami beach, orlando, tampa, key west, florida keys, naples florida, las vegas, chicago, boston, cape cod, martha s vineyard, nantucket, seattle, portland, austin, dallas, houston, nashville, new orleans, atlanta, savannah, charleston, aspen, vail, denver, jackson hole, yellowstone, grand canyon, sedona, scottsdale, moab, zion, maui, oahu, honolulu, waikiki, kauai, big island, anchorage, bc, ontario, quebec, british columbia, alberta, nova scotia, toronto, vancouver, montreal, quebec city, banff, jasper, whistler, niagara falls, niagara, ottawa, calgary, tulum, cancun, playa del carmen, riviera maya, cozumel, isla mujeres, holbox, cabo, los cabos, cabo san lucas, oaxaca, mexico city, cdmx, puerto vallarta, sayulita, guadalajara, san miguel de allende, guanajuato, merida, yucatan, baja california, puerto escondido, havana, varadero, santiago de cuba, san salvador, punta cana, santo domingo, montego bay, negril, ocho rios, nassau, exuma, exumas, harbour island, bridgetown, castries, tamarindo, nosara, guanacaste, monteverde, arenal, manuel antonio, bocas del toro, panama city, roatan, ambergris caye, san pedro belize, lake atitlan, tikal",
  "South America":
    "south america, latin america, patagonia, amazon, amazonia, andes, rio de janeiro, rio, sao paulo, florianopolis, salvador, bahia, buzios, paraty, ilha grande, fernando de noronha, jericoacoara, trancoso, foz do iguacu, iguazu, iguazu falls, iguacu, pantanal, manaus, buenos aires, mendoza, bariloche, ushuaia, el calafate, el chalten, salta, cordoba argentina, santiago, santiago de chile, valparaiso, atacama, san pedro de atacama, torres del paine, easter island, rapa nui, chiloe, puerto varas, lima, cusco, cuzco, machu picchu, sacred valley, arequipa, lake titicaca, titicaca, bogota, cartagena, medellin, tayrona, santa marta, cali, quito, galapagos, galapagos islands, montanita, cuenca, la paz, uyuni, salar de uyuni, sucre, montevideo, punta del este, jose ignacio, colonia del sacramento, caracas, los roques, angel falls, margarita island, asuncion, paramaribo, georgetown guyana",
  "Australia & Oceania":
    "oceania, australasia, pacific islands, south pacific, melanesia, sydney, melbourne, brisbane, perth, adelaide, hobart, canberra, darwin, gold coast, sunshine coast, byron bay, noosa, cairns, port douglas, great barrier reef, whitsundays, whitsunday islands, tasmania, uluru, ayers rock, kangaroo island, margaret river, great ocean road, queensland, new south wales, western australia, south australia, northern territory, auckland, wellington, queenstown, rotorua, christchurch, wanaka, bay of islands, milford sound, fiordland, waiheke, coromandel, taupo, nadi, denarau, mamanuca, yasawa, tahiti, bora bora, moorea, papeete, rarotonga, aitutaki, noumea, port vila, apia, upolu, savai i, nukualofa, honiara, port moresby, koror, saipan",
};

/**
 * Names that also mean something in another region (Georgia the country and the US state). Tried only after
 * every unambiguous name has failed, so "Atlanta, Georgia" is the USA and "Georgia" alone is the country.
 */
const ambiguous: Record<string, Region> = {
  georgia: "Asia",
  sakartvelo: "Asia",
  victoria: "Australia & Oceania",
};

/** Lower case, accents and punctuation removed, words separated by one space. */
export function normalizeLocation(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\./g, "") // "U.S.A." → "usa", "St. Lucia" → "st lucia"
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

type Entry = { name: string; region: Region };

function buildTable(source: Record<Region, string>): Entry[] {
  const out: Entry[] = [];
  for (const [region, list] of Object.entries(source) as [Region, string][]) {
    for (const raw of list.split(",")) {
      const name = normalizeLocation(raw);
      if (name) out.push({ name, region });
    }
  }
  // Longest first: "papua new guinea" before "guinea", "new south wales" before "wales", "el salvador" before "salvador".
  return out.sort((a, b) => b.name.length - a.name.length);
}

// One table for countries and keywords, longest name first: "new jersey" (a state) must beat "jersey" (an island),
// "south america" must beat "america".
const nameTable = [...buildTable(countries), ...buildTable(keywords)].sort((a, b) => b.name.length - a.name.length);
const ambiguousTable: Entry[] = Object.entries(ambiguous).map(([name, region]) => ({ name, region }));

function longestMatch(segment: string, table: Entry[]): Region | null {
  const padded = ` ${segment} `;
  for (const entry of table) if (padded.includes(` ${entry.name} `)) return entry.region;
  return null;
}

/**
 * The region of a location text, or null when nothing is recognised.
 * People write places small to large ("Positano, Amalfi Coast, Italy"), so the parts are read from the last
 * one back: a later part wins over an earlier one ("Paris, Texas" → North America, "Cartagena, Spain" → Europe).
 * Within a part the longest known name wins; ambiguous names are tried last.
 */
export function inferRegion(location: string | null | undefined): Region | null {
  if (!location) return null;
  const segments = location
    .split(/[,;|/\n()[\]]+|\s[-–—]\s/)
    .map(normalizeLocation)
    .filter((s) => s.length > 0)
    .reverse();
  if (segments.length === 0) return null;
  for (const table of [nameTable, ambiguousTable]) {
    for (const segment of segments) {
      const region = longestMatch(segment, table);
      if (region) return region;
    }
  }
  return null;
}
