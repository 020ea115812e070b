import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CHANNEL_KEY, channelIdFromSearch, enqueuePageView, recordNavigation, rememberAdClickId } from '../lib/shell';
import { referralFor, scheduleUsage, usageEntry } from '../lib/usage-log';

/**
 * The page shell's work on every route change (spec section 1): previous/current path in session
 * storage, one analytics queue entry, the ad click id and the influencer channel from the query;
 * and one activity-log entry (spec section 2) once the page has settled.
 */
export function RouteEffects() {
  const location = useLocation();
  // The path last logged: StrictMode runs the effect twice for one route change, which is one view.
  const logged = useRef<string | null>(null);
  useEffect(() => {
    const path = `${location.pathname}${location.search}`;
    const referral = referralFor(path, sessionStorage, document.referrer, window.location.origin);
    recordNavigation(path, sessionStorage);
    enqueuePageView(window, location.pathname, document.title);
    rememberAdClickId(location.search, localStorage);
    const channel = channelIdFromSearch(location.search);
    if (channel) sessionStorage.setItem(CHANNEL_KEY, channel);
    if (logged.current === path) return;
    logged.current = path;
    const entry = usageEntry(location.pathname, location.search, referral);
    if (entry) scheduleUsage(entry);
  }, [location.pathname, location.search]);
  return null;
}
