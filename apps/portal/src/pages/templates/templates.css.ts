import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Form and preview side by side on wide screens, the preview under the form on a phone. */
export const editorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const placeholders = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
  minInlineSize: 0,
});

export const previewHeading = style({ margin: 0, fontSize: vars.font.size.medium });

export const previewSubject = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const previewBody = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
});

export const smsBubble = style({
  alignSelf: 'start',
  maxInlineSize: '100%',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.card}`,
});

export const muted = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: '0.9em' });

export const excerpt = style({
  display: 'block',
  maxInlineSize: '32ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
