// HTML resume templates of the layout corpus. Each template is a family (the class of layout it stands
// for), a page structure, a name style, a contact style and its own look; `renderHtml` fills it with a
// generated person. The families are the classes of designed resumes of issue 23.

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function experience(p, opts = {}) {
  const n = opts.jobs ?? 3;
  const out = [];
  for (let i = 0; i < n; i++) {
    const company = p.companies[i % p.companies.length];
    const end = i === 0 ? 'Present' : `${p.years[i - 1]}`;
    out.push(`<div class="job"><div class="jh"><b>${esc(i === 0 ? p.title : 'Associate ' + p.title.split(' ').pop())}</b>
      <span class="dt">${p.years[i]} – ${end}</span></div><div class="co">${esc(company)}</div>
      <ul><li>Led a team of ${3 + i} to deliver projects on time and within budget.</li>
      <li>Improved reporting accuracy by ${10 + i * 7}% using ${esc(p.skills[i])} and ${esc(p.skills[i + 1])}.</li>
      ${opts.long ? Array.from({ length: 6 }, (_, k) => `<li>Worked with stakeholders across ${k + 2} departments to define requirements, plan releases and measure outcomes of each initiative.</li>`).join('') : ''}
      </ul></div>`);
  }
  return `<section><h2>Experience</h2>${out.join('')}</section>`;
}
const education = (p) =>
  `<section><h2>Education</h2><div><b>${esc(p.degree)}</b></div><div>${esc(p.school)}, ${p.years[3] - 4}</div></section>`;
const skills = (p) =>
  `<section><h2>Skills</h2><ul class="sk">${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul></section>`;
const summary = (p) =>
  `<section><h2>Summary</h2><p>${esc(p.title)} with ${2 + (p.years[0] - p.years[3])} years of experience in ${esc(p.skills[0])}, ${esc(p.skills[1])} and ${esc(p.skills[2])}. Known for clear communication and dependable delivery.</p></section>`;

const place = (p, t) => {
  if (t.address && p.street) return `${p.street}, ${p.placeLine}`;
  if (t.noZip && p.state) return `${p.city}, ${p.state}`;
  return p.placeLine;
};

function contact(p, t) {
  const phones = p.worldPhone && t.usPhoneToo ? [p.usPhone, p.worldPhone] : [p.phone];
  const items = [...phones.map((x) => ['☎', x]), ['✉', p.email], ['⌂', place(p, t)], ['in', p.linkedin]];
  switch (t.contact) {
    case 'pipe':
      return `<div class="contact">${items.map(([, v]) => esc(v)).join(' | ')}</div>`;
    case 'bullets':
      return `<div class="contact">${items.map(([, v]) => esc(v)).join(' • ')}</div>`;
    case 'semicolon':
      return `<div class="contact">${items.map(([, v]) => esc(v) + ';').join(' ')}</div>`;
    case 'icons':
      return `<div class="contact icons">${items.map(([i, v]) => `<span><i>${i}</i>${esc(v)}</span>`).join('')}</div>`;
    case 'labelled':
      return `<div class="contact lines">${items.map(([i, v]) => `<div>${{ '☎': 'Phone', '✉': 'Email', '⌂': 'Location', in: 'LinkedIn' }[i]}: ${esc(v)}</div>`).join('')}</div>`;
    case 'split-items':
      // The phone split over several text runs (spans), as designed PDFs draw it.
      return `<div class="contact lines"><div>${phones
        .map((x) =>
          esc(x)
            .split(' ')
            .map((w) => `<span class="pp">${w}</span>`)
            .join(' '),
        )
        .join(
          ' / ',
        )}</div><div>${esc(p.email)}</div><div>${esc(place(p, t))}</div><div>${esc(p.linkedin)}</div></div>`;
    default:
      return `<div class="contact lines">${items.map(([, v]) => `<div>${esc(v)}</div>`).join('')}</div>`;
  }
}

function nameBlock(p, t) {
  const first = p.first;
  const last = p.last ?? '';
  const up = t.upper ? (s) => s.toUpperCase() : (s) => s;
  switch (t.name) {
    case 'split':
      return `<div class="name split"><div>${esc(up(first))}</div><div>${esc(up(last))}</div></div>`;
    case 'spaced':
      return `<div class="name spaced">${esc(up(`${first} ${last}`.trim()))}</div>`;
    case 'spaced-split':
      return `<div class="name spaced split"><div>${esc(up(first))}</div><div>${esc(up(last))}</div></div>`;
    default:
      return `<div class="name">${esc(up(`${first} ${last}`.trim()))}</div>`;
  }
}

