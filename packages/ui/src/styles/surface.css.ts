import { vars } from '../theme/contract.css';

/**
 * The raised panel of cards, stat cards, plan cards and dialogs: surface, border and corner in one place,
 * so a skin's card look cannot drift between them. A rule to spread into a style, not a class, so each
 * element keeps one class.
 */
export const raisedPanel = {
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.card}`,
  borderRadius: vars.radius.large,
} as const;
