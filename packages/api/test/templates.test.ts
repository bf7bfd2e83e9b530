import { describe, expect, it } from 'vitest';
import {
  SAMPLE_TEMPLATE_VALUES,
  parsePlaceholders,
  placeholderProblems,
  renderTemplate,
} from '../src/rules/templates';
import { smsSegments } from '../src/rules/sms';
import { templateInputSchema } from '../src/contract';

describe('placeholders', () => {
  it('finds every {{...}}, with or without spaces inside the braces', () => {
    expect(parsePlaceholders('Hi {{first_name}}, {{ job_title }} at {{company }}{{}}')).toEqual([
      { name: 'first_name', raw: '{{first_name}}', start: 3, end: 17 },
      { name: 'job_title', raw: '{{ job_title }}', start: 19, end: 34 },
      { name: 'company', raw: '{{company }}', start: 38, end: 50 },
      { name: '', raw: '{{}}', start: 50, end: 54 },
    ]);
  });

  it('names each unknown placeholder once, and an unclosed one', () => {
    expect(placeholderProblems('Hi {{ first_name }} {{foo}} {{ foo }} {{First_Name}}')).toEqual([
      'Unknown placeholder {{foo}}.',
      'Unknown placeholder {{First_Name}}.',
    ]);
    expect(placeholderProblems('Hi {{first_name')).toEqual([
      'A placeholder is not closed: write it as {{first_name}}.',
    ]);
    expect(placeholderProblems('Hi {{first_name}}, see you at {{job_location}}.')).toEqual([]);
  });

  it('renders known placeholders, missing values as empty, unknown ones as written', () => {
    expect(
      renderTemplate('Hi {{ first_name }} {{last_name}}, {{job_title}} at {{company}} {{foo}}', {
        first_name: 'Ava',
        last_name: null,
        company: 'Acme',
      }),
    ).toBe('Hi Ava ,  at Acme {{foo}}');
    expect(renderTemplate('{{full_name}} / {{recruiter_email}}', SAMPLE_TEMPLATE_VALUES)).toBe(
      'Ava Patel / sam.carter@example.com',
    );
  });
});

describe('SMS segments', () => {
  it('pure GSM-7: 160 characters are one segment, 161 are two of 153', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({
      encoding: 'GSM-7',
      units: 160,
      segments: 1,
      perSegment: 160,
      remaining: 0,
      ucs2Characters: [],
    });
    expect(smsSegments('a'.repeat(161))).toMatchObject({
      encoding: 'GSM-7',
      units: 161,
      segments: 2,
      perSegment: 153,
      remaining: 306 - 161,
    });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('GSM-7 extension characters (€ [ ] { } ^ ~ | \\) take two septets and stay GSM-7', () => {
    expect(smsSegments('€[]{}^~|\\')).toMatchObject({ encoding: 'GSM-7', units: 18, segments: 1 });
    expect(smsSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
    // Accented letters of the basic table (é, ü, Ñ) are one septet each.
    expect(smsSegments('éüÑ')).toMatchObject({ encoding: 'GSM-7', units: 3 });
  });

  it('an emoji forces UCS-2 and counts two UTF-16 code units; 70 units are one segment, 71 two', () => {
    const emoji = smsSegments('Hi 😀');
    expect(emoji).toMatchObject({ encoding: 'UCS-2', units: 5, segments: 1, ucs2Characters: ['😀'] });
    expect(smsSegments('ж'.repeat(70))).toMatchObject({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      perSegment: 70,
      ucs2Characters: ['ж'],
    });
    expect(smsSegments('ж'.repeat(71))).toMatchObject({ units: 71, segments: 2, perSegment: 67 });
    expect(smsSegments(`😀${'a'.repeat(68)}`)).toMatchObject({ units: 70, segments: 1 });
    expect(smsSegments(`😀${'a'.repeat(69)}`)).toMatchObject({ units: 71, segments: 2 });
  });

  it('says which characters forced UCS-2, each once, and an empty text takes no segment', () => {
    expect(smsSegments('Price: 5€ — ok ✓ ✓').ucs2Characters).toEqual(['—', '✓']);
    expect(smsSegments('')).toMatchObject({ units: 0, segments: 0, remaining: 160 });
  });
});

describe('template input (contract)', () => {
  const parse = (v: unknown) => templateInputSchema.safeParse(v);
  const messages = (v: unknown) => {
    const r = parse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('an e-mail template needs a subject; an SMS template refuses one', () => {
    expect(messages({ kind: 'email', name: 'Invite', body: 'Hi' })).toEqual([
      'subject: The subject is required for an e-mail template.',
    ]);
    expect(messages({ kind: 'sms', name: 'Nudge', subject: 'Hello', body: 'Hi' })).toEqual([
      'subject: An SMS template has no subject.',
    ]);
    const sms = parse({ kind: 'sms', name: 'Nudge', subject: '  ', body: 'Hi {{first_name}}' });
    expect(sms.success && sms.data.subject).toBe(null);
  });

  it('refuses unknown placeholders in the subject and the body, by name', () => {
    expect(
      messages({
        kind: 'email',
        name: 'Invite',
        subject: 'For {{ foo }}',
        body: 'Hi {{bar}} {{first_name}}',
      }),
    ).toEqual(['subject: Unknown placeholder {{foo}}.', 'body: Unknown placeholder {{bar}}.']);
  });
});
