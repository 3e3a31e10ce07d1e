// How long a made-to-measure piece takes to reach her (issue 23.3, docs/decisions/0029): the spec's tailoring time
// ("custom orders take up to 10 days") and the shop's delivery times, which the spec leaves open.
import type { CountryCode } from './countries';

/** Spec 5: tailoring takes up to 10 days, from the order (or from the home visit, once her measurements are in). */
export const TAILORING_DAYS = 10;

/** Days on the road once a piece is made: within Bahrain, and to the rest of the Gulf. */
export const DELIVERY_DAYS: Record<'home' | 'gulf', readonly [min: number, max: number]> = {
  home: [1, 2],
  gulf: [3, 5],
};

export const deliveryDaysTo = (country: CountryCode) => DELIVERY_DAYS[country === 'bh' ? 'home' : 'gulf'];
