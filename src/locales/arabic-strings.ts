import arAccount from './ar/account';
import arAuth from './ar/auth';
import arCart from './ar/cart';
import arCatalog from './ar/catalog';
import arCheckout from './ar/checkout';
import arCommon from './ar/common';
import arContent from './ar/content';
import arFeedback from './ar/feedback';
import arHome from './ar/home';
import arProduct from './ar/product';
import enAccount from './en/account';
import enAuth from './en/auth';
import enCart from './en/cart';
import enCatalog from './en/catalog';
import enCheckout from './en/checkout';
import enCommon from './en/common';
import enContent from './en/content';
import enFeedback from './en/feedback';
import enHome from './en/home';
import enProduct from './en/product';

/** Every namespace, for the tests that read all of the shop's words at once. */
export const arabic = {
  account: arAccount,
  auth: arAuth,
  cart: arCart,
  catalog: arCatalog,
  checkout: arCheckout,
  common: arCommon,
  content: arContent,
  feedback: arFeedback,
  home: arHome,
  product: arProduct,
};

export const english = {
  account: enAccount,
  auth: enAuth,
  cart: enCart,
  catalog: enCatalog,
  checkout: enCheckout,
  common: enCommon,
  content: enContent,
  feedback: enFeedback,
  home: enHome,
  product: enProduct,
};

/** Every text of a resource tree as [its key path, its text]. */
export function strings(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => strings(v, [...path, key]));
  return [];
}
