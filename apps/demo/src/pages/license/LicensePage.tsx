import { Badge, Card, Icon } from '@talent/ui';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';

const allowed = [
  'Use the templates in one end product for you or one client',
  'Change the code, the colours and the texts',
  'Use the end product commercially',
];
const notAllowed = [
  'Sell or share the templates themselves, changed or not',
  'Use them in a product that end users pay to download',
  'Claim the templates as your own work',
];

/**
 * The license page of the template gallery: the license the account holds, what it allows and what it does
 * not. The spec names the page only; the text is the template's standard license in our words.
 */
export default function LicensePage() {
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>License</h1>
      <Card title="Standard license" actions={<Badge tone="positive">Active</Badge>}>
        <dl className={kit.facts}>
          <dt>Holder</dt>
          <dd>Crystal Technologies</dd>
          <dt>Purchased</dt>
          <dd>15 Jan 2026</dd>
          <dt>Support until</dt>
          <dd>15 Jul 2026</dd>
          <dt>Purchase code</dt>
          <dd>
            <code>8f3a-2c91-d04e-4b7f</code>
          </dd>
        </dl>
      </Card>
      <div className={kit.withSide}>
        <Card title="What the license allows">
          <ul className={kit.plainList}>
            {allowed.map((line) => (
              <li key={line} className={kit.row}>
                <Icon name="check" size={16} />
                {line}
              </li>
            ))}
          </ul>
        </Card>
        <Card title="What it does not allow">
          <ul className={kit.plainList}>
            {notAllowed.map((line) => (
              <li key={line} className={kit.row}>
                <Icon name="close" size={16} />
                {line}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
