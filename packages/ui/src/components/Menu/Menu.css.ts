import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const itemIcon = style({ display: 'inline-flex', color: vars.color.text.secondary });

export const itemTone = styleVariants({ critical: { color: vars.color.status.critical.text } });
