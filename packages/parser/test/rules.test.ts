/** One test per rule of spec 000 section 5 (Upload, Resume parsing, Resume rating), with the spec's numbers. */
import { describe, expect, it } from 'vitest';
import {
  CITY_MAX,
  HTML_ADDRESS_MAX,
  LAST_NAME_MAX,
  TOP_LINES_FOR_EMAIL,
  filterLines,
  headingLevelFromHeight,
  kindOf,
  parseResume,
  rateResume,
  DEFAULT_MASTER_DATA,
} from '../src/index';
import { emptyFields } from '../src/extract/emptyFields';
import { docFromLines, html } from './helpers/doc';

describe('Upload: accepted types', () => {
  it('accepts htm, html, docx, msg and pdf (and eml), nothing else', () => {
    expect(['a.htm', 'a.html', 'a.docx', 'a.msg', 'a.pdf', 'a.eml', 'A.PDF'].map(kindOf)).toEqual([
      'html',
      'html',
      'docx',
      'msg',
      'pdf',
      'eml',
      'pdf',
    ]);
    expect(['a.doc', 'a.txt', 'a.rtf', 'a.odt', 'noext', 'a.pdf.exe'].map(kindOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('answers "Invalid File Type" for .doc and other types', async () => {
    for (const name of ['resume.doc', 'resume.txt', 'resume.png']) {
      const out = await parseResume({ name, bytes: new Uint8Array([1, 2, 3]) });
      expect(out).toEqual({ ok: false, error: { code: 'invalid_type', message: 'Invalid File Type' } });
    }
  });
});

describe('Resume parsing: e-mail', () => {
  it('takes the first address in the top 10 lines as the e-mail and a second as the secondary e-mail', () => {
    expect(TOP_LINES_FOR_EMAIL).toBe(10);
    const d = docFromLines([
      'Jane Doe',
      'Phone 512 555 0100',
      'Jane.Doe@Example.org | other@example.net',
      'x@example.com',
    ]);
    expect(d.fields.email).toBe('jane.doe@example.org');
    expect(d.fields.secondary_email).toBe('other@example.net');
  });

  it('ignores an address below line 10', () => {
    const lines = ['Jane Doe', ...Array.from({ length: 9 }, (_, i) => `Line ${i + 2}`), 'late@example.org'];
    expect(lines.indexOf('late@example.org')).toBe(10);
    expect(docFromLines(lines).fields.email).toBeNull();
    const early = [...lines.slice(0, 9), 'early@example.org'];
    expect(docFromLines(early).fields.email).toBe('early@example.org');
  });
});

describe('Resume parsing: phones', () => {
  it('keeps US 10-digit numbers as digits only', () => {
    expect(docFromLines(['Jane Doe', '(512) 555-0199']).fields.mobile).toBe('5125550199');
    expect(docFromLines(['Jane Doe', '+1 512.555.0199']).fields.mobile).toBe('5125550199');
    expect(docFromLines(['Jane Doe', '512-555-0199 / 415 555 2671']).fields.secondary_mobile).toBe(
      '4155552671',
    );
  });

  it('rejects numbers that are not US 10-digit', () => {
    expect(docFromLines(['Jane Doe', '0541 999 99 99']).fields.mobile).toBeNull();
    // Issue 23: an international number keeps its digits (country code first) when there is no US number.
    expect(docFromLines(['Jane Doe', '+44 20 7946 0958']).fields.mobile).toBe('442079460958');
    expect(docFromLines(['Jane Doe', 'ORCID 0000-0002-1825-0097']).fields.mobile).toBeNull();
    expect(docFromLines(['Jane Doe', '555-0199']).fields.mobile).toBeNull();
  });
});

describe('Resume parsing: names', () => {
  it('cuts the last name to 10 characters', () => {
    expect(LAST_NAME_MAX).toBe(10);
    const d = docFromLines(['Maria Wolfeschlegelsteinhausen', 'maria@example.org']);
    expect(d.fields.first_name).toBe('Maria');
    expect(d.fields.last_name).toBe('Wolfeschle');
    expect(d.fields.last_name).toHaveLength(10);
    expect(docFromLines(['Ann Montgomery']).fields.last_name).toBe('Montgomery');
  });

  it('leaves middle names and initials out', () => {
    const d = docFromLines(['Jane Q. Public', 'jane@example.org']);
    expect([d.fields.first_name, d.fields.last_name]).toEqual(['Jane', 'Public']);
  });
});

describe('Resume parsing: location', () => {
  it('rejects a city match longer than 17 characters', () => {
    expect(CITY_MAX).toBe(17);
    const ok = 'Abcdefghijklmnopq'; // 17
    const long = 'Abcdefghijklmnopqr'; // 18
    expect(docFromLines(['Jane Doe', `${ok}, TX`]).fields.city).toBe(ok);
    const d = docFromLines(['Jane Doe', `${long}, TX`]);
    expect(d.fields.city).toBeNull();
    expect(d.fields.state).toBe('TX');
  });

  it('takes a 5-digit ZIP', () => {
    expect(docFromLines(['Jane Doe', 'Springfield, IL 62704-1234']).fields.Zipcode).toBe('62704');
    expect(docFromLines(['Jane Doe', 'Springfield, IL 62704']).fields.Zipcode).toBe('62704');
    expect(docFromLines(['Jane Doe', 'Springfield, IL 6270']).fields.Zipcode).toBeNull();
  });

  it('matches the state by abbreviation from the master data', () => {
    const d = docFromLines(['Jane Doe', '1200 Main St, Austin, TX 78701']);
    expect([d.fields.address, d.fields.city, d.fields.state, d.fields.Zipcode]).toEqual([
      '1200 Main St',
      'Austin',
      'TX',
      '78701',
    ]);
    expect(docFromLines(['Jane Doe', 'Austin, XX']).fields.state).toBeNull();
    // the states are master data, an input: with XX in the list it matches
    const master = { ...DEFAULT_MASTER_DATA, states: { XX: 'Example State' } };
    expect(docFromLines(['Jane Doe', 'Austin, XX'], {}, master).fields.state).toBe('XX');
    expect(docFromLines(['Jane Doe', 'Austin, TX'], {}, master).fields.state).toBeNull();
  });

  it('reads the city from "City, Country" lines', () => {
    const d = docFromLines(['John Doe', 'Istanbul, Turkey | john@example.com']);
    expect([d.fields.city, d.fields.state]).toEqual(['Istanbul', null]);
  });
});

describe('Resume parsing: LinkedIn', () => {
  it('extracts LinkedIn URLs from the text', () => {
    const d = docFromLines(['Jane Doe', 'www.linkedin.com/in/jane-doe-123/ | jane@example.org']);
    expect(d.fields.linkedInUrl).toBe('https://www.linkedin.com/in/jane-doe-123');
  });
});

describe('Resume parsing: HTML tags', () => {
  it('reads first name, last name, city, e-mail, state, postal code and address line 1 from tags', async () => {
    const out = await parseResume(
      html(`<h1>Resume</h1>
        <span itemprop="givenName">Jane</span> <span class="family-name">Doe</span>
        <div class="street-address">12 Oak St</div><span class="locality">Dallas</span>,
        <span class="region">TX</span> <span class="postal-code">75201</span>
        <a class="email" href="mailto:jane@example.org">jane@example.org</a>`),
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const f = out.documents[0]!.fields;
    expect([f.first_name, f.last_name, f.address, f.city, f.state, f.Zipcode, f.email]).toEqual([
      'Jane',
      'Doe',
      '12 Oak St',
      'Dallas',
      'TX',
      '75201',
      'jane@example.org',
    ]);
  });

  it('takes the HTML address only when shorter than 20 characters', async () => {
    expect(HTML_ADDRESS_MAX).toBe(20);
    const at = async (address: string) => {
      const out = await parseResume(html(`<p>Jane Doe</p><p id="address1">${address}</p>`));
      return out.ok ? out.documents[0]!.fields.address : 'error';
    };
    expect(await at('1234567890123456789')).toBe('1234567890123456789'); // 19
    expect(await at('12345678901234567890')).toBeNull(); // 20
    // the same limit for an address found in the text of an HTML file
    const text = async (line: string) => {
      const out = await parseResume(html(`<p>Jane Doe</p><p>${line}</p>`));
      return out.ok ? out.documents[0]!.fields.address : 'error';
    };
    expect(await text('12 Oak St | Dallas, TX 75201')).toBe('12 Oak St');
    expect(await text('12345 Long Meadow Lane | Dallas, TX 75201')).toBeNull();
  });

  it('never runs scripts nor keeps their text', async () => {
    const out = await parseResume(
      html('<script>globalThis.__pwned = 1; document.write("x")</script><p>Jane Doe</p>'),
    );
    expect(out.ok && out.documents[0]!.text).toBe('Jane Doe');
    expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('Resume parsing: line removal and excluded terms', () => {
  const line = (text: string) => ({ text, level: 'plain' as const });
  const lists = {
    blockedKeywords: ['confidential'],
    blockedDomains: ['agency.com'],
    excludedTerms: ['Curriculum Vitae'],
  };

  it('removes lines with blocked keywords or domains, blank lines and lines beginning with ".", "body" or "table"', () => {
    const out = filterLines(
      [
        'Jane Doe',
        '',
        '   ',
        'CONFIDENTIAL resume',
        'sent by bob@agency.com',
        '.hidden { color: red }',
        'body { margin: 0 }',
        'table td { }',
        'Table tennis champion',
        'Skills',
      ].map(line),
      lists,
    );
    expect(out.map((l) => l.text)).toEqual(['Jane Doe', 'Table tennis champion', 'Skills']);
  });

  it('strips excluded terms', () => {
    const out = filterLines(['Jane Doe Curriculum Vitae', 'curriculum vitae'].map(line), lists);
    expect(out.map((l) => l.text)).toEqual(['Jane Doe']);
  });

  it('takes master data overrides through parseResume options', async () => {
    const body = '<p>Jane Doe</p><p>Gotham, GC</p>';
    const plain = await parseResume(html(body));
    const custom = await parseResume({
      ...html(body),
      options: { masterData: { states: { GC: 'Gotham County' } } },
    });
    expect(plain.ok && plain.documents[0]!.fields.state).toBeNull();
    expect(custom.ok && [custom.documents[0]!.fields.city, custom.documents[0]!.fields.state]).toEqual([
      'Gotham',
      'GC',
    ]);
  });

  it('applies the lists given as options (not hard-coded)', async () => {
    const body = '<p>Jane Doe</p><p>jane@agency.com</p><p>ref@example.org</p>';
    const plain = await parseResume(html(body));
    const blocked = await parseResume({ ...html(body), options: { blockedDomains: ['agency.com'] } });
    expect(plain.ok && plain.documents[0]!.fields.email).toBe('jane@agency.com');
    expect(blocked.ok && blocked.documents[0]!.fields.email).toBe('ref@example.org');
  });
});

describe('Resume parsing: PDF heading levels from font height (80, 50, 20, 15, 12)', () => {
  it('maps heights to levels', () => {
    expect(headingLevelFromHeight(96)).toBe('h1');
    expect(headingLevelFromHeight(81)).toBe('h1');
    expect(headingLevelFromHeight(80)).toBe('h2'); // "above 80 is h1"
    expect(headingLevelFromHeight(60)).toBe('h2'); // the spec leaves 50..80 open: not above 80, so h2
    expect(headingLevelFromHeight(51)).toBe('h2');
    expect(headingLevelFromHeight(50)).toBe('h2');
    expect(headingLevelFromHeight(21)).toBe('h2');
    expect(headingLevelFromHeight(20)).toBe('h3');
    expect(headingLevelFromHeight(16)).toBe('h3');
    expect(headingLevelFromHeight(15)).toBe('bold');
    expect(headingLevelFromHeight(13)).toBe('bold');
    expect(headingLevelFromHeight(12)).toBe('plain');
    expect(headingLevelFromHeight(9)).toBe('plain');
  });
});

describe('Resume rating', () => {
  const full = {
    ...emptyFields('pdf'),
    email: 'a@b.co',
    mobile: '5125550199',
    first_name: 'Jane',
    last_name: 'Doe',
    address: '1 Main St',
    technicalSkill: ['SQL'],
    experience: [
      { position: 'Dev', company: 'X', location: null, start_date: null, end_date: null, text: '' },
    ],
    work_authorization: 'US Citizen',
    relocate: 'Yes',
  };

  it('scores 9 out of 9 when nothing is missing: 100 percent, 5 stars', () => {
    expect(rateResume(full)).toEqual({ score: 9, percent: 100, stars: 5 });
  });

  it('takes 1 off per missing item among mobile, name, address, skill, experience, work authorization, relocate', () => {
    expect(rateResume({ ...full, mobile: null })).toEqual({ score: 8, percent: 88.89, stars: 4.44 });
    expect(rateResume({ ...full, mobile: null, relocate: null })).toEqual({
      score: 7,
      percent: 77.78,
      stars: 3.89,
    });
    const none = { ...emptyFields('pdf'), email: 'a@b.co' };
    expect(rateResume(none)).toEqual({ score: 2, percent: 22.22, stars: 1.11 });
  });

  it('is 1 when the e-mail is missing', () => {
    expect(rateResume({ ...full, email: null })).toEqual({ score: 1, percent: 11.11, stars: 0.56 });
  });

  it('stores the percent as resume_rating', () => {
    const d = docFromLines(['Jane Doe', 'jane@example.org', '(512) 555-0199']);
    expect(d.rating.score).toBe(9 - 5); // address, skill, experience, work authorization, relocate missing
    expect(d.fields.resume_rating).toBe(d.rating.percent);
    expect(d.rating.stars).toBe(Math.round((d.rating.percent / 100) * 5 * 100) / 100);
  });
});
