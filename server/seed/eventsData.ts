/** The demo's events, in both languages: past and coming, most published, two still drafts. */
export interface DemoEvent {
  en: string;
  it: string;
  descriptionEn: string;
  descriptionIt: string;
  venue: string;
  city: string;
  /** Days from the seed's day to the first day (negative: already past). */
  inDays: number;
  /** Start, UTC hour and minutes. */
  at: readonly [number, number];
  hours: number;
  capacity: number;
  euros: number;
  published: boolean;
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    en: "Opera Gala at La Scala",
    it: "Gran Galà dell'Opera alla Scala",
    descriptionEn:
      "A season-opening gala in a private box: champagne in the Ridotto dei Palchi, the performance, then a candlelit dinner on the foyer with the principal singers.",
    descriptionIt:
      "Il galà d'apertura della stagione da un palco privato: champagne nel Ridotto dei Palchi, lo spettacolo e poi una cena a lume di candela nel foyer con i solisti.",
    venue: "Teatro alla Scala",
    city: "Milano",
    inDays: 40,
    at: [18, 0],
    hours: 5,
    capacity: 120,
    euros: 950,
    published: true,
  },
  {
    en: "Venice Masquerade Ball at Palazzo Pisani Moretta",
    it: "Ballo in maschera a Palazzo Pisani Moretta",
    descriptionEn:
      "The Carnival's most exclusive night: period costumes fitted by a Venetian atelier, a baroque orchestra, and dinner in the frescoed ballroom on the Grand Canal.",
    descriptionIt:
      "La notte più esclusiva del Carnevale: costumi d'epoca cuciti su misura da un atelier veneziano, un'orchestra barocca e la cena nel salone affrescato sul Canal Grande.",
    venue: "Palazzo Pisani Moretta",
    city: "Venezia",
    inDays: 80,
    at: [19, 0],
    hours: 7,
    capacity: 200,
    euros: 1800,
    published: true,
  },
  {
    en: "Lake Como Wedding at Villa del Balbianello",
    it: "Matrimonio sul Lago di Como a Villa del Balbianello",
    descriptionEn:
      "A ceremony on the loggia above the lake, guests arriving by Riva launch, and a reception in the gardens until the fireworks over Lenno.",
    descriptionIt:
      "La cerimonia sulla loggia a picco sul lago, gli ospiti che arrivano in motoscafo Riva e il ricevimento nei giardini fino ai fuochi d'artificio su Lenno.",
    venue: "Villa del Balbianello",
    city: "Lenno",
    inDays: 120,
    at: [14, 0],
    hours: 10,
    capacity: 80,
    euros: 650,
    published: true,
  },
  {
    en: "Monaco Grand Prix Paddock Club",
    it: "Paddock Club del Gran Premio di Monaco",
    descriptionEn:
      "Three days above the pit lane: hospitality suite, a guided pit-lane walk, the grid before the start and a yacht party in the harbour on Saturday night.",
    descriptionIt:
      "Tre giorni sopra la pit lane: suite hospitality, visita guidata ai box, la griglia prima della partenza e una festa in yacht nel porto il sabato sera.",
    venue: "Circuit de Monaco",
    city: "Monte-Carlo",
    inDays: 160,
    at: [8, 0],
    hours: 72,
    capacity: 60,
    euros: 7500,
    published: true,
  },
  {
    en: "Gala Dinner at the Uffizi",
    it: "Cena di gala agli Uffizi",
    descriptionEn:
      "After closing time, a private tour of the Botticelli rooms with the curator, followed by dinner in the Vasari Corridor's terrace.",
    descriptionIt:
      "Dopo la chiusura, una visita privata alle sale del Botticelli con il curatore, poi la cena sulla terrazza del Corridoio Vasariano.",
    venue: "Galleria degli Uffizi",
    city: "Firenze",
    inDays: -20,
    at: [18, 30],
    hours: 4,
    capacity: 90,
    euros: 1200,
    published: true,
  },
  {
    en: "Private Harvest in Montalcino",
    it: "Vendemmia privata a Montalcino",
    descriptionEn:
      "A day among the Sangiovese rows with the estate's oenologist, a Brunello vertical tasting and lunch in the old cellar.",
    descriptionIt:
      "Una giornata tra i filari di Sangiovese con l'enologo della tenuta, una degustazione verticale di Brunello e il pranzo nella cantina storica.",
    venue: "Tenuta Castelgiocondo",
    city: "Montalcino",
    inDays: -60,
    at: [8, 0],
    hours: 9,
    capacity: 30,
    euros: 480,
    published: true,
  },
  {
    en: "New Year's Eve in Cortina d'Ampezzo",
    it: "Capodanno a Cortina d'Ampezzo",
    descriptionEn:
      "Dinner by a starred chef, a torchlit descent of the Tofane ski instructors at midnight, and the party until dawn.",
    descriptionIt:
      "Cena di uno chef stellato, la fiaccolata dei maestri di sci sulle Tofane a mezzanotte e la festa fino all'alba.",
    venue: "Hotel Cristallo",
    city: "Cortina d'Ampezzo",
    inDays: 200,
    at: [19, 0],
    hours: 8,
    capacity: 150,
    euros: 2200,
    published: false,
  },
  {
    en: "Milan Fashion Week Front Row",
    it: "Prima fila alla Milano Fashion Week",
    descriptionEn:
      "Front-row seats at two shows, backstage with the designers, and the closing party at Palazzo Reale.",
    descriptionIt:
      "Posti in prima fila a due sfilate, il backstage con gli stilisti e la festa di chiusura a Palazzo Reale.",
    venue: "Palazzo Reale",
    city: "Milano",
    inDays: 100,
    at: [9, 0],
    hours: 8,
    capacity: 40,
    euros: 3000,
    published: false,
  },
];
