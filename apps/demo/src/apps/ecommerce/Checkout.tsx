import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  EmptyState,
  Form,
  Icon,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  TextField,
} from '@talent/ui';
import { LoadFailed } from '../../lib/LoadStates';
import { DemoIcon } from '../../lib/icons';
import { MAX_QTY } from '../../mocks/data/products';
import { useCart, useShopActions, type CartLine, type CartSummary } from './model';
import { EcommerceHeader, useMoney, withFeedback } from './shared';
import * as pages from '../../pages/pages.css';
import * as styles from './ecommerce.css';

export const checkoutSteps = [
  { id: 'cart', title: 'Cart' },
  { id: 'address', title: 'Address' },
  { id: 'payment', title: 'Payment' },
] as const;
type Step = (typeof checkoutSteps)[number]['id'] | 'done';

export interface Address {
  fullName: string;
  phone: string;
  street: string;
  city: string;
  postcode: string;
  kind: 'home' | 'office';
}
const emptyAddress: Address = { fullName: '', phone: '', street: '', city: '', postcode: '', kind: 'home' };

interface Card {
  method: 'card' | 'cash';
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}
const emptyCard: Card = { method: 'card', number: '', name: '', expiry: '', cvv: '' };

const qtyOptions = Array.from({ length: MAX_QTY }, (_, i) => ({ id: i + 1, label: String(i + 1) }));

/** Field checks (the form shows them on submit, and each field once it is fixed). */
export const checks = {
  phone: (v: string) =>
    /^\+?[\d\s()-]{7,20}$/.test(v.trim()) && v.replace(/\D/g, '').length >= 7
      ? null
      : 'Enter a phone number of at least 7 digits.',
  postcode: (v: string) =>
    /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(v.trim()) ? null : 'Enter a postal code (letters and digits).',
  cardNumber: (v: string) =>
    /^\d{16}$/.test(v.replace(/[\s-]/g, '')) ? null : 'A card number has 16 digits.',
  expiry: (v: string) => (/^(0[1-9]|1[0-2])\/\d{2}$/.test(v.trim()) ? null : 'Use the form MM/YY.'),
  cvv: (v: string) => (/^\d{3,4}$/.test(v.trim()) ? null : 'The CVV is 3 or 4 digits.'),
};

