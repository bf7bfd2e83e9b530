/** Places: "City, ST 12345" and its variants, and the candidate's city, state, ZIP and street address. */
import type { Line, RawDocument } from '../text/lines';
import type { DocumentKind, ResumeFields } from '../types';
import type { Hit, Phone } from './contact';
import { CITY_MAX, HTML_ADDRESS_MAX } from './limits';
import type { PreparedMaster } from './master';
import { ZIP_RE } from './patterns';
import { worldPlace } from './worldCities';

/**
 * Pieces of a contact row: separated by bars, bullets, semicolons, wide gaps, or icons (class: icon-led
 * and semicolon-separated contact lines, "☎ … ✉ … ⌂ Austin, TX", "1234 Broadway, New York;").
 */
export const CONTACT_PIECES_RE = /\s*[;|•·◆]\s*|\s{2,}|\s*[\p{So}\p{Co}]\s*/u;

/**
 * The pieces of a contact row; a web address or e-mail glued to a piece is cut off, with the icon drawn
 * as text before it ("Ontario, CA 91764 in linkedin.com/in/…": the LinkedIn icon as the letters "in").
 */
export function contactPieces(text: string): string[] {
  return text
    .split(CONTACT_PIECES_RE)
    .map((p) =>
      p.replace(/\s+(?:(?:in|li|w|web|url)\s+)?\S*(?:@|https?:|www\.|linkedin\.com|github\.com)\S*.*$/i, ''),
    )
    .filter((p) => p.trim() !== '');
}

export interface Location {
  city: string | null;
  state: string | null;
  zip: string | null;
  address: string | null;
}

