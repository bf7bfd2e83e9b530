import { createVar, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { Tone, ToneTokens } from '../theme/tokens';

/** Local variables a tone class sets; variant styles read them, so tone x variant needs no compounds. */
export const toneVar = {
  solid: createVar(),
  solidHover: createVar(),
  onSolid: createVar(),
  soft: createVar(),
  softHover: createVar(),
  text: createVar(),
} satisfies Record<keyof ToneTokens, string>;

const fromContract = (tone: { [K in keyof ToneTokens]: string }) => ({
  vars: {
    [toneVar.solid]: tone.solid,
    [toneVar.solidHover]: tone.solidHover,
    [toneVar.onSolid]: tone.onSolid,
    [toneVar.soft]: tone.soft,
    [toneVar.softHover]: tone.softHover,
    [toneVar.text]: tone.text,
  },
});

export const toneClass = styleVariants({
  neutral: fromContract(vars.color.status.neutral),
  accent: fromContract(vars.color.accent),
  critical: fromContract(vars.color.status.critical),
  positive: fromContract(vars.color.status.positive),
  caution: fromContract(vars.color.status.caution),
  info: fromContract(vars.color.status.info),
} satisfies Record<Tone, unknown>);
