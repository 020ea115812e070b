import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHANNEL_KEY, channelIdFromSearch, enqueuePageView, giftIdFromSearch, recordNavigation, rememberAdClickId } from '../lib/shell';
import { referralFor, scheduleUsage, usageEntry } from '../lib/usage-log';
import { USERS_HISTORY_DELAY_MS, trackFirstInflow, trackUsersHistory } from '../lib/channel-visits';

/**
 * The page shell's work on every route change (spec section 1): previous/current path in session
 * storage, one analytics queue entry, the ad click id and the influencer channel from the query
 * with its visit tracking (spec section 4: first inflow, users_history after 150 ms); and one
 * activity-log entry (spec section 2) once the page has settled. A gift link of the first shop's
 * format (`?giftId=`) goes on to the receiver's page.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  // The path last logged: StrictMode runs the effect twice for one route change, which is one view.
  const logged = useRef<string | null>(null);
  useEffect(() => {
    const gift = giftIdFromSearch(location.search);
    if (gift) {
      navigate(`/gift/${encodeURIComponent(gift)}`, { replace: true });
      return;
    }
    const path = `${location.pathname}${location.search}`;
    const referral = referralFor(path, sessionStorage, document.referrer, window.location.origin);
    recordNavigation(path, sessionStorage);
    enqueuePageView(window, location.pathname, document.title);
    rememberAdClickId(location.search, localStorage);
    const channel = channelIdFromSearch(location.search);
    if (channel) {
      sessionStorage.setItem(CHANNEL_KEY, channel);
      void trackFirstInflow(channel, sessionStorage);
    }
    // Spec section 4: the route's users_history 150 ms after the change (a newer change replaces it).
    const history = window.setTimeout(() => void trackUsersHistory(location.pathname, location.search, sessionStorage, sessionStorage.getItem(CHANNEL_KEY)), USERS_HISTORY_DELAY_MS);
    if (logged.current !== path) {
      logged.current = path;
      const entry = usageEntry(location.pathname, location.search, referral);
      if (entry) scheduleUsage(entry);
    }
    return () => window.clearTimeout(history);
  }, [location.pathname, location.search, navigate]);
  return null;
}
