/**
 * The event the client entry sends once the app's scripts are in and hydration has begun (entry.client.tsx): what
 * waited for the scripts (the faces, start-up/web-fonts) may start, and what stood in for them before (the country
 * switch's choice, start-up/country-script) stops.
 */
export const APP_STARTED_EVENT = 'shop:started';
