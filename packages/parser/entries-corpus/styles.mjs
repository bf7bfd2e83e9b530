// How a template prints dates, headings, positions, degrees and skills. Each printer returns the truth of
// what it printed (dates at the precision shown; a company only when one is printed).
import { dateTruth } from './data.mjs';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const DATE_FORMATS = {
  mon: { month: true, f: (d) => `${MON[d.m - 1]} ${d.y}` },
  month: { month: true, f: (d) => `${MONTH[d.m - 1]} ${d.y}` },
  num: { month: true, f: (d) => `${String(d.m).padStart(2, '0')}/${d.y}` },
  year: { month: false, f: (d) => `${d.y}` },
};

export function range(a, b, t) {
  const fmt = DATE_FORMATS[t.dates ?? 'mon'];
  if (!b && t.since) return `since ${fmt.f(a)}`;
  return `${fmt.f(a)}${t.sep ?? ' – '}${b ? fmt.f(b) : (t.present ?? 'Present')}`;
}
function duration(a, b) {
  const end = b ?? { y: 2025, m: 12 };
  const months = (end.y - a.y) * 12 + (end.m - a.m) + 1;
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y ? `${y} year${y > 1 ? 's' : ''}` : '', m ? `${m} month${m > 1 ? 's' : ''}` : '']
    .filter(Boolean)
    .join(' ');
}

export function posTruth(p, t) {
  const fmt = DATE_FORMATS[t.dates ?? 'mon'];
  return {
    position: p.position,
    company: p.company,
    location: t.noLocation ? null : p.location,
    start_date: dateTruth(p.start, fmt),
    end_date: dateTruth(p.end, fmt),
  };
}

/** Section heading styles. */
export function heading(flow, text, t) {
  const h = t.heading ?? {};
  const size = h.size ?? 12;
  if (h.style === 'spaced')
    flow.line(text.toUpperCase().split('').join(' ').replace(/ {3}/g, '   '), {
      font: 'Helvetica-Bold',
      size,
    });
  else if (h.style === 'tracked') flow.line(text.toUpperCase(), { font: 'Helvetica-Bold', size, spacing: 3 });
  else if (h.style === 'smallcaps') {
    // A larger first letter and the rest in smaller capitals: two runs on one line.
    const up = text.toUpperCase();
    flow.line(up[0], { font: 'Times-Bold', size: size + 3, gap: 0 });
    flow.doc.font('Times-Bold').fontSize(size + 3);
    const w = flow.doc.widthOfString(up[0]);
    flow.line(up.slice(1), { font: 'Times-Bold', size, indent: w + 0.5, gap: 1.6 });
  } else
    flow.line(h.upper ? text.toUpperCase() : text, {
      font: h.font ?? 'Helvetica-Bold',
      size,
      color: h.color,
    });
  flow.space(2);
}

const bullets = (flow, p, t) => {
  for (const b of p.bullets) flow.para(`${t.bullet ?? '•'} ${b}`, { size: 9.5, indent: 8 });
  flow.space(5);
};

