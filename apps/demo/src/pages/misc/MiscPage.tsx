import { Link } from 'react-router-dom';
import { Card, EmptyState, Icon, buttonClassName, type IconName } from '@talent/ui';
import * as css from './misc.css';

/**
 * A misc page of the gallery "as in the product": the portal's MiscPage (apps/portal/src/pages/misc) with the
 * same parts, a card with the h1, an empty state with the icon and text, and the way back, here to the
 * gallery rather than home or login.
 */
export function MiscPage({
  title,
  description,
  icon = 'alert',
}: {
  title: string;
  description: string;
  icon?: IconName;
}) {
  return (
    <main className={css.screen}>
      <div className={css.wide}>
        <Card>
          <h1 className={css.centeredTitle}>{title}</h1>
          <EmptyState
            title={description}
            headingLevel={2}
            icon={<Icon name={icon} size={48} />}
            action={
              <Link className={buttonClassName({ variant: 'soft' })} to="/gallery">
                Back to the gallery
              </Link>
            }
          />
        </Card>
      </div>
    </main>
  );
}
