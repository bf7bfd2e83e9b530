import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Spec 000 section 9: the profile dialog is at most 900 px high. */
export const PROFILE_DIALOG_MAX_HEIGHT = 900;

export const modal = style({ maxBlockSize: `min(${PROFILE_DIALOG_MAX_HEIGHT}px, calc(100dvh - 32px))` });

export const pages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  alignItems: 'center',
});

export const page = style({
  maxInlineSize: '100%',
  blockSize: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  backgroundColor: '#ffffff',
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
