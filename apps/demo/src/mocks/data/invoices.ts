import type { Invoice, InvoiceClient, InvoiceStatus, PaymentDetails } from './types';
import { seededRandom } from './random';

/** The first invoice's id: the template's default preview and edit id (spec 001 section 2). */
export const DEFAULT_INVOICE_ID = 4987;
export const INVOICE_COUNT = 50;

export const invoiceClients: readonly InvoiceClient[] = [
  {
    name: 'Jordan Stevenson',
    company: 'Hall-Robbins PLC',
    companyEmail: 'don85@johnson.com',
    address: '7777 Mendez Plains',
    country: 'USA',
    contact: '(616) 865-4180',
  },
  {
    name: 'Stephanie Burns',
    company: 'Mccann LLC',
    companyEmail: 'brenda49@taylor.info',
    address: '04033 Wesley Wall Apt. 961',
    country: 'Haiti',
    contact: '(226) 204-8287',
  },
  {
    name: 'Tony Herrera',
    company: 'Leonard LLC',
    companyEmail: 'smithtiffany@powers.com',
    address: '5345 Robert Squares',
    country: 'Denmark',
    contact: '(955) 676-1076',
  },
  {
    name: 'Kevin Patton',
    company: 'Smith, Miller and Henry LLC',
    companyEmail: 'mejiageorge@lee-perez.com',
    address: '19022 Clark Parks Suite 149',
    country: 'Cape Verde',
    contact: '(832) 323-6914',
  },
  {
    name: 'Mrs. Julie Donovan MD',
    company: 'Garcia-Cameron and Sons',
    companyEmail: 'brandon07@pierce.com',
    address: '8534 Saunders Hill Apt. 583',
    country: 'Canada',
    contact: '(970) 982-3353',
  },
  {
    name: 'Amanda Phillips',
    company: 'Hubbard Ltd',
    companyEmail: 'guerrerobrandy@hill.com',
    address: '661 Perez Run Apt. 778',
    country: 'Burundi',
    contact: '(511) 938-9617',
  },
  {
    name: 'Christina Collier',
    company: 'Morgan Group',
    companyEmail: 'hbyrd@hall.com',
    address: '074 Long Union',
    country: 'Wallis and Futuna',
    contact: '(331) 704-8561',
  },
  {
    name: 'David Flores',
    company: 'Nelson-Gonzalez',
    companyEmail: 'phillipjohnson@wells.org',
    address: '5225 Ford Cape Apt. 840',
    country: 'Mali',
    contact: '(753) 438-5591',
  },
  {
    name: 'Valerie Perez',
    company: 'Norris-Harris Inc',
    companyEmail: 'smithjamie@wood.com',
    address: '1091 Ortiz Shoal Suite 513',
    country: 'Greece',
    contact: '(470) 312-7260',
  },
  {
    name: 'Susan Dickerson',
    company: 'Mann Ltd',
    companyEmail: 'emily33@riley.biz',
    address: '25 Farrell Mountains',
    country: 'Thailand',
    contact: '(286) 622-8131',
  },
  {
    name: 'Kelly Smith',
    company: 'Clark, Ramirez and Smith',
    companyEmail: 'ewright@martin.com',
    address: '8615 Casey Roads',
    country: 'Sao Tome and Principe',
    contact: '(642) 617-3947',
  },
  {
    name: 'Jamie Jones',
    company: 'Juarez-Kelley LLC',
    companyEmail: 'williamsmichael@cox.com',
    address: '3347 Nancy Drive',
    country: 'Namibia',
    contact: '(812) 424-0521',
  },
];

export const invoiceServices = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
  'App Development',
  'Resume Screening',
] as const;

const statusCycle: readonly InvoiceStatus[] = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
];

const banks = ['American Bank', 'Nordea Bank', 'Bank of Canada', 'Deutsche Bank', 'ING Bank'];

/** ISO date `days` after the first of January 2026 (UTC, so the day never shifts with the time zone). */
function dayOf(days: number): string {
  return new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);
}

/** Dollars with cents, kept exact to the cent. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** Fifty invoices (ids 4987 to 5036), drawn from a fixed seed: the same list on every load. */
export function invoiceFixtures(): Invoice[] {
  const random = seededRandom(4987);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: INVOICE_COUNT }, (_, index) => {
    const id = DEFAULT_INVOICE_ID + index;
    const issued = Math.floor(random() * 300);
    const total = cents(1000 + random() * 9000);
    // Every status appears: the first six follow the list, the rest are drawn.
    const invoiceStatus = index < statusCycle.length ? statusCycle[index]! : pick(statusCycle);
    const balance =
      invoiceStatus === 'Paid' ? 0 : invoiceStatus === 'Partial Payment' ? cents(total * 0.4) : total;
    return {
      id,
      issuedDate: dayOf(issued),
      client: { ...pick(invoiceClients) },
      service: pick(invoiceServices),
      total,
      avatar: '',
      invoiceStatus,
      balance,
      dueDate: dayOf(issued + 30),
    };
  });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The payment details of an invoice: the balance due and a bank chosen from the id (stable per invoice). */
export function paymentDetailsOf(invoice: Invoice): PaymentDetails {
  const n = invoice.id;
  return {
    totalDue: usd.format(invoice.balance),
    bankName: banks[n % banks.length]!,
    country: invoice.client.country,
    iban: `ETD95476213${String(n * 7919).padStart(8, '0')}`,
    swiftCode: `BR91905${String(n % 997).padStart(3, '0')}`,
  };
}

/** One line of the invoice editor: cost per unit times qty is the line's price. */
export interface InvoiceLine {
  item: string;
  description: string;
  cost: number;
  qty: number;
}

export interface InvoiceTotals {
  /** Each line's price (cost x qty), in the lines' order. */
  prices: number[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/**
 * The editor's sums, kept to the cent: the discount is a percentage of the subtotal, the tax a percentage
 * of what remains after the discount. The editor shows them and the save handler stores the same total.
 */
export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, 'cost' | 'qty'>[],
  discountPercent: number,
  taxPercent: number,
): InvoiceTotals {
  const prices = lines.map((line) => cents(line.cost * line.qty));
  const subtotal = cents(prices.reduce((sum, price) => sum + price, 0));
  const discount = cents((subtotal * discountPercent) / 100);
  const tax = cents(((subtotal - discount) * taxPercent) / 100);
  return { prices, subtotal, discount, tax, total: cents(subtotal - discount + tax) };
}
