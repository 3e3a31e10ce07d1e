import { env } from '@/config/env';
import type { ThirdParties } from '@/config/parse-env';

/** Whether any optional third party is configured: only then is she asked for her consent. */
export function hasOptionalThirdParties(settings: ThirdParties = env.THIRD_PARTIES): boolean {
  return settings.tagManagerId !== null || settings.chat !== null || settings.recording !== null;
}