/** Experience printers: each prints one position (`prev` is the one before, for grouped roles). */
export const EXPERIENCE = {
  // Title ..... dates / Company, Location
  titleFirst(flow, p, t) {
    flow.line(p.position, { font: 'Helvetica-Bold', size: 10.5, right: range(p.start, p.end, t) });
    flow.line([p.company, t.noLocation ? null : p.location].filter(Boolean).join(', '), {
      font: 'Helvetica-Oblique',
    });
    bullets(flow, p, t);
  },
  // Company ..... Location / Title ..... dates (Jake's resume)
  companyFirst(flow, p, t) {
    flow.line(p.company ?? '', {
      font: 'Helvetica-Bold',
      size: 10.5,
      right: t.noLocation ? null : p.location,
    });
    flow.line(p.position, {
      font: 'Helvetica-Oblique',
      right: range(p.start, p.end, t),
      rightFont: 'Helvetica-Oblique',
    });
    bullets(flow, p, t);
  },
  // Title at Company / dates | Location
  titleAt(flow, p, t) {
    flow.line(p.company ? `${p.position} at ${p.company}` : p.position, {
      font: 'Helvetica-Bold',
      size: 10.5,
    });
    flow.line([range(p.start, p.end, t), t.noLocation ? null : p.location].filter(Boolean).join(' | '), {
      size: 9,
      color: '#555',
    });
    bullets(flow, p, t);
  },
  // Title, Company ..... dates
  titleComma(flow, p, t) {
    flow.line([p.position, p.company].filter(Boolean).join(', '), {
      font: 'Times-Bold',
      size: 11,
      right: range(p.start, p.end, t),
      rightFont: 'Times-Roman',
    });
    if (!t.noLocation && p.location) flow.line(p.location, { font: 'Times-Italic', size: 9.5 });
    bullets(flow, p, t);
  },
  // Company — Title / Location · dates
  companyDash(flow, p, t) {
    flow.line(p.company ? `${p.company} — ${p.position}` : p.position, {
      font: 'Helvetica-Bold',
      size: 10.5,
    });
    flow.line([t.noLocation ? null : p.location, range(p.start, p.end, t)].filter(Boolean).join(' · '), {
      size: 9,
      color: '#555',
    });
    bullets(flow, p, t);
  },
  // Company | City | dates / Title
  pipeLine(flow, p, t) {
    flow.line(
      [p.company, t.noLocation ? null : p.location, range(p.start, p.end, t)].filter(Boolean).join(' | '),
      { font: 'Helvetica-Bold', size: 10 },
    );
    flow.line(p.position, { font: 'Helvetica-Oblique' });
    bullets(flow, p, t);
  },
  // Title / Company http://company.example / dates, Location
  titleUrl(flow, p, t) {
    flow.line(p.position, { font: 'Helvetica-Bold', size: 11 });
    if (p.company)
      flow.line(`${p.company} http://www.${p.company.toLowerCase().replace(/[^a-z]/g, '')}.com`, {
        size: 9.5,
      });
    flow.line([range(p.start, p.end, t), t.noLocation ? null : p.location].filter(Boolean).join(', '), {
      size: 9,
      color: '#555',
    });
    bullets(flow, p, t);
  },
  // A date column on the left of the entry: dates and place at the title's height.
  dateColumn(flow, p, t) {
    flow.ensure(30);
    flow.doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555')
      .text(range(p.start, p.end, t), flow.x, flow.y, { lineBreak: false });
    if (!t.noLocation && p.location) flow.doc.text(p.location, flow.x, flow.y + 12, { lineBreak: false });
    const x0 = flow.x;
    const w0 = flow.w;
    flow.x += 105;
    flow.w -= 105;
    flow.line(p.position, { font: 'Helvetica-Bold', size: 10.5 });
    if (p.company) flow.line(p.company, { font: 'Helvetica-Oblique' });
    else flow.space(12);
    bullets(flow, p, t);
    flow.x = x0;
    flow.w = w0;
  },
  // LinkedIn's "Save to PDF": Company / Title / dates (duration) / Location; several roles: the company once.
  linkedin(flow, p, t, prev) {
    const same = prev && prev.company && prev.company === p.company;
    if (!same) {
      flow.space(4);
      if (p.company) flow.line(p.company, { font: 'Helvetica-Bold', size: 11.5 });
      if (p.group) flow.line(duration(p.group.start, p.group.end), { size: 9, color: '#777' });
    }
    flow.line(p.position, { font: 'Helvetica-Bold', size: 10.5 });
    flow.line(`${range(p.start, p.end, { ...t, sep: ' - ' })} (${duration(p.start, p.end)})`, {
      size: 9,
      color: '#777',
    });
    if (!t.noLocation && p.location) flow.line(p.location, { size: 9, color: '#777' });
    for (const b of p.bullets) flow.para(b, { size: 9.5 });
    flow.space(3);
  },
  // Several roles under one company heading: Company, Location / Title ..... dates (each role).
  grouped(flow, p, t, prev) {
    const same = prev && prev.company && prev.company === p.company;
    if (!same && p.company)
      flow.line(p.company, { font: 'Helvetica-Bold', size: 11, right: t.noLocation ? null : p.location });
    flow.line(p.position, { font: 'Helvetica-Oblique', right: range(p.start, p.end, t) });
    bullets(flow, p, t);
  },
  // No heading, date-led: "2019 – Present   Title, Company"
  dateLed(flow, p, t) {
    flow.line(`${range(p.start, p.end, t)}   ${[p.position, p.company].filter(Boolean).join(', ')}`, {
      font: 'Helvetica-Bold',
      size: 10,
    });
    bullets(flow, p, t);
  },
};

