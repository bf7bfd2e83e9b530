import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';
import { breakpoints } from './tokens';

const layout = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
  },
});

/** Layout atoms grouped by the 1200 px condition (logical properties only). */
export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
