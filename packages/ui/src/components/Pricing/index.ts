export { PlanCard, type PlanCardData, type PlanCardProps } from './PlanCard';
export { PricingGrid, type PricingGridProps } from './PricingGrid';
export { featuresFromHtml, formatPrice, planTierTones, priceFormat, toneForTier } from './plans';
