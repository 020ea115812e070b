import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CHANNEL_KEY, channelIdFromSearch, enqueuePageView, recordNavigation, rememberAdClickId } from '../lib/shell';

/**
 * The page shell's work on every route change (spec section 1): previous/current path in session
 * storage, one analytics queue entry, the ad click id and the influencer channel from the query.
 */
export function RouteEffects() {
  const location = useLocation();
  useEffect(() => {
    recordNavigation(`${location.pathname}${location.search}`, sessionStorage);
    enqueuePageView(window, location.pathname, document.title);
    rememberAdClickId(location.search, localStorage);
    const channel = channelIdFromSearch(location.search);
    if (channel) sessionStorage.setItem(CHANNEL_KEY, channel);
  }, [location.pathname, location.search]);
  return null;
}
