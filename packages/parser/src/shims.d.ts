// pdf.js ships no declarations for its worker entry; we only hand the module object back to pdf.js.
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}

// The world city list (city-timezones): an array of { city, city_ascii, country, province, iso2, pop, ... }.
declare module 'city-timezones/data/cityMap.json' {
  const rows: Array<{
    city: string;
    city_ascii?: string;
    country: string;
    province: string;
    iso2: string;
    pop: number;
  }>;
  export default rows;
}
