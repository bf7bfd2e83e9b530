/**
 * SMS length rules (issue 18): encoding, units and segments of a text, for the template editor's counter
 * and the sending worker. Its own module (`@talent/api/rules/sms`) because it loads the segment calculator.
 */
import { SegmentedMessage } from 'sms-segments-calculator';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Characters per segment: one segment alone, or each part of a concatenated message (whose header takes
 * the rest). GSM-7 counts septets (extension-table characters such as € and [ take two); UCS-2 counts
 * UTF-16 code units (an emoji takes two). */
export const SMS_SEGMENT_LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const satisfies Record<SmsEncoding, { single: number; multi: number }>;

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** 0 for an empty text. */
  segments: number;
  /** The units one segment holds at this length (single or multi). */
  perSegment: number;
  /** Units left before another segment starts. */
  remaining: number;
  /** The characters that are not in GSM-7 and so forced UCS-2, each once, in order of appearance. */
  ucs2Characters: string[];
}

/**
 * How an SMS of this text is sent: the encoding, its length in that encoding's units, and the segments it
 * takes. Counted by Twilio's segment calculator (sms-segments-calculator), which also keeps a two-septet
 * character or a surrogate pair from being split between segments.
 */
export function smsSegments(text: string): SmsCount {
  const message = new SegmentedMessage(text, 'auto', false);
  const encoding: SmsEncoding = message.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7';
  const units = encoding === 'UCS-2' ? text.length : message.numberOfCharacters;
  const segments = text.length === 0 ? 0 : message.segmentsCount;
  const limits = SMS_SEGMENT_LIMITS[encoding];
  const perSegment = segments > 1 ? limits.multi : limits.single;
  const ucs2Characters = encoding === 'UCS-2' ? [...new Set(message.getNonGsmCharacters())] : [];
  return {
    encoding,
    units,
    segments,
    perSegment,
    remaining: Math.max(0, Math.max(segments, 1) * perSegment - units),
    ucs2Characters,
  };
}
