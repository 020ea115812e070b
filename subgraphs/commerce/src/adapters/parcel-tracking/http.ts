import { TRACKING_STEPS, TrackingNotFound, TrackingUnavailable, type ParcelTracker, type TrackingStep } from './types.js';

/**
 * Sweet Tracker (스마트택배) over HTTPS: GET {url}/api/v1/trackingInfo?t_key&t_code&t_invoice.
 * Its answer lists `trackingDetails` ({ time (ms), where, kind, level 1-6 }) and `complete`; an
 * unknown number answers `status: false` with a message. Levels 2-6 map to TRACKING_STEPS.
 */
export function httpTracker(url: string, key: string): ParcelTracker {
  return {
    name: 'http',
    async track(_em, carrier, trackingNumber) {
      const query = new URLSearchParams({ t_key: key, t_code: carrier, t_invoice: trackingNumber });
      let response: Response;
      try {
        response = await fetch(`${url.replace(/\/$/, '')}/api/v1/trackingInfo?${query}`, { signal: AbortSignal.timeout(10_000) });
      } catch (error) {
        throw new TrackingUnavailable(`parcel tracking unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new TrackingUnavailable(`parcel tracking answered ${response.status}`);
      const body = (await response.json()) as { status?: boolean; msg?: string; complete?: boolean; trackingDetails?: { time: number; where: string; kind: string; level: number }[] };
      if (body.status === false || !Array.isArray(body.trackingDetails)) throw new TrackingNotFound(body.msg ?? 'no such parcel');
      const events = body.trackingDetails
        .filter((d) => d.level >= 2 && d.level <= 6)
        .map((d) => ({ at: new Date(d.time), step: TRACKING_STEPS[d.level - 2] as TrackingStep, location: d.where, description: d.kind }));
      return { carrier, trackingNumber, delivered: body.complete === true || events.some((e) => e.step === 'delivered'), events };
    },
  };
}
