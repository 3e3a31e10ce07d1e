import { getCountryCode } from './country';

/**
 * Where the SPA fallback's head script leaves an API answer it asked for before the app's scripts ran
 * (start-up/piece-answer-script): by the API path, the country it was asked for, and the answer's body (null when
 * the call failed or was refused).
 */
export const EARLY_ANSWERS_GLOBAL = '__shopEarlyAnswers';

type EarlyAnswer = { country: string; answer: Promise<unknown> };

/** The answers the head script left, by API path (null: none, or not in a browser). */
function waiting(): Record<string, EarlyAnswer | undefined> | null {
  if (typeof window === 'undefined') return null;
  const answers = (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  return typeof answers === 'object' && answers !== null
    ? (answers as Record<string, EarlyAnswer | undefined>)
    : null;
}

/**
 * The body of the early answer for an API path, taken once: null when there is none, when it was asked for
 * another country than hers now, or when the call did not succeed. The caller then asks the API itself; what it
 * takes is untrusted like any answer (its schema reads it).
 */
export async function takeEarlyAnswer(path: string): Promise<unknown> {
  const answers = waiting();
  if (!answers || !Object.hasOwn(answers, path)) return null;
  const early = answers[path];
  delete answers[path];
  if (!early || early.country !== getCountryCode() || !(early.answer instanceof Promise)) return null;
  return early.answer;
}

/** Whether an early answer waits for the page (the SPA fallback opened at a piece's address). */
export function hasEarlyAnswers(): boolean {
  const answers = waiting();
  return answers !== null && Object.keys(answers).length > 0;
}
