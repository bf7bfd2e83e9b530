import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';
import { calendarNames, type CalendarName } from '../../mocks/data/types';
import { calendarTones } from './model';

const narrow = '(max-width: 900px)';

export const pageHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const app = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  overflow: 'hidden',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': { [narrow]: { borderInlineEnd: 0, padding: 0 } },
});
export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const filtersHeading = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text.muted,
});
export const filterLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
export const dot = style({ inlineSize: 10, blockSize: 10, borderRadius: vars.radius.full, flexShrink: 0 });

/** A calendar's colour: its tone from the theme, so it follows every skin. */
function toneOf(name: CalendarName) {
  const tone = calendarTones[name];
  return tone === 'accent' ? vars.color.accent : vars.color.status[tone];
}
/** One style per calendar. */
function perCalendar<T>(make: (name: CalendarName) => T): Record<CalendarName, T> {
  return Object.fromEntries(calendarNames.map((name) => [name, make(name)])) as Record<CalendarName, T>;
}

export const toneDot = styleVariants(perCalendar((name) => ({ background: toneOf(name).solid })));
/** FullCalendar reads an event's colours from these custom properties (block, list dot, time grid). */
export const eventTone = styleVariants(
  perCalendar((name) => ({
    vars: {
      '--fc-event-bg-color': toneOf(name).soft,
      '--fc-event-border-color': toneOf(name).solid,
      '--fc-event-text-color': toneOf(name).text,
    },
  })),
);

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  minInlineSize: 0,
  '@media': { [narrow]: { padding: vars.space.medium } },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
export const viewTitle = style({
  margin: 0,
  marginInlineStart: vars.space.small,
  flex: 1,
  minInlineSize: 140,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const views = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.text.secondary,
});

export const dialogFooter = style({ display: 'flex', gap: vars.space.small, inlineSize: '100%' });
export const grow = style({ flex: 1 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const formRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.medium,
});

/**
 * FullCalendar themed with the theme's vars: its own custom properties for borders and surfaces, and
 * overrides where it hard-codes colours (buttons are ours, so its toolbar is off).
 */
export const calendar = style({
  vars: {
    '--fc-border-color': vars.color.border.subtle,
    '--fc-page-bg-color': vars.color.surface.raised,
    '--fc-neutral-bg-color': vars.color.surface.sunken,
    '--fc-neutral-text-color': vars.color.text.secondary,
    '--fc-today-bg-color': vars.color.surface.selected,
    '--fc-highlight-color': vars.color.accent.soft,
    '--fc-list-event-hover-bg-color': vars.color.surface.hover,
    '--fc-now-indicator-color': vars.color.status.critical.solid,
    '--fc-small-font-size': vars.font.size.xsmall,
  },
  color: vars.color.text.primary,
  minInlineSize: 0,
  overflowX: 'auto',
});

globalStyle(`${calendar} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${calendar} .fc-col-header-cell-cushion`, {
  color: vars.color.text.secondary,
  fontWeight: 600,
  paddingBlock: vars.space.small,
});
// FullCalendar fades other months' days to 30 % opacity, below the contrast axe asks for.
globalStyle(`${calendar} .fc-daygrid-day.fc-day-other .fc-daygrid-day-top`, {
  opacity: 1,
  color: vars.color.text.muted,
});
globalStyle(`${calendar} .fc-event`, {
  borderRadius: vars.radius.small,
  borderWidth: 0,
  borderInlineStartWidth: 3,
  borderStyle: 'solid',
  paddingInline: 2,
  cursor: 'pointer',
});
globalStyle(`${calendar} .fc-event:focus-visible, ${calendar} .fc-more-link:focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: 1,
});
// FullCalendar's own focus shade (::after on a focused event) is replaced by the outline above.
globalStyle(`${calendar} .fc-event:focus::after`, { display: 'none' });
globalStyle(`${calendar} .fc-h-event .fc-event-main, ${calendar} .fc-v-event .fc-event-main`, {
  color: 'var(--fc-event-text-color)',
});
globalStyle(`${calendar} .fc-list-event`, { cursor: 'pointer' });
globalStyle(`${calendar} .fc-list-event td`, { color: vars.color.text.primary });
globalStyle(`${calendar} .fc-list-day-cushion`, { color: vars.color.text.primary });
globalStyle(`${calendar} .fc-timegrid-slot-label, ${calendar} .fc-list-event-time`, {
  color: vars.color.text.secondary,
});
globalStyle(`${calendar} .fc-more-link`, { color: vars.color.text.link, fontWeight: 600 });
globalStyle(`${calendar} .fc-popover`, {
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.popover,
  borderRadius: vars.radius.medium,
});
globalStyle(`${calendar} .fc-list-empty`, { background: vars.color.surface.raised });
// On phones FullCalendar's 14 px cell padding makes the list wider than the screen.
globalStyle(`${calendar} .fc-list-event td, ${calendar} .fc-list-day-cushion`, {
  '@media': { [narrow]: { paddingInline: vars.space.small } },
});