const headline = (p, t) =>
  t.mononymCompany
    ? `<div class="headline">${esc(p.companies[0])}</div><div class="sub">${esc(p.title)}</div>`
    : `<div class="headline">${esc(p.title)}</div>`;

function body(p, t, parts) {
  const map = {
    summary,
    experience: (x) => experience(x, { long: t.long, jobs: t.long ? 6 : 3 }),
    education,
    skills,
  };
  return parts.map((k) => map[k](p)).join('');
}

const BASE_CSS = `
@page { size: Letter; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; }
h2 { font-size: 12.5pt; text-transform: uppercase; margin: 12pt 0 4pt; letter-spacing: 0.04em; }
ul { margin: 2pt 0 4pt 14pt; padding: 0; } li { margin: 1pt 0; }
.job { margin-bottom: 6pt; } .jh { display: flex; justify-content: space-between; } .co { font-style: italic; }
.name { font-size: 28pt; font-weight: 700; line-height: 1.1; }
.name.split div { font-size: 48pt; line-height: 1.0; }
.name.spaced { letter-spacing: 0.45em; }
.headline { font-size: 13pt; margin: 2pt 0 6pt; }
.contact { margin: 4pt 0 8pt; }
.contact.icons span { margin-right: 14pt; } .contact.icons i { font-style: normal; margin-right: 4pt; }
.sk { columns: 2; }
`;

function page(t, inner, extraCss = '') {
  return `<!doctype html><html${t.rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><style>${BASE_CSS}${t.css ?? ''}${extraCss}</style></head><body>${inner}</body></html>`;
}

/** Page structures. */
const LAYOUTS = {
  single: (p, t) =>
    page(
      t,
      `<div style="padding:40pt 48pt">${nameBlock(p, t)}${headline(p, t)}${contact(p, t)}${body(p, t, ['summary', 'experience', 'education', 'skills'])}</div>`,
    ),
  band: (p, t) =>
    page(
      t,
      `<header class="band">${nameBlock(p, t)}${headline(p, t)}</header><div style="padding:10pt 48pt">${contact(p, t)}${body(p, t, ['summary', 'experience', 'education', 'skills'])}</div>`,
      `.band { background: ${t.bandColor ?? '#1f3a5f'}; color: #fff; padding: 28pt 48pt 18pt; }`,
    ),
  twoColumn: (p, t) =>
    page(
      t,
      `<div style="padding:36pt 40pt">${nameBlock(p, t)}${headline(p, t)}${contact(p, t)}<div class="cols"><div>${body(p, t, ['summary', 'experience'])}</div><div>${body(p, t, ['skills', 'education'])}</div></div></div>`,
      `.cols { display: grid; grid-template-columns: 1.7fr 1fr; gap: 28pt; }`,
    ),
  sidebar: (p, t) => {
    const side = `<aside>${t.nameInSidebar ? nameBlock(p, t) + headline(p, t) : ''}<h2>Contact</h2>${contact(p, { ...t, contact: t.contact === 'pipe' ? 'lines' : t.contact })}${body(p, t, ['skills', 'education'])}</aside>`;
    const main = `<main>${t.nameInSidebar ? '' : nameBlock(p, t) + headline(p, t)}${body(p, t, ['summary', 'experience'])}</main>`;
    const right = t.side === 'right';
    return page(
      t,
      `<div class="wrap">${right ? main + side : side + main}</div>`,
      `.wrap { display: grid; grid-template-columns: ${right ? '1fr 200pt' : '200pt 1fr'}; min-height: 792pt; }
       aside { background: ${t.sideColor ?? '#2d3e50'}; color: #fff; padding: 36pt 18pt; font-size: 9pt; }
       main { padding: 36pt 30pt; } aside .name { font-size: 22pt; } aside .name.split div { font-size: 30pt; }`,
    );
  },
  table: (p, t) =>
    page(
      t,
      `<table class="rt"><tr><td colspan="2">${nameBlock(p, t)}${headline(p, t)}</td></tr>
       <tr><th>Contact</th><td>${contact(p, t)}</td></tr>
       <tr><th>Profile</th><td>${summary(p).replace(/<h2>.*?<\/h2>/, '')}</td></tr>
       <tr><th>Experience</th><td>${experience(p).replace(/<h2>.*?<\/h2>/, '')}</td></tr>
       <tr><th>Education</th><td>${education(p).replace(/<h2>.*?<\/h2>/, '')}</td></tr>
       <tr><th>Skills</th><td>${p.skills.join(', ')}</td></tr></table>`,
      `.rt { margin: 36pt 40pt; border-collapse: collapse; width: calc(100% - 80pt); }
       .rt th { text-align: left; vertical-align: top; width: 95pt; padding: 6pt; border-top: 1px solid #999; }
       .rt td { padding: 6pt; border-top: 1px solid #999; vertical-align: top; }`,
    ),
  // The name is the last element of the document, placed at the top: drawn late in the content stream.
  lateName: (p, t) =>
    page(
      t,
      `<div style="padding:${t.name === 'split' ? 200 : 120}pt 48pt 40pt">${contact(p, t)}${body(p, t, ['summary', 'experience', 'education', 'skills'])}</div><div class="late">${nameBlock(p, t)}${headline(p, t)}</div>`,
      `.late { position: absolute; top: 36pt; left: 48pt; }`,
    ),
};