function StepIndicator({ step }: { step: Step }) {
  const current = checkoutSteps.findIndex((s) => s.id === step);
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {checkoutSteps.map((s, index) => {
        const isDone = step === 'done' || index < current;
        return (
          <li
            key={s.id}
            className={styles.step}
            aria-current={index === current ? 'step' : undefined}
            data-done={isDone || undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {isDone ? '✓' : index + 1}
            </span>
            {s.title}
            {isDone ? <span className={styles.srOnly}> (done)</span> : null}
            {index < checkoutSteps.length - 1 ? (
              <span className={styles.stepDivider} aria-hidden="true">
                <Icon name="chevronEnd" size={14} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function Summary({ summary, children }: { summary: CartSummary; children?: ReactNode }) {
  const money = useMoney();
  return (
    <section className={styles.summary} aria-labelledby="price-details">
      <h2 id="price-details" className={styles.summaryTitle}>
        Price details
      </h2>
      <dl className={styles.summaryList}>
        <dt className={styles.summaryTerm}>
          Bag total ({summary.count} {summary.count === 1 ? 'item' : 'items'})
        </dt>
        <dd className={styles.summaryValue}>{money(summary.subtotal)}</dd>
        <dt className={styles.summaryTerm}>Bag discount</dt>
        <dd className={styles.summaryValue}>−{money(summary.discount)}</dd>
        <dt className={styles.summaryTerm}>Delivery</dt>
        <dd className={styles.summaryValue}>{summary.delivery === 0 ? 'Free' : money(summary.delivery)}</dd>
        <dt className={`${styles.summaryTerm} ${styles.summaryTotal}`}>Total</dt>
        <dd className={`${styles.summaryValue} ${styles.summaryTotal}`}>{money(summary.total)}</dd>
      </dl>
      {children}
    </section>
  );
}

function CartStep({
  lines,
  onQty,
  onRemove,
  busy,
}: {
  lines: CartLine[];
  onQty: (line: CartLine, qty: number) => void;
  onRemove: (line: CartLine) => void;
  busy: number | null;
}) {
  const money = useMoney();
  return (
    <ul className={styles.cartList} aria-label="Cart">
      {lines.map((line) => {
        const full = line.product.price * line.qty;
        return (
          <li key={line.id} className={styles.cartLine}>
            <img src={line.product.image} alt="" className={styles.cartImage} />
            <div className={styles.productBody}>
              <h3 className={styles.productName}>
                <Link
                  to={`/apps/ecommerce/product-detail/${line.product.slug}`}
                  className={styles.productLink}
                >
                  {line.product.name}
                </Link>
              </h3>
              <p className={styles.muted}>By {line.product.brand}</p>
              <div className={styles.row}>
                <Badge tone="positive">
                  {line.offers} {line.offers === 1 ? 'offer' : 'offers'} available
                </Badge>
                {line.product.hasFreeShipping ? <Badge tone="info">Free shipping</Badge> : null}
              </div>
              <Select
                label="Quantity"
                className={styles.qtyField}
                options={qtyOptions}
                selectedKey={line.qty}
                isDisabled={busy === line.productId}
                onSelectionChange={(key) =>
                  key !== null && Number(key) !== line.qty && onQty(line, Number(key))
                }
              />
            </div>
            <div className={styles.cartSide}>
              <span className={styles.price}>{money(full * (1 - line.discount / 100))}</span>
              <span>
                <span className={styles.strike}>{money(full)}</span>{' '}
                <Badge tone="caution">{line.discount}% off</Badge>
              </span>
              <Button
                variant="ghost"
                tone="critical"
                size="sm"
                isDisabled={busy === line.productId}
                aria-label={`Remove: ${line.product.name}`}
                onPress={() => onRemove(line)}
              >
                <DemoIcon name="trash" />
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Checkout in steps (spec 001, /apps/ecommerce/checkout): the cart with editable quantities and the seeded
 * offers and discount, a delivery address, a payment choice, and a confirmation once the order is placed.
 */
export function Checkout() {
  const { data, error, mutate } = useCart();
  const actions = useShopActions();
  const money = useMoney();
  const [step, setStep] = useState<Step>('cart');
  const [address, setAddress] = useState<Address>(emptyAddress);
  const [card, setCard] = useState<Card>(emptyCard);
  const [busy, setBusy] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<{ total: number; address: Address } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new step takes the focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const lineWork = async (line: CartLine, call: Promise<unknown>, done: string) => {
    setBusy(line.productId);
    await withFeedback(call, done);
    setBusy(null);
  };

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    setPlacing(true);
    const total = data.summary.total;
    const ok = await withFeedback(actions.clearCart(data.cart.map((l) => l.productId)), 'Order placed');
    setPlacing(false);
    if (ok) {
      setPlaced({ total, address });
      setStep('done');
    }
  };

  const setA = (field: keyof Address) => (value: string) => setAddress((a) => ({ ...a, [field]: value }));
  const setC = (field: keyof Card) => (value: string) => setCard((c) => ({ ...c, [field]: value }));
  const stepTitle =
    step === 'done' ? 'Order placed' : (checkoutSteps.find((s) => s.id === step)?.title ?? '');
  const lines = data?.cart ?? [];

  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className={styles.summaryTitle}>
      {step === 'cart'
        ? 'Your cart'
        : step === 'address'
          ? 'Delivery address'
          : step === 'payment'
            ? 'Payment'
            : 'Thank you'}
    </h2>
  );

  let body: ReactNode;
  if (step === 'done' && placed) {
    body = (
      <div className={styles.state}>
        {heading}
        <EmptyState
          kind="done"
          headingLevel={3}
          title="Your order is placed"
          description={`${money(placed.total)} to ${placed.address.fullName}, ${placed.address.street}, ${placed.address.city}. ${card.method === 'card' ? 'Paid by card.' : 'Pay in cash on delivery.'}`}
          action={<Link to="/apps/ecommerce/shop">Continue shopping</Link>}
        />
      </div>
    );
  } else if (error && !data) {
    body = <LoadFailed title="The cart could not be loaded" error={error} onRetry={() => void mutate()} />;
  } else if (!data) {
    body = (
      <div className={styles.state} role="status" aria-busy="true" aria-label="Loading the cart">
        <Skeleton lines={6} />
      </div>
    );
  } else if (lines.length === 0) {
    body = (
      <div className={styles.state}>
        {heading}
        <EmptyState
          headingLevel={3}
          title="Your cart is empty"
          description="Add products from the shop to check out."
          action={<Link to="/apps/ecommerce/shop">Go to the shop</Link>}
        />
      </div>
    );
  } else {
    const summary = data.summary;
    body = (
      <div className={styles.checkout}>
        <div className={styles.main}>
          {step === 'cart' ? (
            <>
              {heading}
              <CartStep
                lines={lines}
                busy={busy}
                onQty={(line, qty) =>
                  void lineWork(
                    line,
                    actions.setQty(line.productId, qty),
                    `Quantity of ${line.product.name}: ${qty}`,
                  )
                }
                onRemove={(line) =>
                  void lineWork(
                    line,
                    actions.removeFromCart(line.productId),
                    `${line.product.name} removed from the cart`,
                  )
                }
              />
              <div className={styles.navRow}>
                <span />
                <Button onPress={() => setStep('address')}>Next: address</Button>
              </div>
            </>
          ) : step === 'address' ? (
            <div className={styles.panel}>
              {heading}
              <Form
                className={styles.form}
                onSubmit={(event) => {
                  event.preventDefault();
                  setStep('payment');
                }}
              >
                <TextField
                  label="Full name"
                  isRequired
                  value={address.fullName}
                  onChange={setA('fullName')}
                  autoComplete="name"
                />
                <TextField
                  label="Phone"
                  isRequired
                  type="tel"
                  value={address.phone}
                  onChange={setA('phone')}
                  validate={checks.phone}
                  autoComplete="tel"
                />
                <TextField
                  label="Street address"
                  isRequired
                  className={styles.wide}
                  value={address.street}
                  onChange={setA('street')}
                  autoComplete="street-address"
                />
                <TextField
                  label="City"
                  isRequired
                  value={address.city}
                  onChange={setA('city')}
                  autoComplete="address-level2"
                />
                <TextField
                  label="Postal code"
                  isRequired
                  value={address.postcode}
                  onChange={setA('postcode')}
                  validate={checks.postcode}
                  autoComplete="postal-code"
                />
                <RadioGroup
                  label="Address type"
                  className={styles.wide}
                  value={address.kind}
                  onChange={(kind) => setAddress((a) => ({ ...a, kind: kind as Address['kind'] }))}
                >
                  <Radio value="home">Home (all day delivery)</Radio>
                  <Radio value="office">Office (delivery 10 AM to 5 PM)</Radio>
                </RadioGroup>
                <div className={`${styles.navRow} ${styles.wide}`}>
                  <Button variant="outline" tone="neutral" onPress={() => setStep('cart')}>
                    Back
                  </Button>
                  <Button type="submit">Next: payment</Button>
                </div>
              </Form>
            </div>
          ) : (
            <div className={styles.panel}>
              {heading}
              <Form className={styles.form} onSubmit={(event) => void placeOrder(event)}>
                <RadioGroup
                  label="Pay with"
                  className={styles.wide}
                  value={card.method}
                  onChange={(method) => setCard((c) => ({ ...c, method: method as Card['method'] }))}
                >
                  <Radio value="card">Credit or debit card</Radio>
                  <Radio value="cash">Cash on delivery</Radio>
                </RadioGroup>
                {card.method === 'card' ? (
                  <>
                    <TextField
                      label="Card number"
                      isRequired
                      className={styles.wide}
                      inputMode="numeric"
                      value={card.number}
                      onChange={setC('number')}
                      validate={checks.cardNumber}
                      autoComplete="cc-number"
                    />
                    <TextField
                      label="Name on card"
                      isRequired
                      value={card.name}
                      onChange={setC('name')}
                      autoComplete="cc-name"
                    />
                    <TextField
                      label="Expiry (MM/YY)"
                      isRequired
                      value={card.expiry}
                      onChange={setC('expiry')}
                      validate={checks.expiry}
                      autoComplete="cc-exp"
                    />
                    <TextField
                      label="CVV"
                      isRequired
                      inputMode="numeric"
                      value={card.cvv}
                      onChange={setC('cvv')}
                      validate={checks.cvv}
                      autoComplete="cc-csc"
                    />
                  </>
                ) : (
                  <p className={`${styles.text} ${styles.wide}`}>
                    Pay {money(summary.total)} in cash when the order arrives.
                  </p>
                )}
                <div className={`${styles.navRow} ${styles.wide}`}>
                  <Button
                    variant="outline"
                    tone="neutral"
                    isDisabled={placing}
                    onPress={() => setStep('address')}
                  >
                    Back
                  </Button>
                  <Button type="submit" isDisabled={placing}>
                    Place order
                  </Button>
                </div>
              </Form>
            </div>
          )}
        </div>
        <Summary summary={summary} />
      </div>
    );
  }

  return (
    <div className={pages.page}>
      <EcommerceHeader title={`Checkout: ${stepTitle}`} />
      <StepIndicator step={step} />
      {body}
    </div>
  );
}
