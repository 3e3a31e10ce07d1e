// index.html's early request for a product page's piece (vite.config.ts) and the catalog feature that takes
// its answer meet on this window property (docs/decisions/0015).
export const EARLY_PRODUCT_KEY = '__tafseelEarlyProduct';
