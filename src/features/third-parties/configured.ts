/**
 * Whether any optional third party is configured, so that she is asked for her consent: the build's settings
 * (src/config/parse-env.ts `hasOptionalThirdParties`), written in by vite.config.ts as a constant, so that a shop
 * built without any carries none of their code in its first load (the footer's "Cookie settings", the root's
 * loader of the consent and its tags: issue 38's JavaScript budget).
 */
export const anyOptionalThirdParty: boolean = import.meta.env.VITE_ANY_THIRD_PARTY === true;
