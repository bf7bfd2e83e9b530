/**
 * `/` for visitors (issue 20): the public landing page, built from the five landing-content calls
 * (sliding_window, market_for_talent, our_partner, feature, waiting_for), the real plans as a pricing
 * teaser, and calls to sign up or sign in. A signed-in user never sees it: `/` sends them to their home.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { LandingSectionContent, Plan } from '@talent/api/contract';
import { Icon, LinkButton, PricingGrid, Skeleton, type IconName } from '@talent/ui';
import { planCard } from '../pricing/planIncludes';
import { Carousel } from './Carousel';
import * as css from './landing.css';

export const LANDING_META = {
  title: 'Talent Marketplace: hire from trusted resume profiles',
  description:
    'Upload and parse resumes, search and unlock profiles, post jobs and hire freelancers in one talent marketplace.',
};

const STATIC = { revalidateOnFocus: false } as const;

function Section({
  content,
  id,
  children,
}: {
  content: LandingSectionContent | undefined;
  id: string;
  children: (c: LandingSectionContent) => React.ReactNode;
}) {
  if (!content)
    return (
      <section className={css.section} aria-busy="true" aria-label={id}>
        <Skeleton width="40%" height={28} />
        <Skeleton lines={3} />
      </section>
    );
  return (
    <section className={css.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.sectionTitle}>
        {content.title}
      </h2>
      {content.subtitle ? <p className={css.lead}>{content.subtitle}</p> : null}
      {children(content)}
    </section>
  );
}

export function Cards({ content }: { content: Pick<LandingSectionContent, 'items'> }) {
  return (
    <ul className={css.grid}>
      {content.items.map((item, i) => (
        <li key={i} className={css.card}>
          {item.icon ? (
            <span className={css.icon}>
              <Icon name={item.icon as IconName} />
            </span>
          ) : null}
          <h3>{item.title}</h3>
          {item.text ? <p>{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** What the landing page shows: the five sections and the plans (undefined while loading). */
export interface LandingData {
  hero?: LandingSectionContent;
  market?: LandingSectionContent;
  partners?: LandingSectionContent;
  features?: LandingSectionContent;
  cta?: LandingSectionContent;
  plans?: readonly Plan[];
  plansError?: boolean;
}

/** In the app (a visitor on `/` when the server did not render it, e.g. `vite dev`): the calls, then the view. */
export default function LandingPage() {
  const hero = useEndpoint('slidingWindow', {}, STATIC);
  const market = useEndpoint('marketForTalent', {}, STATIC);
  const partners = useEndpoint('ourPartner', {}, STATIC);
  const features = useEndpoint('feature', {}, STATIC);
  const cta = useEndpoint('waitingFor', {}, STATIC);
  const plans = useEndpoint('listSubscription', {}, STATIC);

  useEffect(() => {
    document.title = LANDING_META.title;
  }, []);

  return (
    <LandingView
      hero={hero.data}
      market={market.data}
      partners={partners.data}
      features={features.data}
      cta={cta.data}
      plans={plans.data?.results}
      plansError={Boolean(plans.error)}
    />
  );
}

/** The sign-up section's id: the blog's "Sign up free" opens `/#sign-up` (issue 43). */
export const SIGN_UP_ID = 'sign-up';

/**
 * The page from its data, with no calls and no router: the server renders it for visitors (src/landing/server.tsx)
 * and the app renders it with the calls' answers. Every action is a link, so it works before any script runs.
 */
export function LandingView({ hero, market, partners, features, cta, plans, plansError }: LandingData) {
  const { t } = useTranslation();
  return (
    <div className={css.page}>
      <header className={css.bar}>
        <p className={css.brand}>Talent Marketplace</p>
        <nav aria-label={t('Account')} className={css.controls}>
          {/* Issue 43: the blog is the server's page, not a route of the app: a plain link loads it. It links
              back to the sign-up below (#sign-up). */}
          <a href="/blog" className={css.barLink}>
            {t('Blog')}
          </a>
          <LinkButton variant="ghost" tone="neutral" href="/login">
            {t('Sign in')}
          </LinkButton>
          <LinkButton href="/register">{t('Sign up')}</LinkButton>
        </nav>
      </header>
      <main className={css.main}>
        <div className={css.hero}>
          {hero ? (
            <>
              <h1 className={css.heroTitle}>{hero.title}</h1>
              {hero.subtitle ? <p className={css.lead}>{hero.subtitle}</p> : null}
              <Carousel label={t('Highlights')} slides={hero.items} />
            </>
          ) : (
            <>
              <h1 className={css.heroTitle}>{t('Talent Marketplace')}</h1>
              <Skeleton lines={3} />
            </>
          )}
        </div>
        <Section id="market" content={market}>
          {(c) => <Cards content={c} />}
        </Section>
        <Section id="partners" content={partners}>
          {(c) => (
            <ul className={css.partners}>
              {c.items.map((p, i) => (
                <li key={i} className={css.partner}>
                  {p.title}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="features" content={features}>
          {(c) => <Cards content={c} />}
        </Section>
        <section className={css.section} aria-labelledby="pricing-title">
          <h2 id="pricing-title" className={css.sectionTitle}>
            {t('Plans for every team')}
          </h2>
          <p className={css.lead}>{t('Start free; upgrade when you need more uploads and views.')}</p>
          {plansError ? (
            <p>{t('The plans could not be loaded.')}</p>
          ) : (
            <PricingGrid
              isLoading={!plans}
              headingLevel={3}
              // The plans' one display name and allowances, as on /pages/pricing (issue 25).
              plans={(plans ?? []).map((p) => ({
                ...planCard(p, t),
                buttonLabel: t('Get started'),
              }))}
              hrefFor={() => '/register'}
              labels={{
                free: t('Start free'),
                choose: t('Get started'),
                perMonth: t('/month'),
                loading: t('Loading plans'),
              }}
            />
          )}
          <p>
            <a href="/pages/faq">{t('Questions? Read the FAQ')}</a>
          </p>
        </section>
        {cta ? (
          <section id={SIGN_UP_ID} className={css.cta} aria-labelledby="cta-title">
            <h2 id="cta-title" className={css.sectionTitle}>
              {cta.title}
            </h2>
            {cta.subtitle ? <p className={css.lead}>{cta.subtitle}</p> : null}
            <div className={css.controls}>
              {cta.items
                .filter((i) => i.link)
                .map((i, n) => (
                  <LinkButton key={i.link} href={i.link!} variant={n === 0 ? 'solid' : 'outline'}>
                    {i.link_label ?? i.title}
                  </LinkButton>
                ))}
            </div>
          </section>
        ) : null}
      </main>
      <footer className={css.footer}>
        <a href="/blog">{t('Blog')}</a>
        <a href="/pages/faq">{t('FAQ')}</a>
        <a href="/privacy/policy/sharing-data">{t('Privacy')}</a>
        <a href="/my-data">{t('Your data in resumes')}</a>
        <a href="/login">{t('Sign in')}</a>
      </footer>
    </div>
  );
}