/** The templates: at least one per family of issue 23, each with its own look. */
export const TEMPLATES = [
  { id: 'single-classic', family: 'single-column', layout: 'single', name: 'plain', contact: 'pipe' },
  {
    id: 'single-labelled',
    family: 'single-column',
    layout: 'single',
    name: 'plain',
    contact: 'labelled',
    css: 'body{font-family:serif}',
  },
  { id: 'two-col-a', family: 'two-column', layout: 'twoColumn', name: 'plain', contact: 'pipe' },
  {
    id: 'two-col-b',
    family: 'two-column',
    layout: 'twoColumn',
    name: 'plain',
    contact: 'bullets',
    upper: true,
  },
  {
    id: 'two-col-c',
    family: 'two-column',
    layout: 'twoColumn',
    name: 'plain',
    contact: 'lines',
    css: '.name{font-size:34pt;color:#8a2be2}',
  },
  {
    id: 'sidebar-left-a',
    family: 'sidebar-left',
    layout: 'sidebar',
    side: 'left',
    name: 'plain',
    contact: 'lines',
  },
  {
    id: 'sidebar-left-b',
    family: 'sidebar-left',
    layout: 'sidebar',
    side: 'left',
    name: 'plain',
    contact: 'lines',
    nameInSidebar: true,
    sideColor: '#0b6e4f',
  },
  {
    id: 'sidebar-left-c',
    family: 'sidebar-left',
    layout: 'sidebar',
    side: 'left',
    name: 'split',
    contact: 'icons',
    nameInSidebar: true,
    upper: true,
  },
  {
    id: 'sidebar-right-a',
    family: 'sidebar-right',
    layout: 'sidebar',
    side: 'right',
    name: 'plain',
    contact: 'lines',
  },
  {
    id: 'sidebar-right-b',
    family: 'sidebar-right',
    layout: 'sidebar',
    side: 'right',
    name: 'plain',
    contact: 'labelled',
    nameInSidebar: true,
    sideColor: '#6b2737',
  },
  {
    id: 'sidebar-right-c',
    family: 'sidebar-right',
    layout: 'sidebar',
    side: 'right',
    name: 'split',
    contact: 'lines',
  },
  { id: 'band-a', family: 'header-band', layout: 'band', name: 'plain', contact: 'pipe' },
  {
    id: 'band-b',
    family: 'header-band',
    layout: 'band',
    name: 'plain',
    contact: 'icons',
    upper: true,
    bandColor: '#b5452f',
  },
  {
    id: 'band-c',
    family: 'header-band',
    layout: 'band',
    name: 'split',
    contact: 'bullets',
    bandColor: '#222',
  },
  { id: 'split-a', family: 'split-name', layout: 'single', name: 'split', contact: 'pipe', upper: true },
  {
    id: 'split-b',
    family: 'split-name',
    layout: 'single',
    name: 'split',
    contact: 'lines',
    css: '.name.split div{font-size:55pt}',
  },
  { id: 'split-c', family: 'split-name', layout: 'twoColumn', name: 'split', contact: 'bullets' },
  { id: 'spaced-a', family: 'letter-spaced', layout: 'single', name: 'spaced', contact: 'pipe', upper: true },
  {
    id: 'spaced-b',
    family: 'letter-spaced',
    layout: 'band',
    name: 'spaced',
    contact: 'bullets',
    upper: true,
  },
  {
    id: 'spaced-c',
    family: 'letter-spaced',
    layout: 'sidebar',
    side: 'left',
    name: 'spaced-split',
    contact: 'lines',
    upper: true,
  },
  { id: 'late-a', family: 'late-name', layout: 'lateName', name: 'plain', contact: 'pipe' },
  { id: 'late-b', family: 'late-name', layout: 'lateName', name: 'split', contact: 'lines', upper: true },
  {
    id: 'rtl-a',
    family: 'rtl-mirrored',
    layout: 'sidebar',
    side: 'right',
    name: 'plain',
    contact: 'lines',
    rtl: true,
    companyFirst: true,
  },
  {
    id: 'rtl-b',
    family: 'rtl-mirrored',
    layout: 'single',
    name: 'plain',
    contact: 'lines',
    rtl: true,
    companyFirst: true,
  },
  {
    id: 'dark-a',
    family: 'dark',
    layout: 'single',
    name: 'plain',
    contact: 'pipe',
    css: 'body{background:#121212;color:#eee}',
  },
  {
    id: 'dark-b',
    family: 'dark',
    layout: 'twoColumn',
    name: 'split',
    contact: 'icons',
    css: 'body{background:#1b2430;color:#dde}',
  },
  { id: 'table-a', family: 'table', layout: 'table', name: 'plain', contact: 'lines' },
  { id: 'table-b', family: 'table', layout: 'table', name: 'plain', contact: 'labelled', upper: true },
  { id: 'icons-a', family: 'icon-contact', layout: 'single', name: 'plain', contact: 'icons' },
  {
    id: 'icons-b',
    family: 'icon-contact',
    layout: 'single',
    name: 'plain',
    contact: 'semicolon',
    address: true,
  },
  { id: 'multi-a', family: 'multi-page', layout: 'single', name: 'plain', contact: 'pipe', long: true },
  {
    id: 'multi-b',
    family: 'multi-page',
    layout: 'sidebar',
    side: 'left',
    name: 'plain',
    contact: 'lines',
    long: true,
  },
  { id: 'world-a', family: 'non-us', layout: 'single', name: 'plain', contact: 'pipe', world: 0 },
  {
    id: 'world-b',
    family: 'non-us',
    layout: 'band',
    name: 'split',
    contact: 'lines',
    world: 1,
    first: 'Chanchal',
    last: 'Sharma',
  },
  {
    id: 'world-c',
    family: 'non-us',
    layout: 'sidebar',
    side: 'left',
    name: 'plain',
    contact: 'semicolon',
    world: 3,
  },
  {
    id: 'world-d',
    family: 'non-us',
    layout: 'twoColumn',
    name: 'plain',
    contact: 'bullets',
    world: 2,
    usPhoneToo: true,
  },
  {
    id: 'phone-a',
    family: 'phone-styles',
    layout: 'single',
    name: 'plain',
    contact: 'split-items',
    phoneStyle: 'enDash',
    area: '718',
    exchange: '555',
    lineNo: '0100',
  },
  {
    id: 'phone-b',
    family: 'phone-styles',
    layout: 'single',
    name: 'plain',
    contact: 'pipe',
    area: '909',
    exchange: '555',
    lineNo: '5555',
  },
  {
    id: 'phone-c',
    family: 'phone-styles',
    layout: 'band',
    name: 'plain',
    contact: 'lines',
    area: '123',
    exchange: '456',
    lineNo: '7890',
  },
  {
    id: 'phone-d',
    family: 'phone-styles',
    layout: 'single',
    name: 'plain',
    contact: 'bullets',
    phoneStyle: 'dots',
  },
  {
    id: 'phone-e',
    family: 'phone-styles',
    layout: 'twoColumn',
    name: 'plain',
    contact: 'icons',
    phoneStyle: 'plus1',
  },
  {
    id: 'mononym-a',
    family: 'mononym',
    layout: 'single',
    name: 'plain',
    contact: 'pipe',
    mononym: true,
    mononymCompany: true,
  },
  {
    id: 'mononym-b',
    family: 'mononym',
    layout: 'band',
    name: 'plain',
    contact: 'lines',
    mononym: true,
    mononymCompany: true,
    upper: true,
  },
];

export function renderHtml(person, t) {
  return LAYOUTS[t.layout](person, t);
}
