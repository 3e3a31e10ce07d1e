import { delay, http, HttpResponse } from 'msw';
import { COUNTRIES, isCountryCode } from '@/config/countries';
import { shopToday } from '../checkout-rules';
import { orders } from '../data/orders';
import { BHD_RATES, currencyFor, roundMoney } from '../money';
import { apiPath, authenticate, countryOf } from '../utils';
import { ORDER_GROUPS, settleOrders } from './orders';

/** An amount in a currency, in BHD (the inverse of the contract's conversion). */
function toBhd(amount: number, currency: string): number {
  const country = COUNTRIES.find((c) => c.currency === currency)?.code;
  return isCountryCode(country) ? amount / BHD_RATES[country] : amount;
}

export const adminHandlers = [
  /**
   * The dashboard's figures: open orders (pending to shipped), orders placed today and the revenue of orders
   * paid today ("today" in the shop's time zone), in the caller's currency.
   */
  http.get(apiPath('/admin/summary'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['admin', 'owner']);
    if ('response' in auth) return auth.response;
    settleOrders();
    const today = shopToday();
    const country = countryOf(request);
    const currency = currencyFor(country);
    const all = orders.all();
    const isToday = (iso: string | null) => iso !== null && shopToday(new Date(iso)) === today;
    const revenueBhd = all
      .filter((o) => o.payment.status === 'paid' && isToday(o.paidAt))
      .reduce((sum, o) => sum + toBhd(o.total, o.currency), 0);
    return HttpResponse.json({
      summary: {
        openOrders: all.filter((o) => ORDER_GROUPS.current.includes(o.status)).length,
        ordersToday: all.filter((o) => isToday(o.createdAt)).length,
        revenueToday: roundMoney(revenueBhd * BHD_RATES[country], currency),
        currency,
      },
    });
  }),
];