const gradeText = (g) => (/^\d/.test(g) ? `GPA: ${g}` : g);
export function eduTruth(d, t, shown) {
  const fmt = DATE_FORMATS[t.eduDates ?? 'year'];
  return {
    institution: d.institution,
    degree: shown.degree,
    area: shown.area,
    start_date: shown.noStart ? null : dateTruth(d.start, fmt),
    end_date: dateTruth(d.end, fmt),
    grade: t.noGrade ? null : d.grade,
  };
}
const eduRange = (d, t) => range(d.start, d.end, { dates: t.eduDates ?? 'year' });

/** Education printers: print one degree and return what they showed ({ degree, area, noStart }). */
export const EDUCATION = {
  // B.S. in Computer Science and Engineering ..... 2014 – 2018 / Institution, City / GPA
  degreeFirst(flow, d, t) {
    const deg = d.area ? `${d.short} in ${d.area}` : d.short;
    flow.line(deg, { font: 'Helvetica-Bold', size: 10.5, right: eduRange(d, t) });
    flow.line(`${d.institution}, ${d.place}`, { font: 'Helvetica-Oblique' });
    if (d.grade && !t.noGrade) flow.line(gradeText(d.grade), { size: 9 });
    flow.space(4);
    return { degree: d.short, area: d.area };
  },
  // Institution ..... Location / Bachelor of Science, Field ..... dates
  institutionFirst(flow, d, t) {
    flow.line(d.institution, { font: 'Helvetica-Bold', size: 10.5, right: d.place });
    flow.line([d.long, d.area].filter(Boolean).join(', '), {
      font: 'Helvetica-Oblique',
      right: eduRange(d, t),
    });
    if (d.grade && !t.noGrade) flow.line(gradeText(d.grade), { size: 9 });
    flow.space(4);
    return { degree: d.long, area: d.area };
  },
  // M.S. Data Science, Stanford University, 2019
  oneLine(flow, d, t) {
    flow.line(
      `${[d.short + (d.area ? ` ${d.area}` : ''), d.institution].join(', ')}, ${d.end.y}${d.grade && !t.noGrade ? ` (${gradeText(d.grade)})` : ''}`,
      { size: 10 },
    );
    flow.space(3);
    return { degree: d.short, area: d.area, noStart: true };
  },
  // Institution / Bachelor of Arts / Major in Economics / dates / Relevant coursework: ...
  major(flow, d, t) {
    flow.line(d.institution, { font: 'Helvetica-Bold', size: 10.5 });
    flow.line(d.long, { size: 10 });
    if (d.area) flow.line(`Major in ${d.area}`, { size: 10 });
    flow.line(eduRange(d, t), { size: 9, color: '#555' });
    if (d.grade && !t.noGrade) flow.line(gradeText(d.grade), { size: 9 });
    flow.line('Relevant coursework: Statistics, Databases, Operations Research', { size: 9 });
    flow.space(4);
    return { degree: d.long, area: d.area };
  },
  // LinkedIn: Institution / Master of Business Administration - MBA, Finance · (2015 - 2017)
  linkedin(flow, d, _t) {
    flow.line(d.institution, { font: 'Helvetica-Bold', size: 11 });
    flow.line(`${d.long}${d.area ? `, ${d.area}` : ''} · (${d.start.y} - ${d.end.y})`, { size: 9.5 });
    flow.space(4);
    return { degree: d.long, area: d.area };
  },
};

export function skills(flow, list, t) {
  const s = t.skills ?? 'comma';
  if (s === 'lines') for (const k of list) flow.line(k, { size: 9.5 });
  else if (s === 'labelled') {
    const half = Math.ceil(list.length / 2);
    flow.para(`Tools: ${list.slice(0, half).join(', ')}`);
    flow.para(`Other: ${list.slice(half).join(', ')}`);
  } else if (s === 'bullets') flow.para(list.join('  •  '));
  else flow.para(list.join(', '));
  flow.space(4);
}
