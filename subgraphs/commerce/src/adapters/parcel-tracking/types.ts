import type { EntityManager } from '@mikro-orm/postgresql';

/** Where a parcel is, in the steps Korean carriers report (Sweet Tracker's levels 2-6). */
export const TRACKING_STEPS = ['accepted', 'in_transit', 'at_branch', 'out_for_delivery', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export interface TrackingEvent {
  at: Date;
  step: TrackingStep;
  /** The carrier's place name (터미널, 대리점). */
  location: string;
  /** The carrier's own words (집화처리, 간선상차, 배송출발, 배송완료). */
  description: string;
}

export interface ParcelTrack {
  carrier: string;
  trackingNumber: string;
  delivered: boolean;
  /** Oldest first. */
  events: TrackingEvent[];
}

/** A parcel-tracking service: what a carrier says about one tracking number. */
export interface ParcelTracker {
  name: 'sandbox' | 'http';
  track(em: EntityManager, carrier: string, trackingNumber: string, now?: Date): Promise<ParcelTrack>;
}

/** The service could not be reached or answered with an error (try again later). */
export class TrackingUnavailable extends Error {}
/** The carrier knows no parcel under that number (yet). */
export class TrackingNotFound extends Error {}
