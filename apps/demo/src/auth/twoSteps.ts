/** The two-step code: 6 single digits (the template's two-steps pages). */
export const CODE_LENGTH = 6;

export type Code = readonly string[];

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * Types `text` into the code from box `at`: digits only, one a box, the rest dropped; answers the new code
 * and the box to focus next (the one after the last filled, or the last box).
 */
export function typeInto(code: Code, at: number, text: string): { code: string[]; focus: number } {
  const digits = text.replace(/\D/g, '').split('');
  const next = [...code];
  let index = at;
  for (const digit of digits) {
    if (index >= CODE_LENGTH) break;
    next[index] = digit;
    index += 1;
  }
  return { code: next, focus: Math.min(digits.length === 0 ? at : index, CODE_LENGTH - 1) };
}

export const isComplete = (code: Code) => code.every((digit) => /^\d$/.test(digit));
