import { useState } from 'react';
import { useNumberFormatter } from 'react-aria';
import useSWR from 'swr';
import { Badge, Card, PlanCard, Switch, showToast, toneForTier } from '@talent/ui';
import { swrFetcher } from '../../lib/api';
import type { PricingSample } from '../../mocks/data/pages';
import { PageState } from '../../lib/LoadStates';
import { QandA } from '../kit/QandA';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import * as css from './pricing.css';

/**
 * The pricing sample (spec 001 section 9) on the design system's plan cards: the free and the paid plan, a
 * monthly/yearly switch (29 a month, or 25 a month billed 300 a year), the extra uploads bought with coins
 * and the Q&A pairs. The demo takes no payment: choosing a plan says so in a toast.
 */
export default function PricingPage() {
  const { data, error, mutate } = useSWR<PricingSample>(['/pricing/data'], swrFetcher);
  const [yearly, setYearly] = useState(false);
  const count = useNumberFormatter({ maximumFractionDigits: 0 });
  const money = useNumberFormatter({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <div className={pages.page}>
      <div className={kit.hero}>
        <h1 className={pages.title}>Pricing plans</h1>
        <p className={kit.muted}>Start free, and move to the paid plan when you hire every week.</p>
        <Switch isSelected={yearly} onChange={setYearly}>
          Billed yearly
        </Switch>
      </div>
      {!data ? (
        <PageState what="the pricing" error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <div className={css.plans}>
            {data.plans.map((plan, index) => {
              const price = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
              const billed =
                yearly && plan.yearlyPlan.totalAnnual > 0
                  ? ` Billed ${money.format(plan.yearlyPlan.totalAnnual)} a year.`
                  : '';
              return (
                <div key={plan.title} className={css.plan}>
                  {plan.popular ? (
                    <Badge tone="accent" className={css.popular}>
                      Popular
                    </Badge>
                  ) : null}
                  <PlanCard
                    tone={toneForTier(index)}
                    plan={{
                      id: plan.title.toLowerCase(),
                      name: plan.title,
                      price,
                      tagline: `${plan.subtitle}.${billed}`,
                      features: plan.planBenefits,
                    }}
                    onSelect={(chosen) =>
                      showToast({
                        title: `${chosen.name} plan chosen`,
                        description: 'The demo takes no payment; the portal checks out here.',
                      })
                    }
                  />
                </div>
              );
            })}
          </div>
          <Card title="Extra uploads">
            <p className={kit.muted}>Need more uploads than your plan gives? Buy them with coins.</p>
            <dl className={kit.facts}>
              <dt>One upload</dt>
              <dd>{count.format(data.extraUploads.coinsPerUpload)} coins</dd>
              <dt>Coin price</dt>
              <dd>{count.format(data.extraUploads.coinPrice)}</dd>
              <dt>Bundle</dt>
              <dd>
                {count.format(data.extraUploads.coins)} coins = {count.format(data.extraUploads.uploads)}{' '}
                uploads
              </dd>
              <dt>Expiry</dt>
              <dd>
                {data.extraUploads.expires ? 'Purchased uploads expire' : 'Purchased uploads never expire'}
              </dd>
            </dl>
          </Card>
          <Card title="Questions about pricing">
            <QandA label="Pricing questions" entries={data.qandA} />
          </Card>
        </>
      )}
    </div>
  );
}
