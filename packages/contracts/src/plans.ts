/** The three weekly plans, defined once for the web and the server (spec sections 6 and 9). */
export const PLAN_IDS = ['basic', 'pro', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PLAN_NAMES = ['Basic', 'Pro', 'Elite'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: PlanName;
  /** Weekly price in US dollars. */
  priceUSD: number;
  description: string;
  /** Analyses per weekly period. */
  chartLimit: number;
  highlighted: boolean;
  features: PlanFeature[];
}

export const CREDITS_PER_ANALYSIS = 100;

const featureCatalogue = [
  'Weekly chart upload',
  'Support & resistance levels',
  'Trend direction',
  'Historical data access',
  'Email support',
  'Advanced pattern recognition',
  'Chart analysis with indicators',
  'Advanced price prediction',
  'Priority support',
] as const;

const tierOfFeature: Record<(typeof featureCatalogue)[number], PlanId> = {
  'Weekly chart upload': 'basic',
  'Support & resistance levels': 'basic',
  'Trend direction': 'basic',
  'Historical data access': 'basic',
  'Email support': 'basic',
  'Advanced pattern recognition': 'pro',
  'Chart analysis with indicators': 'pro',
  'Advanced price prediction': 'elite',
  'Priority support': 'elite',
};

export const PLAN_RANK: Record<PlanId, number> = { basic: 1, pro: 2, elite: 3 };

function featuresFor(plan: PlanId): PlanFeature[] {
  return featureCatalogue.map((text) => ({
    text,
    included: PLAN_RANK[tierOfFeature[text]] <= PLAN_RANK[plan],
  }));
}

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceUSD: 6.99,
    description: 'Key levels and trend for traders who check a few charts a day.',
    chartLimit: 75,
    highlighted: false,
    features: featuresFor('basic'),
  },
  {
    id: 'pro',
    name: 'Pro',
    priceUSD: 12.99,
    description: 'Patterns and indicator readings for active traders.',
    chartLimit: 150,
    highlighted: true,
    features: featuresFor('pro'),
  },
  {
    id: 'elite',
    name: 'Elite',
    priceUSD: 22.99,
    description: 'Everything, plus calibrated price forecasts and priority support.',
    chartLimit: 300,
    highlighted: false,
    features: featuresFor('elite'),
  },
];

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** Credits granted per weekly period: allowance x 100. */
export function creditsForPlan(id: PlanId): number {
  const plan = planById(id);
  return plan ? plan.chartLimit * CREDITS_PER_ANALYSIS : 0;
}