function cleanCity(s: string): string | null {
  const c = s
    .replace(/^(?:location|address|city|based in|lives in)\s*[:-]?\s*/i, '')
    .replace(/^[\s,.]+|[\s,.]+$/g, '');
  if (!c || c.length > CITY_MAX) return null; // spec: a city match longer than 17 characters is rejected
  if (!/^[\p{Lu}][\p{L}.' -]*$/u.test(c)) return null;
  return c;
}

/** The city part before ", ST": the longest known city at the end, else the last 1-3 capitalised words. */
function cityBefore(before: string, m: PreparedMaster): { city: string | null; address: string | null } {
  const commaParts = before.split(/,\s*/);
  const last = (commaParts.pop() ?? '').trim();
  const words = last.split(/\s+/);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const cand = words.slice(words.length - n).join(' ');
    if (m.cities.has(cand.toLowerCase())) {
      const rest = [...commaParts, words.slice(0, words.length - n).join(' ')].filter(Boolean).join(', ');
      return {
        city: cleanCity(m.cities.get(cand.toLowerCase()) ?? cand),
        address: /\d/.test(rest) ? rest : null,
      };
    }
  }
  if (commaParts.length > 0 || words.length <= 3) {
    const city = cleanCity(last);
    const rest = commaParts.join(', ');
    return { city, address: /\d/.test(rest) ? rest : null };
  }
  return { city: null, address: null };
}

export function parseLocation(part: string, m: PreparedMaster): Location | null {
  const p = part.replace(/^(?:location|address|city)\s*:\s*/i, '').trim();
  if (!p || p.length > 80 || /@|https?:|www\./i.test(p)) return null;
  // "City, ST 12345" / "City, ST"
  const us =
    /^(.*?)[,\s]\s*([A-Z]{2})\.?(?:[\s,]+(\d{5})(?:-\d{4})?)?(?:,?\s*(?:USA|US|U\.S\.A?\.?|United States))?$/.exec(
      p,
    );
  if (us && m.stateAbbrs.has(us[2]!) && us[1]) {
    const { city, address } = cityBefore(us[1], m);
    return { city, state: us[2]!, zip: us[3] ?? null, address };
  }
  // Outside the US: "Seoul, South Korea", "Pune, Maharashtra", "London, United Kingdom" from the world
  // city list; the state stays null (spec 5 matches states by US abbreviation).
  const world = worldPlace(p);
  if (world && world.iso2 !== 'US') {
    const city = cleanCity(world.city);
    if (city) return { city, state: null, zip: null, address: null };
  }
  // "City, State Name 12345"
  const named = /^(.*?),\s*([\p{L} .]+?)(?:\s+(\d{5})(?:-\d{4})?)?$/u.exec(p);
  if (named && named[1]) {
    const abbr = m.stateNames.get(named[2]!.trim().toLowerCase());
    if (abbr) {
      const { city, address } = cityBefore(named[1], m);
      return { city, state: abbr, zip: named[3] ?? null, address };
    }
    if (m.countries.has(named[2]!.trim().toLowerCase())) {
      const { city } = cityBefore(named[1], m);
      return { city, state: null, zip: null, address: null };
    }
  }
  const known = m.cities.get(p.toLowerCase());
  if (known) return { city: cleanCity(known), state: null, zip: null, address: null };
  return null;
}

const STREET_RE =
  /^\d{1,6}\s+(?:[\p{L}0-9.'-]+\s+){0,4}(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|way|ct|court|pl|place|pkwy|parkway|cir|circle|ter|terrace|hwy|highway|sq|square|trl|trail)\b\.?(?:,?\s+(?:apt|suite|ste|unit|#)\.?\s*[\w-]+)?/iu;

/** City, state (abbreviation), ZIP and street address: tagged (HTML) fields, else the contact block. */
export function extractLocation(
  raw: RawDocument,
  contactLines: Line[],
  nameLine: Line | null,
  kind: DocumentKind,
  m: PreparedMaster,
  f: ResumeFields,
  hits: Hit[],
): void {
  if (raw.tagged?.city) f.city = cleanCity(raw.tagged.city);
  if (raw.tagged?.state) {
    const st = raw.tagged.state.trim().toUpperCase();
    f.state = m.stateAbbrs.has(st) ? st : (m.stateNames.get(raw.tagged.state.trim().toLowerCase()) ?? null);
  }
  if (raw.tagged?.Zipcode) f.Zipcode = ZIP_RE.exec(raw.tagged.Zipcode)?.[1] ?? null;
  if (raw.tagged?.address) {
    const a = raw.tagged.address.trim();
    if (a.length < HTML_ADDRESS_MAX) f.address = a; // spec: HTML address only when shorter than 20 characters
  }
  if (!f.city && !f.state) {
    outer: for (const line of contactLines) {
      if (line === nameLine) continue;
      const pieces = contactPieces(line.text);
      for (const [pi, piece] of pieces.entries()) {
        let loc = parseLocation(piece.trim(), m);
        if (!loc && pi === pieces.length - 1 && /,$/.test(piece.trim())) {
          // Class: a narrow column wraps "Portland," / "OR" / "97204": join the next lines' first pieces.
          const at = contactLines.indexOf(line);
          const next = contactLines.slice(at + 1, at + 3).map((l) => contactPieces(l.text)[0] ?? '');
          loc = parseLocation(`${piece.trim()} ${next[0] ?? ''}`, m);
          const withZip =
            next[1] && /^\d{5}$/.test(next[1].trim())
              ? parseLocation(`${piece.trim()} ${next[0]} ${next[1].trim()}`, m)
              : null;
          if (withZip) loc = withZip;
        }
        if (loc && (loc.city || loc.state)) {
          f.city = loc.city;
          f.state = loc.state;
          if (loc.zip) {
            f.Zipcode = loc.zip;
            hits.push({ field: 'Zipcode', line, match: loc.zip });
          } else if (loc.state && pi === pieces.length - 1) {
            // Class: a contact row wrapped by the layout after "City, ST": the ZIP opens the next line.
            const next = contactLines[contactLines.indexOf(line) + 1];
            const z = next && /^(\d{5})(?:-\d{4})?\b/.exec(next.text);
            if (z) {
              f.Zipcode = z[1]!;
              hits.push({ field: 'Zipcode', line: next, match: z[1]! });
            }
          }
          if (loc.address && !f.address) {
            f.address = loc.address;
            hits.push({ field: 'address', line, match: piece.trim() });
          }
          break outer;
        }
      }
    }
  }
  if (!f.address) {
    for (const line of contactLines) {
      for (const piece of contactPieces(line.text)) {
        const a = STREET_RE.exec(piece.replace(/^address\s*:\s*/i, '').trim());
        if (a) {
          f.address = a[0].replace(/,$/, '');
          hits.push({ field: 'address', line, match: a[0] });
          break;
        }
      }
      if (f.address) break;
    }
  }
  // Spec 5: from HTML files the address is taken only when shorter than 20 characters.
  if (kind === 'html' && f.address && f.address.length >= HTML_ADDRESS_MAX) f.address = null;
  if (!f.Zipcode && f.state) {
    for (const line of contactLines) {
      const z = new RegExp(`\\b${f.state}\\b[\\s,]+(\\d{5})(?:-\\d{4})?\\b`).exec(line.text);
      if (z) {
        f.Zipcode = z[1]!;
        hits.push({ field: 'Zipcode', line, match: z[1]! });
        break;
      }
    }
  }
}

/** The city and ZIP on the row of a phone number ("Boston, MA 02110 | 617 555 0100"). */
export function locationBesidePhone(phone: Phone, m: PreparedMaster): Location | undefined {
  const loc = contactPieces(phone.line.text)
    .map((p) => parseLocation(p.trim(), m))
    .find((l) => l && l.city);
  return loc ?? undefined;
}
