// A circle through import(): menu.tsx loads menu-open.tsx lazily, which imports a constant back from menu.tsx
// (app/layouts/account-menu.tsx did this until its class moved to account-trigger.ts).
export const triggerClass = 'trigger';

export const loadOpenMenu = () => import('./menu-open');
