import { z } from '@shop/kit';
import { httpTracker } from './http.js';
import { sandboxTracker } from './sandbox.js';
import type { ParcelTracker } from './types.js';

export * from './types.js';

const settings = z.object({
  TRACKING_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  TRACKING_API_URL: z.string().url().default('https://info.sweettracker.co.kr'),
  TRACKING_API_KEY: z.string().optional(),
});

let tracker: ParcelTracker | undefined;

/**
 * The configured parcel tracker: the sandbox unless TRACKING_PROVIDER=http (Sweet Tracker at
 * TRACKING_API_URL with TRACKING_API_KEY). Production refuses the sandbox when tracking is used.
 */
export function parcelTracker(env: NodeJS.ProcessEnv = process.env): ParcelTracker {
  if (tracker) return tracker;
  const s = settings.parse({ ...env, TRACKING_API_URL: env.TRACKING_API_URL || undefined, TRACKING_PROVIDER: env.TRACKING_PROVIDER || undefined });
  if (s.TRACKING_PROVIDER === 'http') {
    if (!s.TRACKING_API_KEY) throw new Error('TRACKING_API_KEY is required for TRACKING_PROVIDER=http');
    tracker = httpTracker(s.TRACKING_API_URL, s.TRACKING_API_KEY);
  } else {
    if (env.NODE_ENV === 'production') throw new Error('Production refuses the parcel-tracking sandbox: set TRACKING_PROVIDER=http and TRACKING_API_KEY.');
    tracker = sandboxTracker;
  }
  return tracker;
}

/** Tests swap the tracker. */
export function setParcelTracker(next: ParcelTracker | undefined): void {
  tracker = next;
}
