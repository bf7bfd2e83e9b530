import { describe, expect, it } from 'vitest';
import { isAccepted, splitDrop } from './files';

const file = (name: string, type = '') => ({ name, type });
const accept = ['.pdf', '.docx', '.msg', 'image/*'];

describe('upload limits', () => {
  it('accepts by extension and by MIME type family', () => {
    expect(isAccepted(file('CV.PDF'), accept)).toBe(true);
    expect(isAccepted(file('scan', 'image/png'), accept)).toBe(true);
    expect(isAccepted(file('notes.txt', 'text/plain'), accept)).toBe(false);
    expect(isAccepted(file('anything.bin'), [])).toBe(true);
  });

  it('refuses a drop of more than 5 files', () => {
    const drop = Array.from({ length: 6 }, (_, i) => file(`cv${i}.pdf`));
    expect(splitDrop(drop, { accept, freeSlots: 10, maxPerDrop: 5 })).toEqual({
      taken: [],
      surplus: [],
      unaccepted: [],
      isOverLimit: true,
    });
  });

  it('takes only the free slots and keeps the rest as surplus', () => {
    const drop = [file('a.pdf'), file('b.docx'), file('c.txt', 'text/plain'), file('d.msg')];
    const result = splitDrop(drop, { accept, freeSlots: 2, maxPerDrop: 5 });
    expect(result.taken.map((f) => f.name)).toEqual(['a.pdf', 'b.docx']);
    expect(result.surplus.map((f) => f.name)).toEqual(['d.msg']);
    expect(result.unaccepted.map((f) => f.name)).toEqual(['c.txt']);
    expect(result.isOverLimit).toBe(false);
  });
});
