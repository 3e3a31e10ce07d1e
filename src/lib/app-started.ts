/**
 * The event the client entry sends once the app's scripts are in and hydration has begun (entry.client.tsx): what
 * waited for the scripts (the faces, lib/web-fonts) may start, and what stood in for them before (the country
 * switch's choice, lib/country) stops.
 */
export const APP_STARTED_EVENT = 'shop:started';
